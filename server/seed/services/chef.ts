/**
 * The chef service's seed (issue 34): seventeen private chefs in the six markets (Nairobi and
 * Casablanca have four each) and the experiences they cook in shoppers' homes.
 *
 * Built like the farm seed, from small tables: a course library (each course once, in six
 * languages), experience kinds that put courses into a menu with a price level, guests, duration
 * and deposit, and the chefs, each cooking two to four kinds of its cuisine. Prices per guest come
 * from a US-dollar level through the market's rate (seed-kit.ts `priceIn`), so a Lagos
 * dinner is priced in naira and a Kigali one in whole francs. Calendar exceptions (holidays) are
 * none here: the chef sets them in the portal. Deterministic but for the offer dates (around `now`).
 */
import { mulberry32, slugify } from '../farm-seed'
import type { I18n, ServiceSeed } from '../seed-types'
import type { StoreDef, StoreId } from '../stores'
import { type CuisineId, fillStory, offerDates, storeOf, type StoryTemplate } from './chef-cookbook-kit'
import { growListings, hours, priceIn } from './seed-kit'

type ChefSeed = ServiceSeed<'chef'>
type Category = 'dinner' | 'celebration' | 'cooking-class' | 'brunch'

const i18n = (en: string, fr: string, es: string, pt: string, ar: string, sw: string): I18n => ({ en, fr, es, pt, ar, sw })

