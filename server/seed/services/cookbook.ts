/**
 * The cookbook service's seed (issue 34): eleven creators in the six markets and the nineteen
 * cookbooks they sell, printed (in stock, delivered like any item) or digital (stock null, read in
 * the account once bought). Each book lists recipes of its own creator (recipes.ts, loaded by
 * helper K into their own table). Stories come from two templates (chef-cookbook-kit.ts), prices
 * from a US-dollar level through the market's rate, like the chef seed.
 */
import { mulberry32, slugify } from '../farm-seed'
import type { I18n, ServiceSeed } from '../seed-types'
import type { StoreDef, StoreId } from '../stores'
import { type CuisineId, fillStory, offerDates, storeOf, type StoryTemplate } from './chef-cookbook-kit'
import { growListings, priceIn } from './seed-kit'

type CookbookSeed = ServiceSeed<'cookbook'>
type Category = 'regional' | 'everyday' | 'baking' | 'plant-based'

const i18n = (en: string, fr: string, es: string, pt: string, ar: string, sw: string): I18n => ({ en, fr, es, pt, ar, sw })

interface BookDef {
  slug: string
  format: 'printed' | 'digital'
  category: Category
  pages: number
  recipeIds: string[]
  color: 'green' | 'terracotta' | 'indigo' | 'ochre'
  name: I18n
  description: I18n
}

interface CreatorDef {
  store: StoreId
  name: string
  brand: string
  /** The first is the cuisine the story names. */
  specialties: CuisineId[]
  since: number
  story: number
  photo: 'creator-amber' | 'creator-plum' | 'creator-sage'
  featured?: boolean
  books: BookDef[]
}