// One course a line, its six languages in order en fr es pt ar sw: Prettier leaves it.
// prettier-ignore
const COURSES = {
  // Kenya and the Swahili coast
  kachumbari: i18n('Kachumbari salad of tomato, red onion and coriander', 'Salade kachumbari : tomate, oignon rouge et coriandre', 'Ensalada kachumbari de tomate, cebolla morada y cilantro', 'Salada kachumbari de tomate, cebola roxa e coentros', 'سلطة كاتشومباري بالطماطم والبصل الأحمر والكزبرة', 'Kachumbari ya nyanya, kitunguu chekundu na dhania'),
  samakiWaKupaka: i18n('Grilled fish in coconut and tamarind sauce (samaki wa kupaka)', 'Poisson grillé sauce coco et tamarin (samaki wa kupaka)', 'Pescado a la parrilla en salsa de coco y tamarindo (samaki wa kupaka)', 'Peixe grelhado em molho de coco e tamarindo (samaki wa kupaka)', 'سمك مشوي بصلصة جوز الهند والتمر الهندي (ساماكي وا كوباكا)', 'Samaki wa kupaka kwa mchuzi wa nazi na ukwaju'),
  pilau: i18n('Beef pilau with cardamom, cloves and cumin', 'Pilau de bœuf à la cardamome, au clou de girofle et au cumin', 'Pilau de ternera con cardamomo, clavo y comino', 'Pilau de vaca com cardamomo, cravinho e cominhos', 'أرز بيلاو باللحم والهيل والقرنفل والكمون', 'Pilau ya nyama kwa iliki, karafuu na jira'),
  nyamaChoma: i18n('Nyama choma (slow-grilled goat) with ugali and sukuma wiki', 'Nyama choma (chèvre grillée lentement), ugali et sukuma wiki', 'Nyama choma (cabra asada a fuego lento) con ugali y sukuma wiki', 'Nyama choma (cabrito grelhado devagar) com ugali e sukuma wiki', 'نياما تشوما (لحم ماعز مشوي على مهل) مع الأوغالي والكرنب', 'Nyama choma ya mbuzi pamoja na ugali na sukuma wiki'),
  mahamri: i18n('Warm mahamri with spiced chai', 'Mahamri tièdes et chaï aux épices', 'Mahamri calientes con chai especiado', 'Mahamri quentes com chai de especiarias', 'فطائر ماهامري دافئة مع شاي بالتوابل', 'Mahamri za moto na chai ya viungo'),
  mangoPassion: i18n('Mango and passion fruit with lime', 'Mangue et fruit de la passion au citron vert', 'Mango y maracuyá con lima', 'Manga e maracujá com lima', 'مانجو وفاكهة الباشن بالليمون الأخضر', 'Embe na pasheni kwa ndimu'),
  maharagweNazi: i18n('Beans in coconut (maharagwe ya nazi) with chapati', 'Haricots au lait de coco (maharagwe ya nazi) et chapati', 'Frijoles en coco (maharagwe ya nazi) con chapati', 'Feijão em coco (maharagwe ya nazi) com chapati', 'فاصولياء بجوز الهند (ماهاراغوي يا نازي) مع خبز الشاباتي', 'Maharagwe ya nazi na chapati'),
  // Morocco
  salads: i18n('Moroccan salads: zaalouk, taktouka and carrots with cumin', 'Salades marocaines : zaalouk, taktouka et carottes au cumin', 'Ensaladas marroquíes: zaalouk, taktouka y zanahoria al comino', 'Saladas marroquinas: zaalouk, taktouka e cenoura com cominhos', 'سلطات مغربية: زعلوك وتكتوكة وجزر بالكمون', 'Saladi za Kimoroko: zaalouk, taktouka na karoti kwa jira'),
  harira: i18n('Harira with dates and chebakia', 'Harira, dattes et chebakia', 'Harira con dátiles y chebakia', 'Harira com tâmaras e chebakia', 'حريرة مع التمر والشباكية', 'Supu ya harira pamoja na tende na chebakia'),
  pastilla: i18n('Chicken pastilla with almonds and cinnamon', 'Pastilla au poulet, amandes et cannelle', 'Pastela de pollo con almendras y canela', 'Pastilla de frango com amêndoa e canela', 'بسطيلة الدجاج باللوز والقرفة', 'Pastilla ya kuku kwa lozi na mdalasini'),
  chickenTagine: i18n('Chicken tagine with preserved lemon and olives', 'Tajine de poulet au citron confit et aux olives', 'Tajín de pollo con limón confitado y aceitunas', 'Tajine de frango com limão em conserva e azeitonas', 'طاجين الدجاج بالحامض المصير والزيتون', 'Tajine ya kuku kwa malimau ya chumvi na zeituni'),
  lambTagine: i18n('Lamb tagine with dates and toasted almonds', 'Tajine d’agneau aux dattes et amandes grillées', 'Tajín de cordero con dátiles y almendras tostadas', 'Tajine de borrego com tâmaras e amêndoas tostadas', 'طاجين لحم الغنم بالتمر واللوز المحمص', 'Tajine ya kondoo kwa tende na lozi zilizokaangwa'),
  couscous: i18n('Couscous with seven vegetables', 'Couscous aux sept légumes', 'Cuscús de siete verduras', 'Cuscuz de sete legumes', 'كسكس بالخضر السبع', 'Couscous ya mboga saba'),
  chermoulaFish: i18n('Sea bream in chermoula, baked with potatoes and peppers', 'Dorade à la chermoula, rôtie aux pommes de terre et poivrons', 'Dorada en chermoula, al horno con patatas y pimientos', 'Dourada em chermoula, assada com batatas e pimentos', 'دنيس بالشرمولة مطهو في الفرن مع البطاطس والفلفل', 'Samaki wa chermoula aliyeokwa na viazi na pilipili hoho'),
  oranges: i18n('Oranges with cinnamon and orange-blossom water', 'Oranges à la cannelle et à la fleur d’oranger', 'Naranjas con canela y agua de azahar', 'Laranjas com canela e água de flor de laranjeira', 'برتقال بالقرفة وماء الزهر', 'Machungwa kwa mdalasini na maji ya maua ya mchungwa'),
  mintTea: i18n('Mint tea with gazelle horns', 'Thé à la menthe et cornes de gazelle', 'Té a la menta con cuernos de gacela', 'Chá de hortelã com cornos de gazela', 'شاي بالنعناع مع كعب الغزال', 'Chai ya nanaa na biskuti za pembe za swala'),
  msemen: i18n('Msemen and baghrir with honey and amlou', 'Msemen et baghrir au miel et à l’amlou', 'Msemen y baghrir con miel y amlou', 'Msemen e baghrir com mel e amlou', 'مسمن وبغرير بالعسل والأملو', 'Msemen na baghrir kwa asali na amlou'),
  eggsKhlii: i18n('Eggs with khlii and olives', 'Œufs au khlii et olives', 'Huevos con khlii y aceitunas', 'Ovos com khlii e azeitonas', 'بيض بالخليع والزيتون', 'Mayai kwa khlii na zeituni'),
  // Nigeria
  pepperSoup: i18n('Goat pepper soup with scent leaf', 'Soupe pimentée de chèvre au basilic africain', 'Sopa picante de cabra con hoja aromática', 'Sopa picante de cabrito com folha aromática', 'حساء الماعز الحار بورق الريحان الإفريقي', 'Supu ya pilipili ya mbuzi kwa kivumbasi'),
  jollof: i18n('Party jollof rice with fried plantain (dodo)', 'Riz jollof de fête et bananes plantains frites (dodo)', 'Arroz jollof de fiesta con plátano frito (dodo)', 'Arroz jollof de festa com banana-da-terra frita (dodo)', 'أرز جولوف الاحتفالات مع موز الطهي المقلي (دودو)', 'Wali wa jollof wa sherehe na ndizi za kukaanga (dodo)'),
  suya: i18n('Beef suya skewers with yaji spice and onions', 'Brochettes de suya au bœuf, épices yaji et oignons', 'Brochetas de suya de ternera con especia yaji y cebolla', 'Espetadas de suya de vaca com especiaria yaji e cebola', 'أسياخ سويا اللحم بتوابل الياجي والبصل', 'Mishikaki ya suya ya nyama kwa viungo vya yaji na vitunguu'),
  egusi: i18n('Egusi soup with pounded yam', 'Soupe egusi et igname pilée', 'Sopa de egusi con ñame machacado', 'Sopa de egusi com inhame pilado', 'حساء الإيغوسي مع اليام المهروس', 'Supu ya egusi na kiazi kikuu kilichopondwa'),
  moiMoi: i18n('Moi moi (steamed bean pudding)', 'Moi moi (flan de haricots à la vapeur)', 'Moi moi (pastel de frijol al vapor)', 'Moi moi (pudim de feijão ao vapor)', 'موي موي (كعكة الفاصولياء على البخار)', 'Moi moi (keki ya kunde ya mvuke)'),
  puffPuff: i18n('Puff-puff with zobo', 'Puff-puff et bissap (zobo)', 'Puff-puff con zobo', 'Puff-puff com zobo', 'كرات بوف بوف مع مشروب الكركديه', 'Puff-puff na kinywaji cha zobo'),
  // Ghana
  kelewele: i18n('Kelewele (spiced fried plantain) with groundnuts', 'Kelewele (plantains frits épicés) et arachides', 'Kelewele (plátano frito especiado) con cacahuetes', 'Kelewele (banana-da-terra frita com especiarias) com amendoins', 'كيليويلي (موز طهي مقلي بالتوابل) مع الفول السوداني', 'Kelewele (ndizi za kukaanga kwa viungo) na karanga'),
  lightSoup: i18n('Light soup with goat and fufu', 'Light soup à la chèvre et foufou', 'Light soup de cabra con fufu', 'Light soup de cabrito com fufu', 'حساء خفيف بلحم الماعز مع الفوفو', 'Supu nyepesi ya mbuzi na fufu'),
  tilapia: i18n('Grilled tilapia with banku and pepper sauce', 'Tilapia grillé, banku et sauce pimentée', 'Tilapia a la parrilla con banku y salsa picante', 'Tilápia grelhada com banku e molho picante', 'بلطي مشوي مع البانكو وصلصة الفلفل', 'Sato wa kuchoma na banku na sosi ya pilipili'),
  waakye: i18n('Waakye with shito, gari and boiled eggs', 'Waakye, shito, gari et œufs durs', 'Waakye con shito, gari y huevo duro', 'Waakye com shito, gari e ovo cozido', 'واكيي مع صلصة الشيتو والغاري والبيض المسلوق', 'Waakye na shito, gari na mayai ya kuchemsha'),
  redRed: i18n('Red red (beans in palm oil) with ripe plantain', 'Red red (haricots à l’huile de palme) et plantain mûr', 'Red red (frijoles en aceite de palma) con plátano maduro', 'Red red (feijão em óleo de palma) com banana-da-terra madura', 'ريد ريد (فاصولياء بزيت النخيل) مع موز الطهي الناضج', 'Red red (maharagwe kwa mawese) na ndizi mbivu'),
  sobolo: i18n('Sobolo (hibiscus, ginger and pineapple)', 'Sobolo (bissap, gingembre et ananas)', 'Sobolo (hibisco, jengibre y piña)', 'Sobolo (hibisco, gengibre e ananás)', 'سوبولو (كركديه وزنجبيل وأناناس)', 'Sobolo (rosela, tangawizi na nanasi)'),
  // South Africa
  chakalaka: i18n('Chakalaka and pap', 'Chakalaka et pap', 'Chakalaka con pap', 'Chakalaka com pap', 'تشاكالاكا مع عصيدة الذرة', 'Chakalaka na pap'),
  braai: i18n('Braai of lamb chops and boerewors', 'Braai de côtelettes d’agneau et de boerewors', 'Braai de chuletas de cordero y boerewors', 'Braai de costeletas de borrego e boerewors', 'شواء براي من ضلوع الغنم ونقانق البورفورس', 'Braai ya chops za kondoo na boerewors'),
  bobotie: i18n('Bobotie with yellow rice and chutney', 'Bobotie, riz jaune et chutney', 'Bobotie con arroz amarillo y chutney', 'Bobotie com arroz amarelo e chutney', 'بوبوتي مع الأرز الأصفر والشطني', 'Bobotie na wali wa manjano na chatini'),
  malva: i18n('Malva pudding with custard', 'Malva pudding et crème anglaise', 'Pudin malva con natillas', 'Pudim malva com creme inglês', 'حلوى مالفا مع الكاسترد', 'Pudini ya malva na kastadi'),
  bunnyChow: i18n('Durban lamb bunny chow', 'Bunny chow à l’agneau façon Durban', 'Bunny chow de cordero al estilo de Durban', 'Bunny chow de borrego à moda de Durban', 'باني تشاو بلحم الغنم على طريقة ديربان', 'Bunny chow ya kondoo ya Durban'),
  samoosas: i18n('Vegetable samoosas with mint chutney', 'Samoussas aux légumes, chutney à la menthe', 'Samosas de verduras con chutney de menta', 'Chamuças de legumes com chutney de hortelã', 'سمبوسة بالخضار مع شطني النعناع', 'Sambusa za mboga na chatini ya nanaa'),
  // Rwanda
  brochettes: i18n('Goat brochettes with grilled plantain', 'Brochettes de chèvre et bananes plantains grillées', 'Brochetas de cabra con plátano a la parrilla', 'Espetadas de cabrito com banana-da-terra grelhada', 'أسياخ لحم الماعز مع موز الطهي المشوي', 'Mishikaki ya mbuzi na ndizi za kuchoma'),
  isombe: i18n('Isombe (cassava leaves) with rice', 'Isombe (feuilles de manioc) et riz', 'Isombe (hojas de yuca) con arroz', 'Isombe (folhas de mandioca) com arroz', 'إيسومبي (ورق الكسافا) مع الأرز', 'Isombe (kisamvu) na wali'),
  agatogo: i18n('Agatogo: plantain stewed with goat and greens', 'Agatogo : plantain mijoté à la chèvre et aux légumes verts', 'Agatogo: plátano guisado con cabra y verduras', 'Agatogo: banana-da-terra estufada com cabrito e verduras', 'أغاتوغو: موز الطهي مطهو مع لحم الماعز والخضار الورقية', 'Agatogo: ndizi zilizopikwa na nyama ya mbuzi na mboga za majani'),
  fruitSalad: i18n('Tree tomato, pineapple and passion fruit salad', 'Salade de tamarillo, ananas et fruit de la passion', 'Ensalada de tomate de árbol, piña y maracuyá', 'Salada de tomate-de-árvore, ananás e maracujá', 'سلطة الطماطم الشجرية والأناناس وفاكهة الباشن', 'Saladi ya nyanya mti, nanasi na pasheni'),
} as const
type Course = keyof typeof COURSES

interface ExperienceKind {
  id: string
  cuisine: CuisineId
  category: Category
  /** Price per guest, US dollars, before the market's rate and rounding. */
  usd: number
  guests: [min: number, max: number]
  durationMinutes: number
  depositPercent: number
  menu: Course[]
  photo: string
  name: I18n
  description: I18n
}

// prettier-ignore
const KINDS: readonly ExperienceKind[] = [
  { id: 'swahili-coast-dinner', cuisine: 'swahili', category: 'dinner', usd: 38, guests: [2, 10], durationMinutes: 180, depositPercent: 30, menu: ['kachumbari', 'samakiWaKupaka', 'pilau', 'mangoPassion'], photo: 'dinner-table',
    name: i18n('Swahili coast dinner', 'Dîner de la côte swahilie', 'Cena de la costa suajili', 'Jantar da costa suaíli', 'عشاء من الساحل السواحيلي', 'Chakula cha jioni cha pwani'),
    description: i18n('Four courses from Mombasa and Lamu, cooked in your kitchen and served at your table.', 'Quatre plats de Mombasa et de Lamu, cuisinés chez vous et servis à votre table.', 'Cuatro platos de Mombasa y Lamu, cocinados en su cocina y servidos en su mesa.', 'Quatro pratos de Mombaça e Lamu, cozinhados na sua cozinha e servidos à sua mesa.', 'أربعة أطباق من مومباسا ولامو تُطهى في مطبخكم وتُقدَّم على مائدتكم.', 'Milo minne ya Mombasa na Lamu, inayopikwa jikoni kwako na kuandaliwa mezani pako.') },
  { id: 'nyama-choma-feast', cuisine: 'kenyan', category: 'celebration', usd: 30, guests: [6, 25], durationMinutes: 240, depositPercent: 40, menu: ['kachumbari', 'nyamaChoma', 'mangoPassion'], photo: 'grill',
    name: i18n('Nyama choma feast', 'Festin de nyama choma', 'Festín de nyama choma', 'Festa de nyama choma', 'وليمة نياما تشوما', 'Karamu ya nyama choma'),
    description: i18n('Goat grilled slowly over charcoal in your garden, for a birthday or a family gathering.', 'Chèvre grillée lentement au charbon dans votre jardin, pour un anniversaire ou une fête de famille.', 'Cabra asada lentamente al carbón en su jardín, para un cumpleaños o una reunión familiar.', 'Cabrito grelhado devagar no carvão do seu jardim, para um aniversário ou uma reunião de família.', 'لحم ماعز يُشوى على الفحم ببطء في حديقتكم، لعيد ميلاد أو جمعة عائلية.', 'Nyama ya mbuzi inayochomwa polepole kwa mkaa bustanini kwako, kwa siku ya kuzaliwa au mkutano wa familia.') },
  { id: 'pilau-class', cuisine: 'swahili', category: 'cooking-class', usd: 22, guests: [2, 8], durationMinutes: 150, depositPercent: 25, menu: ['pilau', 'kachumbari', 'mahamri'], photo: 'cooking-class',
    name: i18n('Pilau and mahamri cooking class', 'Cours de cuisine : pilau et mahamri', 'Clase de cocina: pilau y mahamri', 'Aula de culinária: pilau e mahamri', 'درس طبخ: البيلاو والماهامري', 'Darasa la mapishi: pilau na mahamri'),
    description: i18n('Learn to toast the spices, cook the rice grain by grain and fry light mahamri; then eat together.', 'Apprenez à torréfier les épices, à cuire le riz grain par grain et à frire des mahamri légers, puis mangez ensemble.', 'Aprenda a tostar las especias, cocer el arroz grano a grano y freír mahamri ligeros; después, a comer juntos.', 'Aprenda a tostar as especiarias, a cozer o arroz bem soltinho e a fritar mahamri leves; depois, comemos juntos.', 'تعلّموا تحميص التوابل وطهي الأرز حبة حبة وقلي الماهامري الخفيفة، ثم تناولوا الطعام معًا.', 'Jifunze kukaanga viungo, kupika wali uchambuke na kukaanga mahamri laini; kisha tule pamoja.') },
  { id: 'swahili-brunch', cuisine: 'swahili', category: 'brunch', usd: 18, guests: [2, 12], durationMinutes: 120, depositPercent: 20, menu: ['mahamri', 'maharagweNazi', 'mangoPassion'], photo: 'brunch',
    name: i18n('Swahili weekend brunch', 'Brunch swahili du week-end', 'Brunch suajili de fin de semana', 'Brunch suaíli de fim de semana', 'فطور متأخر سواحيلي لعطلة نهاية الأسبوع', 'Kifungua kinywa cha wikendi cha pwani'),
    description: i18n('A slow Saturday or Sunday morning: mahamri from the pan, beans in coconut and fresh fruit.', 'Un samedi ou un dimanche matin sans se presser : mahamri tout juste frits, haricots au coco et fruits frais.', 'Una mañana tranquila de sábado o domingo: mahamri recién fritos, frijoles en coco y fruta fresca.', 'Uma manhã calma de sábado ou domingo: mahamri acabados de fritar, feijão em coco e fruta fresca.', 'صباح سبت أو أحد هادئ: ماهامري من المقلاة مباشرة وفاصولياء بجوز الهند وفاكهة طازجة.', 'Asubuhi tulivu ya Jumamosi au Jumapili: mahamri kutoka kikaangoni, maharagwe ya nazi na matunda.') },
  { id: 'moroccan-dinner', cuisine: 'moroccan', category: 'dinner', usd: 42, guests: [2, 12], durationMinutes: 210, depositPercent: 30, menu: ['salads', 'pastilla', 'lambTagine', 'oranges'], photo: 'tagine',
    name: i18n('Fassi dinner', 'Dîner fassi', 'Cena fasí', 'Jantar à moda de Fez', 'عشاء فاسي', 'Chakula cha jioni cha Fes'),
    description: i18n('The dinner of a Fez household on a feast day: salads, pastilla, a slow tagine and oranges.', 'Le dîner d’une maison de Fès un jour de fête : salades, pastilla, tajine mijoté et oranges.', 'La cena de una casa de Fez en día de fiesta: ensaladas, pastela, tajín a fuego lento y naranjas.', 'O jantar de uma casa de Fez em dia de festa: saladas, pastilla, tajine lento e laranjas.', 'عشاء بيت فاسي في يوم عيد: سلطات وبسطيلة وطاجين مطهو على مهل وبرتقال.', 'Chakula cha jioni cha nyumba ya Fes siku ya sikukuu: saladi, pastilla, tajine na machungwa.') },
  { id: 'friday-couscous', cuisine: 'moroccan', category: 'celebration', usd: 30, guests: [6, 20], durationMinutes: 240, depositPercent: 40, menu: ['salads', 'couscous', 'mintTea'], photo: 'tagine',
    name: i18n('Friday couscous for the family', 'Couscous du vendredi en famille', 'Cuscús del viernes en familia', 'Cuscuz de sexta-feira em família', 'كسكس الجمعة مع العائلة', 'Couscous ya Ijumaa kwa familia'),
    description: i18n('A great dish of couscous steamed three times, for a naming day, an engagement or simply Friday.', 'Un grand plat de couscous roulé et cuit trois fois à la vapeur, pour une aqiqa, des fiançailles ou simplement le vendredi.', 'Una gran fuente de cuscús cocido tres veces al vapor, para un nacimiento, un compromiso o simplemente el viernes.', 'Um grande prato de cuscuz cozido três vezes ao vapor, para um batizado, um noivado ou simplesmente a sexta-feira.', 'قصعة كسكس كبيرة مفوّرة ثلاث مرات، للعقيقة أو الخطوبة أو ببساطة ليوم الجمعة.', 'Sahani kubwa ya couscous iliyopikwa kwa mvuke mara tatu, kwa sherehe ya mtoto, uchumba au Ijumaa tu.') },
  { id: 'tagine-class', cuisine: 'moroccan', category: 'cooking-class', usd: 26, guests: [2, 8], durationMinutes: 180, depositPercent: 25, menu: ['salads', 'chickenTagine', 'mintTea'], photo: 'cooking-class',
    name: i18n('Tagine cooking class', 'Cours de cuisine : le tajine', 'Clase de cocina: el tajín', 'Aula de culinária: o tajine', 'درس طبخ: الطاجين', 'Darasa la mapishi: tajine'),
    description: i18n('From the spice blend to the preserved lemon: cook a chicken tagine with the chef, then share it.', 'Du mélange d’épices au citron confit : préparez un tajine de poulet avec le chef, puis partagez-le.', 'De la mezcla de especias al limón confitado: cocine un tajín de pollo con el chef y compártalo.', 'Da mistura de especiarias ao limão em conserva: cozinhe um tajine de frango com o chef e partilhe-o.', 'من خلطة التوابل إلى الحامض المصير: اطبخوا طاجين الدجاج مع الطاهي ثم تقاسموه.', 'Kuanzia mchanganyiko wa viungo hadi malimau ya chumvi: pika tajine ya kuku na mpishi, kisha mle pamoja.') },
  { id: 'moroccan-brunch', cuisine: 'moroccan', category: 'brunch', usd: 20, guests: [2, 12], durationMinutes: 120, depositPercent: 20, menu: ['msemen', 'eggsKhlii', 'harira', 'mintTea'], photo: 'brunch',
    name: i18n('Moroccan breakfast table', 'Table du petit-déjeuner marocain', 'Mesa de desayuno marroquí', 'Mesa de pequeno-almoço marroquino', 'مائدة فطور مغربي', 'Meza ya kifungua kinywa cha Kimoroko'),
    description: i18n('Breads from the griddle, honey, amlou, eggs with khlii and a bowl of harira, as on a Sunday in the medina.', 'Crêpes et pains de la plaque, miel, amlou, œufs au khlii et un bol de harira, comme un dimanche à la médina.', 'Panes de la plancha, miel, amlou, huevos con khlii y un cuenco de harira, como un domingo en la medina.', 'Pães da chapa, mel, amlou, ovos com khlii e uma tigela de harira, como num domingo na medina.', 'خبز المقلاة والعسل والأملو والبيض بالخليع وزلافة حريرة، كيوم أحد في المدينة القديمة.', 'Mikate ya kikaangoni, asali, amlou, mayai kwa khlii na bakuli la harira, kama Jumapili mjini Madina.') },
  { id: 'atlantic-fish-dinner', cuisine: 'seafood', category: 'dinner', usd: 45, guests: [2, 10], durationMinutes: 180, depositPercent: 35, menu: ['salads', 'chermoulaFish', 'oranges'], photo: 'dinner-table',
    name: i18n('Atlantic fish dinner', 'Dîner de poisson de l’Atlantique', 'Cena de pescado del Atlántico', 'Jantar de peixe do Atlântico', 'عشاء سمك الأطلسي', 'Chakula cha jioni cha samaki wa Atlantiki'),
    description: i18n('Fish bought at the port that morning, marinated in chermoula and baked in your oven.', 'Du poisson acheté au port le matin même, mariné à la chermoula et rôti dans votre four.', 'Pescado comprado en el puerto esa misma mañana, marinado en chermoula y asado en su horno.', 'Peixe comprado no porto nessa manhã, marinado em chermoula e assado no seu forno.', 'سمك يُشترى من الميناء صباح اليوم نفسه، يُتبَّل بالشرمولة ويُطهى في فرنكم.', 'Samaki aliyenunuliwa bandarini asubuhi hiyo, aliyekolezwa kwa chermoula na kuokwa kwenye oveni yako.') },
  { id: 'lagos-party', cuisine: 'nigerian', category: 'celebration', usd: 28, guests: [10, 40], durationMinutes: 300, depositPercent: 50, menu: ['suya', 'jollof', 'moiMoi', 'puffPuff'], photo: 'party-pot',
    name: i18n('Owambe party menu', 'Menu de fête owambe', 'Menú de fiesta owambe', 'Menu de festa owambe', 'قائمة حفلة أوامبي', 'Menyu ya sherehe ya owambe'),
    description: i18n('Party jollof with the smoky bottom, suya, moi moi and puff-puff for a crowd, cooked on site.', 'Jollof de fête au goût fumé, suya, moi moi et puff-puff pour une foule, cuisinés sur place.', 'Jollof de fiesta con su toque ahumado, suya, moi moi y puff-puff para mucha gente, cocinados allí mismo.', 'Jollof de festa com o seu fundo fumado, suya, moi moi e puff-puff para muita gente, cozinhados no local.', 'جولوف الحفلات بنكهته المدخنة وسويا وموي موي وبوف بوف لجمع كبير، تُطهى في المكان.', 'Jollof ya sherehe yenye ladha ya moshi, suya, moi moi na puff-puff kwa umati, vinavyopikwa papo hapo.') },
  { id: 'lagos-supper', cuisine: 'nigerian', category: 'dinner', usd: 35, guests: [2, 10], durationMinutes: 180, depositPercent: 30, menu: ['pepperSoup', 'egusi', 'puffPuff'], photo: 'dinner-table',
    name: i18n('Lagos Sunday supper', 'Souper du dimanche à Lagos', 'Cena dominical de Lagos', 'Ceia de domingo em Lagos', 'عشاء الأحد على طريقة لاغوس', 'Chakula cha Jumapili cha Lagos'),
    description: i18n('Pepper soup to open, egusi with pounded yam, and something sweet: a home meal for guests.', 'Une soupe pimentée pour commencer, l’egusi avec l’igname pilée et une douceur : un repas de maison pour vos invités.', 'Sopa picante para empezar, egusi con ñame machacado y algo dulce: una comida casera para sus invitados.', 'Sopa picante para abrir, egusi com inhame pilado e um doce: uma refeição caseira para os seus convidados.', 'حساء حار في البداية، ثم الإيغوسي مع اليام المهروس، وشيء حلو: وجبة بيتية لضيوفكم.', 'Supu ya pilipili kuanza, egusi na kiazi kikuu kilichopondwa, na kitu kitamu: mlo wa nyumbani kwa wageni wako.') },
  { id: 'jollof-class', cuisine: 'nigerian', category: 'cooking-class', usd: 20, guests: [2, 8], durationMinutes: 150, depositPercent: 25, menu: ['jollof', 'suya'], photo: 'cooking-class',
    name: i18n('Jollof masterclass', 'Atelier jollof', 'Taller de jollof', 'Workshop de jollof', 'ورشة الجولوف', 'Darasa la jollof'),
    description: i18n('The pepper base, the stock, the heat that makes the party taste: the chef shows every step.', 'La base de piments, le bouillon, le feu qui donne le goût de fête : le chef montre chaque étape.', 'La base de pimientos, el caldo, el fuego que da el sabor de fiesta: el chef enseña cada paso.', 'A base de pimentos, o caldo, o lume que dá o sabor de festa: o chef mostra cada passo.', 'قاعدة الفلفل والمرق والنار التي تمنح طعم الحفلات: يشرح الطاهي كل خطوة.', 'Msingi wa pilipili, supu, na moto unaoleta ladha ya sherehe: mpishi anaonyesha kila hatua.') },
  { id: 'accra-dinner', cuisine: 'ghanaian', category: 'dinner', usd: 32, guests: [2, 10], durationMinutes: 180, depositPercent: 30, menu: ['kelewele', 'lightSoup', 'tilapia'], photo: 'dinner-table',
    name: i18n('Accra chop bar dinner', 'Dîner chop bar d’Accra', 'Cena de chop bar de Acra', 'Jantar de chop bar de Acra', 'عشاء على طريقة مطاعم أكرا الشعبية', 'Chakula cha jioni cha chop bar ya Accra'),
    description: i18n('The best of Accra’s chop bars at home: kelewele, light soup with fufu and grilled tilapia.', 'Le meilleur des chop bars d’Accra chez vous : kelewele, light soup et foufou, tilapia grillé.', 'Lo mejor de los chop bars de Acra en casa: kelewele, light soup con fufu y tilapia a la parrilla.', 'O melhor dos chop bars de Acra em casa: kelewele, light soup com fufu e tilápia grelhada.', 'أفضل ما في مطاعم أكرا الشعبية في بيتكم: كيليويلي وحساء خفيف مع الفوفو وبلطي مشوي.', 'Vyakula bora vya chop bar za Accra nyumbani: kelewele, supu nyepesi na fufu, na sato wa kuchoma.') },
  { id: 'waakye-brunch', cuisine: 'ghanaian', category: 'brunch', usd: 16, guests: [4, 16], durationMinutes: 120, depositPercent: 20, menu: ['waakye', 'kelewele', 'sobolo'], photo: 'brunch',
    name: i18n('Waakye Saturday brunch', 'Brunch waakye du samedi', 'Brunch de waakye del sábado', 'Brunch de waakye de sábado', 'فطور واكيي المتأخر يوم السبت', 'Kifungua kinywa cha waakye cha Jumamosi'),
    description: i18n('Waakye with all its sides, as the best roadside sellers serve it, with cold sobolo.', 'Le waakye et toutes ses garnitures, comme chez les meilleures vendeuses de rue, avec un sobolo bien frais.', 'Waakye con todos sus acompañamientos, como lo sirven las mejores vendedoras callejeras, con sobolo frío.', 'Waakye com todos os acompanhamentos, como o servem as melhores vendedoras de rua, com sobolo fresco.', 'واكيي بكل مرافقاته كما تقدّمه أفضل البائعات على الطريق، مع سوبولو بارد.', 'Waakye pamoja na vyote vinavyoambatana nayo, kama wauzaji bora wa barabarani wanavyoiandaa, na sobolo baridi.') },
  { id: 'ghana-class', cuisine: 'ghanaian', category: 'cooking-class', usd: 18, guests: [2, 8], durationMinutes: 150, depositPercent: 25, menu: ['redRed', 'kelewele', 'sobolo'], photo: 'cooking-class',
    name: i18n('Red red and kelewele class', 'Cours : red red et kelewele', 'Clase de red red y kelewele', 'Aula de red red e kelewele', 'درس طبخ: ريد ريد وكيليويلي', 'Darasa la red red na kelewele'),
    description: i18n('Two Ghanaian favourites for every day, cooked side by side with the chef in your kitchen.', 'Deux classiques ghanéens du quotidien, cuisinés aux côtés du chef dans votre cuisine.', 'Dos clásicos ghaneses de diario, cocinados junto al chef en su cocina.', 'Dois clássicos ganeses do dia a dia, cozinhados lado a lado com o chef na sua cozinha.', 'طبقان غانيان محبوبان لكل يوم، تطهونهما إلى جانب الطاهي في مطبخكم.', 'Vyakula viwili vipendwa vya kila siku vya Ghana, vinavyopikwa pamoja na mpishi jikoni kwako.') },
  { id: 'braai-evening', cuisine: 'south-african', category: 'celebration', usd: 32, guests: [6, 30], durationMinutes: 240, depositPercent: 40, menu: ['chakalaka', 'braai', 'malva'], photo: 'grill',
    name: i18n('Braai evening', 'Soirée braai', 'Velada de braai', 'Noite de braai', 'سهرة شواء براي', 'Jioni ya braai'),
    description: i18n('The chef lights the fire, grills and serves, so that the hosts can sit with their guests.', 'Le chef allume le feu, grille et sert, pour que les hôtes profitent de leurs invités.', 'El chef enciende el fuego, asa y sirve, para que los anfitriones disfruten de sus invitados.', 'O chef acende o lume, grelha e serve, para que os anfitriões fiquem com os convidados.', 'يشعل الطاهي النار ويشوي ويقدّم، ليجلس أصحاب البيت مع ضيوفهم.', 'Mpishi anawasha moto, anachoma na kuandaa, ili wenyeji wakae na wageni wao.') },
  { id: 'cape-malay-dinner', cuisine: 'cape-malay', category: 'dinner', usd: 36, guests: [2, 12], durationMinutes: 180, depositPercent: 30, menu: ['samoosas', 'bobotie', 'malva'], photo: 'dinner-table',
    name: i18n('Cape Malay dinner', 'Dîner du Cap malais', 'Cena malaya del Cabo', 'Jantar malaio do Cabo', 'عشاء على طريقة ملايو الكاب', 'Chakula cha jioni cha Kimalay cha Cape'),
    description: i18n('Sweet and fragrant dishes of the Bo-Kaap, from the samoosas to a warm malva pudding.', 'Les plats doux et parfumés du Bo-Kaap, des samoussas au malva pudding tiède.', 'Los platos dulces y aromáticos del Bo-Kaap, de las samosas al pudin malva tibio.', 'Os pratos doces e perfumados do Bo-Kaap, das chamuças ao pudim malva morno.', 'أطباق البو-كاب الحلوة العطرة، من السمبوسة إلى حلوى المالفا الدافئة.', 'Vyakula vitamu vyenye harufu nzuri vya Bo-Kaap, kuanzia sambusa hadi pudini ya malva ya moto.') },
  { id: 'bunny-chow-class', cuisine: 'cape-malay', category: 'cooking-class', usd: 22, guests: [2, 8], durationMinutes: 150, depositPercent: 25, menu: ['samoosas', 'bunnyChow'], photo: 'cooking-class',
    name: i18n('Durban curry and bunny chow class', 'Cours : curry de Durban et bunny chow', 'Clase de curry de Durban y bunny chow', 'Aula de caril de Durban e bunny chow', 'درس طبخ: كاري ديربان وباني تشاو', 'Darasa la mchuzi wa Durban na bunny chow'),
    description: i18n('Blend the masala, cook the curry slowly and fill the bread the Durban way.', 'Préparez le masala, laissez mijoter le curry et garnissez le pain comme à Durban.', 'Prepare el masala, cueza el curry a fuego lento y rellene el pan al estilo de Durban.', 'Prepare o masala, cozinhe o caril devagar e recheie o pão à moda de Durban.', 'حضّروا المسالا واطهوا الكاري على مهل واحشوا الخبز على طريقة ديربان.', 'Changanya masala, pika mchuzi polepole na ujaze mkate kwa mtindo wa Durban.') },
  { id: 'kigali-brochette-night', cuisine: 'rwandan', category: 'celebration', usd: 22, guests: [6, 30], durationMinutes: 240, depositPercent: 40, menu: ['brochettes', 'isombe', 'fruitSalad'], photo: 'grill',
    name: i18n('Brochette night', 'Soirée brochettes', 'Noche de brochetas', 'Noite de espetadas', 'سهرة الأسياخ المشوية', 'Usiku wa mishikaki'),
    description: i18n('Goat brochettes and plantain from the grill, isombe and fruit for a party at home.', 'Brochettes de chèvre et plantains grillés, isombe et fruits pour une fête à la maison.', 'Brochetas de cabra y plátano a la parrilla, isombe y fruta para una fiesta en casa.', 'Espetadas de cabrito e banana-da-terra grelhada, isombe e fruta para uma festa em casa.', 'أسياخ الماعز وموز الطهي من الشواية، والإيسومبي والفاكهة لحفلة في البيت.', 'Mishikaki ya mbuzi na ndizi kutoka kwenye jiko la mkaa, isombe na matunda kwa sherehe nyumbani.') },
  { id: 'rwandan-home-dinner', cuisine: 'rwandan', category: 'dinner', usd: 26, guests: [2, 10], durationMinutes: 180, depositPercent: 30, menu: ['agatogo', 'isombe', 'fruitSalad'], photo: 'dinner-table',
    name: i18n('Rwandan home dinner', 'Dîner rwandais à la maison', 'Cena ruandesa en casa', 'Jantar ruandês em casa', 'عشاء رواندي في البيت', 'Chakula cha jioni cha Kinyarwanda nyumbani'),
    description: i18n('Dishes of the hills cooked as a grandmother would: agatogo, isombe and fruit of the season.', 'Les plats des collines cuisinés comme chez une grand-mère : agatogo, isombe et fruits de saison.', 'Platos de las colinas cocinados como los de una abuela: agatogo, isombe y fruta de temporada.', 'Pratos das colinas cozinhados como os de uma avó: agatogo, isombe e fruta da época.', 'أطباق التلال كما تطهوها الجدّات: أغاتوغو وإيسومبي وفاكهة الموسم.', 'Vyakula vya milimani vilivyopikwa kama vya bibi: agatogo, isombe na matunda ya msimu.') },
]