// prettier-ignore
const CREATORS: readonly CreatorDef[] = [
  { store: 'jnb', name: 'Lindiwe Dube', brand: 'Lindiwe’s Kitchen Notebook', specialties: ['south-african'], since: 2015, story: 0, photo: 'creator-amber', featured: true, books: [
    { slug: 'sunday-lunch-soweto', format: 'printed', category: 'regional', pages: 184, recipeIds: ['bobotie', 'chakalaka'], color: 'terracotta',
      name: i18n('Sunday Lunch in Soweto', 'Le déjeuner du dimanche à Soweto', 'El almuerzo del domingo en Soweto', 'O almoço de domingo no Soweto', 'غداء الأحد في سويتو', 'Mlo wa Jumapili Soweto'),
      description: i18n('The dishes of a South African Sunday table, from bobotie to chakalaka, with the stories of the families who cook them.', 'Les plats d’une table sud-africaine du dimanche, du bobotie au chakalaka, avec les histoires des familles qui les cuisinent.', 'Los platos de una mesa sudafricana de domingo, del bobotie al chakalaka, con las historias de las familias que los cocinan.', 'Os pratos de uma mesa sul-africana de domingo, do bobotie ao chakalaka, com as histórias das famílias que os cozinham.', 'أطباق مائدة الأحد في جنوب إفريقيا، من البوبوتي إلى التشاكالاكا، مع حكايات العائلات التي تطهوها.', 'Vyakula vya meza ya Jumapili ya Afrika Kusini, kuanzia bobotie hadi chakalaka, pamoja na hadithi za familia zinazovipika.') },
    { slug: 'chakalaka-weeknights', format: 'digital', category: 'everyday', pages: 48, recipeIds: ['chakalaka'], color: 'ochre',
      name: i18n('Chakalaka Weeknights', 'Chakalaka en semaine', 'Chakalaka entre semana', 'Chakalaka durante a semana', 'تشاكالاكا لأيام الأسبوع', 'Chakalaka za siku za kazi'),
      description: i18n('Quick relishes and sides for busy evenings, one pot each, ready in half an hour.', 'Sauces et accompagnements rapides pour les soirs pressés, une seule casserole, prêts en une demi-heure.', 'Acompañamientos rápidos para las noches con prisa, una sola olla, listos en media hora.', 'Acompanhamentos rápidos para noites apressadas, uma só panela, prontos em meia hora.', 'مقبّلات وأطباق جانبية سريعة للأمسيات المزدحمة، في قدر واحد وجاهزة في نصف ساعة.', 'Viambatanisho vya haraka kwa jioni zenye shughuli, sufuria moja tu, tayari kwa nusu saa.') },
  ] },
  { store: 'jnb', name: 'Ayesha Moosa', brand: 'Ayesha’s Durban Spice', specialties: ['cape-malay', 'street-food'], since: 2012, story: 1, photo: 'creator-plum', books: [
    { slug: 'durban-curry-house', format: 'printed', category: 'regional', pages: 212, recipeIds: ['bunny-chow', 'butternut-soup'], color: 'indigo',
      name: i18n('The Durban Curry House', 'La maison du curry de Durban', 'La casa del curry de Durban', 'A casa do caril de Durban', 'بيت الكاري في ديربان', 'Nyumba ya mchuzi wa Durban'),
      description: i18n('Masalas blended at home, slow curries and the bunny chow, as cooked in Durban’s kitchens for three generations.', 'Des masalas préparés maison, des currys mijotés et le bunny chow, tels qu’on les cuisine à Durban depuis trois générations.', 'Masalas hechos en casa, curris a fuego lento y el bunny chow, como se cocinan en Durban desde hace tres generaciones.', 'Masalas feitos em casa, caris lentos e o bunny chow, como se cozinham em Durban há três gerações.', 'مسالا تُخلط في البيت وأطباق كاري مطهوة على مهل والباني تشاو، كما تُطهى في مطابخ ديربان منذ ثلاثة أجيال.', 'Masala zinazochanganywa nyumbani, michuzi ya moto mdogo na bunny chow, kama inavyopikwa Durban kwa vizazi vitatu.') },
  ] },
  { store: 'nbo', name: 'Wairimu Ngugi', brand: 'Jikoni na Wairimu', specialties: ['kenyan', 'plant-based'], since: 2017, story: 0, photo: 'creator-sage', featured: true, books: [
    { slug: 'kenyan-kitchen-basics', format: 'printed', category: 'everyday', pages: 160, recipeIds: ['ugali-sukuma-wiki', 'githeri'], color: 'green',
      name: i18n('Kenyan Kitchen Basics', 'Les bases de la cuisine kényane', 'Lo básico de la cocina keniana', 'O essencial da cozinha queniana', 'أساسيات المطبخ الكيني', 'Misingi ya jiko la Kenya'),
      description: i18n('Ugali that holds its shape, greens that stay green, githeri worth a second plate: the everyday done well.', 'Un ugali qui se tient, des légumes verts qui restent verts, un githeri qui donne envie de se resservir : le quotidien bien fait.', 'Un ugali que mantiene la forma, verduras que siguen verdes, un githeri para repetir: lo cotidiano bien hecho.', 'Ugali que mantém a forma, verduras que ficam verdes, githeri para repetir: o dia a dia bem feito.', 'أوغالي يحافظ على شكله، وخضار تبقى خضراء، وغيثيري يستحق طبقًا ثانيًا: الطبخ اليومي كما يجب.', 'Ugali unaoshika umbo, mboga zinazobaki kijani, githeri ya kuongeza sahani ya pili: mapishi ya kila siku yaliyofanywa vizuri.') },
    { slug: 'githeri-and-greens', format: 'digital', category: 'plant-based', pages: 64, recipeIds: ['githeri', 'ugali-sukuma-wiki'], color: 'ochre',
      name: i18n('Githeri and Greens', 'Githeri et légumes verts', 'Githeri y verduras', 'Githeri e verduras', 'غيثيري وخضار ورقية', 'Githeri na mboga za majani'),
      description: i18n('Meat-free meals from Kenyan farms: beans, maize and leafy greens, cheap and filling.', 'Des repas sans viande issus des fermes kényanes : haricots, maïs et légumes-feuilles, économiques et rassasiants.', 'Comidas sin carne de las granjas kenianas: frijoles, maíz y verduras de hoja, baratas y saciantes.', 'Refeições sem carne das quintas quenianas: feijão, milho e verduras de folha, baratas e que saciam.', 'وجبات بلا لحم من مزارع كينيا: فاصولياء وذرة وخضار ورقية، رخيصة ومُشبعة.', 'Milo isiyo na nyama kutoka mashamba ya Kenya: maharagwe, mahindi na mboga za majani, rahisi na yenye kushibisha.') },
  ] },
  { store: 'nbo', name: 'Zuhura Bakari', brand: 'Mapishi ya Zuhura', specialties: ['swahili', 'baking'], since: 2011, story: 1, photo: 'creator-amber', books: [
    { slug: 'flavours-swahili-coast', format: 'printed', category: 'regional', pages: 236, recipeIds: ['pilau', 'mandazi', 'maharagwe-ya-nazi'], color: 'indigo',
      name: i18n('Flavours of the Swahili Coast', 'Saveurs de la côte swahilie', 'Sabores de la costa suajili', 'Sabores da costa suaíli', 'نكهات الساحل السواحيلي', 'Ladha za pwani ya Waswahili'),
      description: i18n('Coconut, cardamom and the sea: the cooking of Mombasa and Lamu, from festive pilau to morning mandazi.', 'La noix de coco, la cardamome et la mer : la cuisine de Mombasa et de Lamu, du pilau des fêtes aux mandazi du matin.', 'El coco, el cardamomo y el mar: la cocina de Mombasa y Lamu, del pilau de fiesta a los mandazi del desayuno.', 'O coco, o cardamomo e o mar: a cozinha de Mombaça e Lamu, do pilau de festa aos mandazi da manhã.', 'جوز الهند والهيل والبحر: مطبخ مومباسا ولامو، من بيلاو الأعياد إلى ماندازي الصباح.', 'Nazi, iliki na bahari: mapishi ya Mombasa na Lamu, kuanzia pilau ya sherehe hadi mandazi ya asubuhi.') },
    { slug: 'mandazi-mornings', format: 'digital', category: 'baking', pages: 40, recipeIds: ['mandazi'], color: 'terracotta',
      name: i18n('Mandazi Mornings', 'Matins mandazi', 'Mañanas de mandazi', 'Manhãs de mandazi', 'صباحات الماندازي', 'Asubuhi za mandazi'),
      description: i18n('Doughs, rising times and frying tips for light mandazi every time.', 'Pâtes, temps de levée et conseils de friture pour des mandazi légers à chaque fois.', 'Masas, tiempos de levado y consejos de fritura para mandazi ligeros siempre.', 'Massas, tempos de levedura e dicas de fritura para mandazi leves todas as vezes.', 'العجين وأوقات التخمير ونصائح القلي للحصول على ماندازي خفيفة في كل مرة.', 'Madonge, muda wa kuumuka na vidokezo vya kukaanga ili upate mandazi laini kila mara.') },
  ] },
  { store: 'los', name: 'Tolulope Bamidele', brand: 'Tolu’s Party Pot', specialties: ['nigerian', 'street-food'], since: 2016, story: 0, photo: 'creator-plum', featured: true, books: [
    { slug: 'owambe-at-home', format: 'printed', category: 'regional', pages: 198, recipeIds: ['jollof-rice', 'moi-moi'], color: 'terracotta',
      name: i18n('Owambe at Home', 'Owambe à la maison', 'Owambe en casa', 'Owambe em casa', 'أوامبي في البيت', 'Owambe nyumbani'),
      description: i18n('Party food for a crowd, scaled for a family kitchen: jollof with the smoky bottom, moi moi and more.', 'La cuisine des grandes fêtes, adaptée à une cuisine familiale : jollof au fond fumé, moi moi et plus encore.', 'La comida de las grandes fiestas, adaptada a una cocina familiar: jollof con su fondo ahumado, moi moi y mucho más.', 'A comida das grandes festas, adaptada a uma cozinha de família: jollof com o fundo fumado, moi moi e muito mais.', 'طعام الحفلات الكبيرة بمقادير تناسب مطبخ العائلة: جولوف بقاعه المدخّن وموي موي وغيرهما.', 'Vyakula vya sherehe kubwa, vilivyopunguzwa kwa jiko la familia: jollof yenye ukoko wa moshi, moi moi na zaidi.') },
    { slug: 'jollof-secrets', format: 'digital', category: 'everyday', pages: 36, recipeIds: ['jollof-rice'], color: 'ochre',
      name: i18n('Jollof Secrets', 'Les secrets du jollof', 'Los secretos del jollof', 'Os segredos do jollof', 'أسرار الجولوف', 'Siri za jollof'),
      description: i18n('One dish, done right: the pepper base, the rice, the heat and the timing, with pictures of every stage.', 'Un seul plat, bien fait : la base de piments, le riz, le feu et le minutage, avec des photos de chaque étape.', 'Un solo plato, bien hecho: la base de pimientos, el arroz, el fuego y los tiempos, con fotos de cada paso.', 'Um só prato, bem feito: a base de pimentos, o arroz, o lume e os tempos, com fotos de cada etapa.', 'طبق واحد كما يجب: قاعدة الفلفل والأرز والنار والتوقيت، مع صور لكل مرحلة.', 'Mlo mmoja uliopikwa vizuri: msingi wa pilipili, mchele, moto na muda, pamoja na picha za kila hatua.') },
  ] },
  { store: 'los', name: 'Chidinma Okeke', brand: 'Nne’s Soup Pot', specialties: ['nigerian'], since: 2013, story: 1, photo: 'creator-sage', books: [
    { slug: 'soups-of-the-south-east', format: 'printed', category: 'regional', pages: 176, recipeIds: ['egusi-soup', 'goat-pepper-soup'], color: 'green',
      name: i18n('Soups of the South-East', 'Soupes du Sud-Est nigérian', 'Sopas del sureste nigeriano', 'Sopas do sudeste nigeriano', 'حساءات الجنوب الشرقي النيجيري', 'Supu za Kusini-Mashariki mwa Naijeria'),
      description: i18n('Egusi, pepper soup and the other great soups of Igboland, written down from a mother’s kitchen.', 'L’egusi, la soupe pimentée et les autres grandes soupes du pays igbo, notées dans la cuisine d’une mère.', 'El egusi, la sopa picante y las demás grandes sopas del país igbo, apuntadas en la cocina de una madre.', 'O egusi, a sopa picante e as outras grandes sopas da terra igbo, registadas na cozinha de uma mãe.', 'الإيغوسي وحساء الفلفل وسائر الحساءات الكبرى في بلاد الإيغبو، مدوّنة من مطبخ أمّ.', 'Egusi, supu ya pilipili na supu nyingine kuu za Waigbo, zilizoandikwa kutoka jikoni mwa mama.') },
  ] },
  { store: 'acc', name: 'Efua Asamoah', brand: 'Efua Cooks Ghana', specialties: ['ghanaian', 'street-food'], since: 2018, story: 0, photo: 'creator-amber', featured: true, books: [
    { slug: 'waakye-and-beyond', format: 'printed', category: 'everyday', pages: 152, recipeIds: ['waakye', 'red-red'], color: 'indigo',
      name: i18n('Waakye and Beyond', 'Le waakye et au-delà', 'Waakye y mucho más', 'Waakye e muito mais', 'الواكيي وما بعده', 'Waakye na zaidi'),
      description: i18n('Accra’s favourite street breakfasts and lunches, made at home with what the market sells.', 'Les petits-déjeuners et déjeuners de rue préférés d’Accra, faits maison avec ce que vend le marché.', 'Los desayunos y almuerzos callejeros favoritos de Acra, hechos en casa con lo que vende el mercado.', 'Os pequenos-almoços e almoços de rua preferidos de Acra, feitos em casa com o que o mercado vende.', 'أشهى فطور وغداء في شوارع أكرا، تُحضَّر في البيت بما يبيعه السوق.', 'Vifungua kinywa na milo ya mchana inayopendwa mitaani Accra, vinavyopikwa nyumbani kwa bidhaa za sokoni.') },
    { slug: 'red-red-every-day', format: 'digital', category: 'plant-based', pages: 44, recipeIds: ['red-red'], color: 'terracotta',
      name: i18n('Red Red Every Day', 'Red red au quotidien', 'Red red cada día', 'Red red todos os dias', 'ريد ريد كل يوم', 'Red red kila siku'),
      description: i18n('Beans and plantain in many ways, for meat-free weeks that do not feel like it.', 'Haricots et plantain de mille façons, pour des semaines sans viande où elle ne manque pas.', 'Frijoles y plátano de muchas maneras, para semanas sin carne en las que no se echa de menos.', 'Feijão e banana-da-terra de muitas maneiras, para semanas sem carne em que ela não faz falta.', 'الفاصولياء وموز الطهي بطرق كثيرة، لأسابيع بلا لحم لا تشعرون فيها بغيابه.', 'Maharagwe na ndizi kwa njia nyingi, kwa wiki zisizo na nyama bila kuikosa.') },
  ] },
  { store: 'acc', name: 'Kojo Antwi', brand: 'Kojo’s Soup Kitchen', specialties: ['ghanaian'], since: 2014, story: 1, photo: 'creator-plum', books: [
    { slug: 'ghanaian-soups-and-stews', format: 'printed', category: 'regional', pages: 168, recipeIds: ['groundnut-soup', 'kontomire-stew'], color: 'ochre',
      name: i18n('Ghanaian Soups and Stews', 'Soupes et ragoûts du Ghana', 'Sopas y guisos de Ghana', 'Sopas e guisados do Gana', 'حساءات ويخنات غانية', 'Supu na michuzi ya Ghana'),
      description: i18n('Groundnut soup, kontomire and the pots that go with fufu and banku, with a chapter on palm oil.', 'La soupe d’arachide, le kontomire et les plats qui accompagnent le foufou et le banku, avec un chapitre sur l’huile de palme.', 'La sopa de cacahuete, el kontomire y los guisos que acompañan al fufu y al banku, con un capítulo sobre el aceite de palma.', 'A sopa de amendoim, o kontomire e os tachos que acompanham o fufu e o banku, com um capítulo sobre o óleo de palma.', 'حساء الفول السوداني والكونتوميري والأطباق التي ترافق الفوفو والبانكو، مع فصل عن زيت النخيل.', 'Supu ya karanga, kontomire na vyungu vinavyoliwa na fufu na banku, pamoja na sura kuhusu mafuta ya mawese.') },
  ] },
  { store: 'kgl', name: 'Grace Uwera', brand: 'Igikoni cya Grace', specialties: ['rwandan', 'plant-based'], since: 2016, story: 0, photo: 'creator-sage', featured: true, books: [
    { slug: 'rwandan-home-cooking', format: 'printed', category: 'regional', pages: 190, recipeIds: ['isombe', 'agatogo', 'ibiharage'], color: 'green',
      name: i18n('Rwandan Home Cooking', 'La cuisine familiale rwandaise', 'Cocina casera ruandesa', 'Cozinha caseira ruandesa', 'الطبخ البيتي الرواندي', 'Mapishi ya nyumbani ya Rwanda'),
      description: i18n('Isombe, agatogo and beans as they are cooked on the hills, with the farmers who grow what goes in them.', 'L’isombe, l’agatogo et les haricots tels qu’on les cuisine sur les collines, avec les paysans qui cultivent ce qu’on y met.', 'Isombe, agatogo y frijoles tal como se cocinan en las colinas, con los agricultores que cultivan sus ingredientes.', 'Isombe, agatogo e feijão tal como se cozinham nas colinas, com os agricultores que cultivam os ingredientes.', 'الإيسومبي والأغاتوغو والفاصولياء كما تُطهى على التلال، مع المزارعين الذين يزرعون مكوّناتها.', 'Isombe, agatogo na maharagwe kama yanavyopikwa milimani, pamoja na wakulima wanaootesha viungo vyake.') },
    { slug: 'green-rwanda', format: 'digital', category: 'plant-based', pages: 56, recipeIds: ['isombe', 'ibiharage'], color: 'ochre',
      name: i18n('Green Rwanda', 'Rwanda vert', 'Ruanda verde', 'Ruanda verde', 'رواندا الخضراء', 'Rwanda ya kijani'),
      description: i18n('Plant-based Rwandan dishes for every day, from cassava leaves to red beans.', 'Des plats rwandais végétaux pour tous les jours, des feuilles de manioc aux haricots rouges.', 'Platos ruandeses vegetales para cada día, de las hojas de yuca a los frijoles rojos.', 'Pratos ruandeses vegetais para todos os dias, das folhas de mandioca ao feijão vermelho.', 'أطباق رواندية نباتية لكل يوم، من أوراق الكسافا إلى الفاصولياء الحمراء.', 'Vyakula vya mimea vya Kinyarwanda kwa kila siku, kuanzia kisamvu hadi maharagwe mekundu.') },
  ] },
  { store: 'cmn', name: 'Hanane El Idrissi', brand: 'Dar Hanane', specialties: ['moroccan'], since: 2009, story: 1, photo: 'creator-amber', featured: true, books: [
    { slug: 'tagines-and-soups', format: 'printed', category: 'regional', pages: 248, recipeIds: ['chicken-tagine', 'harira', 'zaalouk'], color: 'terracotta',
      name: i18n('Tagines and Soups from Dar Hanane', 'Tajines et soupes de Dar Hanane', 'Tajines y sopas de Dar Hanane', 'Tajines e sopas de Dar Hanane', 'طواجن وحساءات من دار حنان', 'Tajine na supu za Dar Hanane'),
      description: i18n('The tagines, salads and soups of a Casablanca family, with the spice blends measured for the first time.', 'Les tajines, salades et soupes d’une famille casablancaise, avec des mélanges d’épices enfin mesurés.', 'Los tajines, ensaladas y sopas de una familia de Casablanca, con las mezclas de especias medidas por primera vez.', 'Os tajines, saladas e sopas de uma família de Casablanca, com as misturas de especiarias medidas pela primeira vez.', 'طواجن وسلطات وحساءات عائلة بيضاوية، مع خلطات التوابل مقيسة لأول مرة.', 'Tajine, saladi na supu za familia ya Casablanca, pamoja na vipimo vya mchanganyiko wa viungo kwa mara ya kwanza.') },
    { slug: 'ramadan-table', format: 'digital', category: 'everyday', pages: 72, recipeIds: ['harira', 'zaalouk'], color: 'indigo',
      name: i18n('The Ramadan Table', 'La table du ramadan', 'La mesa del Ramadán', 'A mesa do Ramadão', 'مائدة رمضان', 'Meza ya Ramadhani'),
      description: i18n('Harira, salads and small dishes to break the fast, planned for thirty evenings.', 'Harira, salades et petits plats pour rompre le jeûne, prévus pour trente soirs.', 'Harira, ensaladas y platillos para romper el ayuno, pensados para treinta noches.', 'Harira, saladas e pequenos pratos para quebrar o jejum, pensados para trinta noites.', 'الحريرة والسلطات والأطباق الصغيرة للإفطار، مخطط لها لثلاثين أمسية.', 'Harira, saladi na vyakula vidogo vya kufuturu, vilivyopangwa kwa jioni thelathini.') },
  ] },
  { store: 'cmn', name: 'Omar Bennani', brand: 'Omar’s Couscous Club', specialties: ['moroccan', 'baking'], since: 2013, story: 0, photo: 'creator-plum', books: [
    { slug: 'friday-couscous', format: 'printed', category: 'regional', pages: 204, recipeIds: ['couscous-seven-vegetables', 'lamb-tagine-dates'], color: 'ochre',
      name: i18n('Friday Couscous', 'Le couscous du vendredi', 'El cuscús del viernes', 'O cuscuz de sexta-feira', 'كسكس الجمعة', 'Couscous ya Ijumaa'),
      description: i18n('How to roll, steam and serve couscous for a family, and the tagines that share its table.', 'Comment rouler, cuire à la vapeur et servir le couscous pour toute une famille, et les tajines qui partagent sa table.', 'Cómo trabajar, cocer al vapor y servir el cuscús para una familia, y los tajines que comparten su mesa.', 'Como trabalhar, cozer ao vapor e servir o cuscuz para uma família, e os tajines que partilham a sua mesa.', 'كيف يُفتل الكسكس ويُفوَّر ويُقدَّم لعائلة كاملة، والطواجن التي تشاركه المائدة.', 'Jinsi ya kuandaa, kupika kwa mvuke na kupakua couscous kwa familia nzima, na tajine zinazoshiriki meza yake.') },
    { slug: 'the-wedding-tagine', format: 'digital', category: 'everyday', pages: 38, recipeIds: ['lamb-tagine-dates'], color: 'green',
      name: i18n('The Wedding Tagine', 'Le tajine des mariages', 'El tajín de las bodas', 'O tajine dos casamentos', 'طاجين الأعراس', 'Tajine ya harusi'),
      description: i18n('Sweet lamb tagines with dates, prunes and almonds, step by step for a first feast.', 'Des tajines d’agneau sucrés aux dattes, pruneaux et amandes, pas à pas pour une première fête.', 'Tajines dulces de cordero con dátiles, ciruelas y almendras, paso a paso para una primera fiesta.', 'Tajines doces de borrego com tâmaras, ameixas e amêndoas, passo a passo para uma primeira festa.', 'طواجن لحم غنم حلوة بالتمر والبرقوق واللوز، خطوة بخطوة لأول وليمة.', 'Tajine tamu za kondoo kwa tende, plamu na lozi, hatua kwa hatua kwa karamu ya kwanza.') },
  ] },
]