interface ChefDef {
  store: StoreId
  name: string
  first?: string
  business: string
  town: string
  cuisines: CuisineId[]
  kinds: string[]
  /** Working days, and the hours of those days. */
  days: number[]
  hours: [open: string, close: string]
  zones: string[]
  photo: string
  since: number
  story: number
  featured?: boolean
}

// prettier-ignore
const CHEFS: readonly ChefDef[] = [
  { store: 'jnb', name: 'Mpho Radebe', business: 'Chef Mpho’s Fire & Table', town: 'Johannesburg', cuisines: ['south-african'], kinds: ['braai-evening', 'cape-malay-dinner'], days: [4, 5, 6, 0], hours: ['11:00', '22:00'], zones: ['jnb-melville-zone', 'jnb-soweto-zone'], photo: 'chef-ochre', since: 2016, story: 0, featured: true },
  { store: 'jnb', name: 'Fatima Essop', business: 'Bo-Kaap at Home', town: 'Johannesburg', cuisines: ['cape-malay'], kinds: ['cape-malay-dinner', 'bunny-chow-class', 'braai-evening'], days: [2, 3, 5, 6], hours: ['10:00', '21:00'], zones: ['jnb-sandton-zone', 'jnb-melville-zone'], photo: 'chef-teal', since: 2019, story: 1 },

  { store: 'nbo', name: 'Achieng Odhiambo', business: 'Chef Achieng', town: 'Nairobi', cuisines: ['swahili', 'kenyan'], kinds: ['swahili-coast-dinner', 'pilau-class', 'swahili-brunch'], days: [3, 4, 5, 6], hours: ['10:00', '22:00'], zones: ['nbo-lavington-zone', 'nbo-runda-zone'], photo: 'chef-teal', since: 2015, story: 0, featured: true },
  { store: 'nbo', name: 'Salim Abdalla', business: 'Pwani Private Kitchen', town: 'Nairobi', cuisines: ['swahili'], kinds: ['swahili-coast-dinner', 'swahili-brunch'], days: [5, 6, 0], hours: ['09:00', '23:00'], zones: ['nbo-lavington-zone', 'nbo-southb-zone', 'nbo-runda-zone'], photo: 'chef-ochre', since: 2012, story: 2 },
  { store: 'nbo', name: 'Njeri Muthoni', business: 'Njeri Cooks', town: 'Nairobi', cuisines: ['kenyan'], kinds: ['nyama-choma-feast', 'pilau-class'], days: [1, 2, 3, 4, 5], hours: ['16:00', '22:00'], zones: ['nbo-southb-zone'], photo: 'chef-red', since: 2020, story: 1 },
  { store: 'nbo', name: 'Brian Kiptoo', business: 'Choma Masters', town: 'Nairobi', cuisines: ['kenyan'], kinds: ['nyama-choma-feast', 'swahili-brunch'], days: [6, 0], hours: ['10:00', '22:00'], zones: ['nbo-runda-zone', 'nbo-southb-zone'], photo: 'chef-green', since: 2018, story: 2, featured: true },

  { store: 'los', name: 'Bukola Adeyemi', business: 'Chef Bukky’s Table', town: 'Lagos', cuisines: ['nigerian'], kinds: ['lagos-party', 'lagos-supper', 'jollof-class'], days: [4, 5, 6], hours: ['10:00', '23:00'], zones: ['los-vi-ikoyi-zone', 'los-ajah-zone'], photo: 'chef-red', since: 2014, story: 0, featured: true },
  { store: 'los', name: 'Obinna Chukwu', business: 'Obi’s Pot', town: 'Lagos', cuisines: ['nigerian'], kinds: ['lagos-supper', 'jollof-class'], days: [2, 3, 4, 5, 6], hours: ['12:00', '22:00'], zones: ['los-surulere-zone', 'los-vi-ikoyi-zone'], photo: 'chef-green', since: 2017, story: 1 },
  { store: 'los', name: 'Halima Yusuf', business: 'Halima’s Owambe Kitchen', town: 'Lagos', cuisines: ['nigerian'], kinds: ['lagos-party', 'lagos-supper'], days: [5, 6, 0], hours: ['08:00', '23:00'], zones: ['los-ajah-zone', 'los-surulere-zone'], photo: 'chef-ochre', since: 2011, story: 2 },

  { store: 'acc', name: 'Adwoa Owusu', business: 'Chef Adwoa at Home', town: 'Accra', cuisines: ['ghanaian'], kinds: ['accra-dinner', 'waakye-brunch', 'ghana-class'], days: [3, 4, 5, 6], hours: ['09:00', '22:00'], zones: ['acc-airport-zone', 'acc-cantonments-zone'], photo: 'chef-teal', since: 2016, story: 0, featured: true },
  { store: 'acc', name: 'Kwesi Appiah', business: 'Kwesi’s Chop Bar Supper Club', town: 'Accra', cuisines: ['ghanaian'], kinds: ['accra-dinner', 'ghana-class'], days: [5, 6], hours: ['14:00', '23:00'], zones: ['acc-spintex-zone', 'acc-cantonments-zone'], photo: 'chef-green', since: 2019, story: 2 },

  { store: 'kgl', name: 'Clarisse Ingabire', business: 'Chez Clarisse', town: 'Kigali', cuisines: ['rwandan'], kinds: ['rwandan-home-dinner', 'kigali-brochette-night'], days: [3, 4, 5, 6], hours: ['11:00', '22:00'], zones: ['kgl-nyarutarama-zone', 'kgl-remera-zone'], photo: 'chef-red', since: 2017, story: 1, featured: true },
  { store: 'kgl', name: 'Didier Nkurunziza', business: 'Brochette Brothers', town: 'Kigali', cuisines: ['rwandan'], kinds: ['kigali-brochette-night', 'rwandan-home-dinner'], days: [5, 6, 0], hours: ['12:00', '23:00'], zones: ['kgl-kicukiro-zone', 'kgl-remera-zone'], photo: 'chef-ochre', since: 2015, story: 2 },

  { store: 'cmn', name: 'Khadija Benali', business: 'Dar Khadija', town: 'Casablanca', cuisines: ['moroccan'], kinds: ['moroccan-dinner', 'friday-couscous', 'tagine-class', 'moroccan-brunch'], days: [4, 5, 6, 0], hours: ['09:00', '22:00'], zones: ['cmn-anfa-zone', 'cmn-bourgogne-zone'], photo: 'chef-teal', since: 2010, story: 0, featured: true },
  { store: 'cmn', name: 'Youssef Alaoui', business: 'Chef Youssef', town: 'Casablanca', cuisines: ['moroccan', 'seafood'], kinds: ['atlantic-fish-dinner', 'moroccan-dinner', 'tagine-class'], days: [2, 3, 4, 5, 6], hours: ['12:00', '23:00'], zones: ['cmn-anfa-zone', 'cmn-californie-zone'], photo: 'chef-green', since: 2014, story: 1, featured: true },
  { store: 'cmn', name: 'Nadia Tazi', business: 'Les Tables de Nadia', town: 'Casablanca', cuisines: ['moroccan'], kinds: ['moroccan-brunch', 'friday-couscous'], days: [5, 6, 0], hours: ['08:00', '16:00'], zones: ['cmn-bourgogne-zone', 'cmn-californie-zone'], photo: 'chef-red', since: 2018, story: 2 },
  { store: 'cmn', name: 'Rachid Berrada', business: 'Rachid Traiteur', town: 'Casablanca', cuisines: ['moroccan', 'seafood'], kinds: ['friday-couscous', 'atlantic-fish-dinner'], days: [4, 5, 6], hours: ['10:00', '23:00'], zones: ['cmn-californie-zone', 'cmn-anfa-zone', 'cmn-bourgogne-zone'], photo: 'chef-ochre', since: 2008, story: 2 },
]

/** Chef stories. Slots: {farmName} {first} {city} {since} {cuisine}; Arabic avoids verbs agreeing with the chef. */
// prettier-ignore
const STORIES: readonly StoryTemplate[] = [
  { en: '{first} has cooked for private tables in {city} since {since}. {farmName} brings the market’s best to your kitchen and cooks {cuisine} dishes the way they are cooked at home, then leaves the kitchen as clean as it found it.',
    fr: '{first} cuisine pour des tables privées à {city} depuis {since}. {farmName} apporte le meilleur du marché dans votre cuisine et prépare la cuisine {cuisine} comme à la maison, puis laisse la cuisine aussi propre qu’à son arrivée.',
    es: '{first} cocina para mesas privadas en {city} desde {since}. {farmName} lleva lo mejor del mercado a su cocina, prepara cocina {cuisine} como en casa y deja la cocina tan limpia como la encontró.',
    pt: '{first} cozinha para mesas privadas em {city} desde {since}. {farmName} leva o melhor do mercado à sua cozinha, prepara cozinha {cuisine} como em casa e deixa a cozinha tão limpa como a encontrou.',
    ar: 'منذ عام {since} و{farmName} يطهو للموائد الخاصة في {city}. يأتي بأفضل ما في السوق إلى مطبخكم، ويقدّم المطبخ {cuisine} كما يُطهى في البيوت، ثم يترك المطبخ نظيفًا كما كان.',
    sw: '{first} amepikia meza za faragha jijini {city} tangu {since}. {farmName} huleta bidhaa bora za sokoni jikoni kwako, hupika vyakula vya {cuisine} kama vinavyopikwa nyumbani, kisha huacha jiko safi kama lilivyokuwa.' },
  { en: 'After years in the hotel kitchens of {city}, {first} started {farmName} in {since} to cook for people rather than for tickets. Expect {cuisine} cooking with generous portions, a menu agreed with you in advance and time to talk about every dish.',
    fr: 'Après des années dans les cuisines des hôtels de {city}, {first} a lancé {farmName} en {since} pour cuisiner pour des gens plutôt que pour des bons de commande. Au programme : cuisine {cuisine}, portions généreuses, menu convenu à l’avance et le temps de parler de chaque plat.',
    es: 'Tras años en las cocinas de los hoteles de {city}, {first} fundó {farmName} en {since} para cocinar para personas y no para comandas. Espere cocina {cuisine}, raciones generosas, un menú acordado con antelación y tiempo para hablar de cada plato.',
    pt: 'Depois de anos nas cozinhas dos hotéis de {city}, {first} criou {farmName} em {since} para cozinhar para pessoas e não para talões. Conte com cozinha {cuisine}, doses generosas, um menu combinado com antecedência e tempo para falar de cada prato.',
    ar: 'بعد سنوات في مطابخ فنادق {city}، انطلق {farmName} عام {since} ليكون الطبخ للناس لا لقسائم الطلبات. في انتظاركم المطبخ {cuisine} بحصص سخية وقائمة يُتفق عليها مسبقًا ووقت للحديث عن كل طبق.',
    sw: 'Baada ya miaka katika jikoni za hoteli za {city}, {first} alianzisha {farmName} mwaka {since} ili kupikia watu badala ya oda. Tarajia vyakula vya {cuisine}, sehemu za kutosha, menyu mnayokubaliana mapema na muda wa kuzungumzia kila mlo.' },
  { en: '{farmName} grew out of weddings and naming ceremonies: since {since}, {first} has fed families in {city} from a few guests to a full garden. The specialty is {cuisine} cooking, done fresh on the day with produce from the market.',
    fr: '{farmName} est né des mariages et des baptêmes : depuis {since}, {first} régale les familles de {city}, de quelques convives à un jardin plein. La spécialité : la cuisine {cuisine}, préparée le jour même avec les produits du marché.',
    es: '{farmName} nació de bodas y bautizos: desde {since}, {first} da de comer a familias de {city}, de unos pocos invitados a un jardín lleno. La especialidad es la cocina {cuisine}, preparada el mismo día con productos del mercado.',
    pt: '{farmName} nasceu de casamentos e batizados: desde {since}, {first} alimenta famílias de {city}, de poucos convidados a um jardim cheio. A especialidade é a cozinha {cuisine}, feita no próprio dia com produtos do mercado.',
    ar: 'وُلد {farmName} من حفلات الأعراس والعقيقة: منذ عام {since} وهو يُطعم عائلات {city}، من بضعة ضيوف إلى حديقة ممتلئة. التخصص هو المطبخ {cuisine}، يُحضَّر طازجًا في اليوم نفسه بمنتجات السوق.',
    sw: '{farmName} ilizaliwa kutokana na harusi na sherehe za kumpa mtoto jina: tangu {since}, {first} amelisha familia za {city}, kuanzia wageni wachache hadi bustani iliyojaa. Utaalamu wake ni vyakula vya {cuisine}, vinavyopikwa siku hiyo hiyo kwa mazao ya sokoni.' },
]