/** Creator stories. Slots: {farmName} {first} {city} {since} {cuisine}; Arabic avoids verbs agreeing with the creator. */
// prettier-ignore
const STORIES: readonly StoryTemplate[] = [
  { en: '{first} started writing down family recipes in {city} in {since}, and {farmName} grew from a notebook into books that cooks across the city keep by the stove. The focus is {cuisine} cooking, tested in an ordinary home kitchen with ingredients from the market.',
    fr: '{first} a commencé à noter les recettes de famille à {city} en {since}, et {farmName} est passé d’un carnet à des livres que les cuisiniers de toute la ville gardent près du fourneau. Au cœur du travail : la cuisine {cuisine}, testée dans une cuisine ordinaire avec les produits du marché.',
    es: '{first} empezó a apuntar recetas familiares en {city} en {since}, y {farmName} pasó de ser un cuaderno a libros que los cocineros de toda la ciudad tienen junto al fogón. El centro es la cocina {cuisine}, probada en una cocina corriente con ingredientes del mercado.',
    pt: '{first} começou a registar receitas de família em {city} em {since}, e {farmName} passou de um caderno a livros que os cozinheiros de toda a cidade guardam junto ao fogão. O foco é a cozinha {cuisine}, testada numa cozinha comum com ingredientes do mercado.',
    ar: 'بدأ {farmName} في {city} عام {since} بدفتر تُدوَّن فيه وصفات العائلة، ثم صار كتبًا يحتفظ بها الطهاة في أنحاء المدينة قرب الموقد. محور العمل هو المطبخ {cuisine}، وكل وصفة مجرّبة في مطبخ بيت عادي بمكوّنات من السوق.',
    sw: '{first} alianza kuandika mapishi ya familia jijini {city} mwaka {since}, na {farmName} ilikua kutoka daftari hadi vitabu ambavyo wapishi wa mji mzima huviweka karibu na jiko. Mkazo ni vyakula vya {cuisine}, vilivyojaribiwa katika jiko la kawaida la nyumbani kwa viungo vya sokoni.' },
  { en: 'Since {since}, {first} has taught {cuisine} cooking in {city}, first in community halls, then online. {farmName} books are written the way the classes run: exact quantities, the reason behind each step, and what to do when something goes wrong.',
    fr: 'Depuis {since}, {first} enseigne la cuisine {cuisine} à {city}, d’abord dans des salles de quartier, puis en ligne. Les livres de {farmName} sont écrits comme les cours : des quantités exactes, la raison de chaque étape, et quoi faire quand quelque chose rate.',
    es: 'Desde {since}, {first} enseña cocina {cuisine} en {city}, primero en salones de barrio y después en línea. Los libros de {farmName} están escritos como las clases: cantidades exactas, el porqué de cada paso y qué hacer cuando algo sale mal.',
    pt: 'Desde {since}, {first} ensina cozinha {cuisine} em {city}, primeiro em salões de bairro e depois online. Os livros de {farmName} são escritos como as aulas: quantidades exatas, a razão de cada passo e o que fazer quando algo corre mal.',
    ar: 'منذ عام {since} تُقدَّم في {city} دروس في المطبخ {cuisine}، في قاعات الأحياء أولًا ثم عبر الإنترنت. وتُكتب كتب {farmName} كما تجري الدروس: مقادير دقيقة، وسبب كل خطوة، وما العمل حين لا تنجح.',
    sw: 'Tangu {since}, {first} amefundisha mapishi ya {cuisine} jijini {city}, kwanza katika kumbi za mitaa, kisha mtandaoni. Vitabu vya {farmName} vimeandikwa kama madarasa yanavyoendeshwa: vipimo kamili, sababu ya kila hatua, na cha kufanya jambo likienda vibaya.' },
]