const KIND_BY_ID = new Map(KINDS.map((k) => [k.id, k]))

/** A chef's id: `chef-` and the name (ids are unique across every service's providers). */
const chefId = (def: ChefDef): string => `chef-${slugify(def.name)}`

/** The chef service's seed: 17 chefs, their experiences and two offers dated around `now`. */
export function buildChefSeed(now: Date = new Date()): ChefSeed {
  const rng = mulberry32(0xc4ef_5eed)
  const providers: ChefSeed['providers'] = CHEFS.map((def) => {
    const store = storeOf(def.store)
    const first = def.first ?? def.name.split(' ')[0] ?? def.name
    return {
      id: chefId(def),
      storeId: def.store,
      name: def.name,
      farmName: def.business,
      story: fillStory(STORIES, def.story, { farmName: def.business, first, city: store.cityName, since: def.since, cuisine: def.cuisines[0] ?? 'moroccan' }),
      photo: `/img/chef/${def.photo}.svg`,
      town: def.town,
      country: store.country,
      rating: Math.round((4.4 + rng() * 0.6) * 10) / 10,
      locationIds: [...def.zones],
      featured: def.featured === true,
      details: {
        cuisines: [...def.cuisines],
        availability: hours(
          [...def.days].sort((a, b) => a - b),
          def.hours[0],
          def.hours[1],
        ),
        answerWithinHours: def.since % 2 === 0 ? 24 : 48,
        noticeDays: def.days.length >= 4 ? 2 : 3,
      },
    }
  })
  const listings: ChefSeed['listings'] = CHEFS.flatMap((def) =>
    def.kinds.map((kindId) => {
      const kind = KIND_BY_ID.get(kindId)
      if (!kind) throw new Error(`unknown experience kind ${kindId}`)
      return experience(kind, chefId(def), storeOf(def.store), `${chefId(def)}-${kind.id}`, 0.9 + rng() * 0.25)
    }),
  )
  const [startsAt, endsAt] = offerDates(now, 21)
  const offers: ChefSeed['offers'] = [
    {
      id: 'chef-offer-midweek-dinner',
      listingId: `${chefId(CHEFS[2] as ChefDef)}-swahili-coast-dinner`,
      percentOff: 15,
      title: i18n(
        'Midweek coast dinners: 15% off',
        'Dîners de la côte en semaine : -15 %',
        'Cenas de la costa entre semana: 15 % de descuento',
        'Jantares da costa a meio da semana: 15% de desconto',
        'عشاء الساحل وسط الأسبوع: خصم 15٪',
        'Chakula cha pwani katikati ya wiki: punguzo la 15%',
      ),
      startsAt,
      endsAt,
    },
    {
      id: 'chef-offer-tagine-class',
      listingId: `${chefId(CHEFS[14] as ChefDef)}-tagine-class`,
      percentOff: 20,
      title: i18n(
        'Tagine class for two: 20% off',
        'Cours de tajine à deux : -20 %',
        'Clase de tajín para dos: 20 % de descuento',
        'Aula de tajine a dois: 20% de desconto',
        'درس الطاجين لشخصين: خصم 20٪',
        'Darasa la tajine kwa wawili: punguzo la 20%',
      ),
      startsAt,
      endsAt,
    },
  ]
  return { service: 'chef', providers, listings, offers }
}

function experience(kind: ExperienceKind, providerId: string, store: StoreDef, id: string, factor: number): ChefSeed['listings'][number] {
  const [minGuests, maxGuests] = kind.guests
  return {
    id,
    providerId,
    name: kind.name,
    category: kind.category,
    unit: 'guest',
    price: priceIn(store, kind.usd * 100, factor),
    stock: null,
    minQty: minGuests,
    stepQty: 1,
    photo: `/img/chef/${kind.photo}.svg`,
    description: kind.description,
    details: { menu: kind.menu.map((course) => COURSES[course]), minGuests, maxGuests, durationMinutes: kind.durationMinutes, depositPercent: kind.depositPercent },
  }
}

/**
 * The chef seed with `experienceCount` experiences, for the large-catalog benchmarks: the
 * regular ones first, then more of each chef's kinds (same menus, other prices and ids).
 */
export function generateLargeChefSeed(experienceCount: number, now: Date = new Date()): ChefSeed {
  const rng = mulberry32(0xc4ef_b16)
  return growListings(buildChefSeed(now), experienceCount, (i) => {
    const def = CHEFS[Math.floor(rng() * CHEFS.length)] as ChefDef
    const kind = KIND_BY_ID.get(def.kinds[Math.floor(rng() * def.kinds.length)] ?? '') as ExperienceKind
    return experience(kind, chefId(def), storeOf(def.store), `${chefId(def)}-${kind.id}-${i.toString(36)}`, 0.75 + rng() * 0.6)
  })
}

/** For the tests: the experience kinds' courses and the chefs' working days as written. */
export const CHEF_TABLES = { courses: COURSES, kinds: KINDS, chefs: CHEFS }