const BOOK_USD = { printed: 22, digital: 9 } as const

const creatorId = (def: CreatorDef): string => `creator-${slugify(def.name)}`

/** The cookbook service's seed: 11 creators, their 19 cookbooks and two offers dated around `now`. */
export function buildCookbookSeed(now: Date = new Date()): CookbookSeed {
  const rng = mulberry32(0xb00c_5eed)
  const providers: CookbookSeed['providers'] = CREATORS.map((def) => {
    const store = storeOf(def.store)
    return {
      id: creatorId(def),
      storeId: def.store,
      name: def.name,
      farmName: def.brand,
      story: fillStory(STORIES, def.story, { farmName: def.brand, first: def.name.split(' ')[0] ?? def.name, city: store.cityName, since: def.since, cuisine: def.specialties[0] ?? 'moroccan' }),
      photo: `/img/cookbook/${def.photo}.svg`,
      town: store.city,
      country: store.country,
      rating: Math.round((4.5 + rng() * 0.5) * 10) / 10,
      // Printed books are delivered: a creator serves its market's delivery zones and pickup points.
      locationIds: store.locations.map((l) => l.id),
      featured: def.featured === true,
      details: { specialties: [...def.specialties] },
    }
  })
  const listings = CREATORS.flatMap((def) => def.books.map((book) => cookbook(book, def, storeOf(def.store), `book-${book.slug}`, 0.9 + rng() * 0.25, rng)))
  const [startsAt, endsAt] = offerDates(now, 30)
  const offers: CookbookSeed['offers'] = [
    {
      id: 'cookbook-offer-ramadan-table',
      listingId: 'book-ramadan-table',
      percentOff: 25,
      title: i18n(
        'The Ramadan Table: 25% off the e-book',
        'La table du ramadan : -25 % sur le livre numérique',
        'La mesa del Ramadán: 25 % de descuento en el libro digital',
        'A mesa do Ramadão: 25% de desconto no livro digital',
        'مائدة رمضان: خصم 25٪ على الكتاب الرقمي',
        'Meza ya Ramadhani: punguzo la 25% kwa kitabu cha kidijitali',
      ),
      startsAt,
      endsAt,
    },
    {
      id: 'cookbook-offer-owambe',
      listingId: 'book-owambe-at-home',
      percentOff: 15,
      title: i18n(
        'Owambe at Home: 15% off for party season',
        'Owambe à la maison : -15 % pour la saison des fêtes',
        'Owambe en casa: 15 % de descuento en temporada de fiestas',
        'Owambe em casa: 15% de desconto na época das festas',
        'أوامبي في البيت: خصم 15٪ في موسم الحفلات',
        'Owambe nyumbani: punguzo la 15% msimu wa sherehe',
      ),
      startsAt,
      endsAt,
    },
  ]
  return { service: 'cookbook', providers, listings, offers }
}

function cookbook(book: BookDef, def: CreatorDef, store: StoreDef, id: string, factor: number, rng: () => number): CookbookSeed['listings'][number] {
  return {
    id,
    providerId: creatorId(def),
    name: book.name,
    category: book.category,
    unit: 'copy',
    price: priceIn(store, BOOK_USD[book.format] * 100, factor),
    // A digital book never runs out; a printed run is a few dozen copies at the creator's.
    stock: book.format === 'digital' ? null : 20 + Math.floor(rng() * 100),
    minQty: 1,
    stepQty: 1,
    photo: `/img/cookbook/book-${book.color}.svg`,
    description: book.description,
    details: { format: book.format, pages: book.pages, recipeIds: [...book.recipeIds] },
  }
}

/**
 * The cookbook seed with `bookCount` cookbooks, for the large-catalog benchmarks: the regular ones
 * first, then new editions of each creator's books (same recipes, other prices and ids).
 */
export function generateLargeCookbookSeed(bookCount: number, now: Date = new Date()): CookbookSeed {
  const rng = mulberry32(0xb00c_b16)
  return growListings(buildCookbookSeed(now), bookCount, (i) => {
    const def = CREATORS[Math.floor(rng() * CREATORS.length)] as CreatorDef
    const book = def.books[Math.floor(rng() * def.books.length)] as BookDef
    return cookbook(book, def, storeOf(def.store), `book-${book.slug}-${i.toString(36)}`, 0.75 + rng() * 0.6, rng)
  })
}
