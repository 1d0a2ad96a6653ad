/**
 * The dishes the kitchens of the food seed cook (food.ts), in six languages, with a typical price in
 * US cents (converted and rounded per market), how many one portion feeds, the dietary and
 * allergen tags true of the dish as cooked, and which option groups it offers. The option groups
 * (sides, spice level, extras) differ by region: a Lagos plate comes with dodo, a Nairobi one with
 * ugali. Names read naturally with a lower-case first letter (offer titles drop them inside sentences).
 */
import type { Allergen, DietaryTag, SERVICE_CATEGORIES, SERVICE_UNITS } from '../../../src/api/service-details-contract'
import type { I18n } from '../seed-types'
import { splitTexts, type NamedTexts } from './seed-kit'

export type FoodCategory = (typeof SERVICE_CATEGORIES.food)[number]
export type FoodUnit = (typeof SERVICE_UNITS.food)[number]
/** West (Lagos, Accra), East (Nairobi, Kigali), South (Johannesburg), North (Casablanca). */
export type Region = 'west' | 'east' | 'south' | 'north'
export type GroupKey = 'sides' | 'spice' | 'extras'

export interface OptionGroupDef {
  name: I18n
  min: number
  max: number
  options: { id: string; name: I18n; usdCents: number }[]
}

export interface DishType {
  key: string
  category: FoodCategory
  unit: FoodUnit
  usdCents: number
  serves: number
  dietary: DietaryTag[]
  allergens: Allergen[]
  groups: GroupKey[]
  region: Region
  /** File name (without .svg) under /img/food/. */
  img: string
  name: I18n
  description: I18n
}

const o = (id: string, usdCents: number, name: I18n) => ({ id, name, usdCents })

const SIDES_NAME: I18n = { en: 'Side', fr: 'Accompagnement', es: 'Guarnición', pt: 'Acompanhamento', ar: 'طبق جانبي', sw: 'Kiambatisho' }
const EXTRAS_NAME: I18n = { en: 'Extras', fr: 'Suppléments', es: 'Adicionales', pt: 'Adicionais', ar: 'إضافات', sw: 'Nyongeza' }

const SPICE: OptionGroupDef = {
  name: { en: 'Spice level', fr: 'Niveau de piment', es: 'Nivel de picante', pt: 'Nível de picante', ar: 'درجة الحرارة', sw: 'Kiwango cha pilipili' },
  min: 1,
  max: 1,
  options: [
    o('mild', 0, { en: 'Mild', fr: 'Doux', es: 'Suave', pt: 'Suave', ar: 'خفيف', sw: 'Kidogo' }),
    o('medium', 0, { en: 'Medium', fr: 'Moyen', es: 'Medio', pt: 'Médio', ar: 'متوسط', sw: 'Wastani' }),
    o('hot', 0, { en: 'Hot', fr: 'Fort', es: 'Picante', pt: 'Picante', ar: 'حار', sw: 'Kali' }),
  ],
}

const egg = o('egg', 40, { en: 'Boiled egg', fr: 'Œuf dur', es: 'Huevo duro', pt: 'Ovo cozido', ar: 'بيضة مسلوقة', sw: 'Yai la kuchemsha' })

// prettier-ignore
export const OPTION_GROUPS: Record<Region, Record<GroupKey, OptionGroupDef>> = {
  west: {
    sides: { name: SIDES_NAME, min: 1, max: 1, options: [
      o('plantain', 0, { en: 'Fried plantain', fr: 'Banane plantain frite', es: 'Plátano frito', pt: 'Banana-da-terra frita', ar: 'موز الجنة المقلي', sw: 'Ndizi za kukaanga' }),
      o('white-rice', 0, { en: 'White rice', fr: 'Riz blanc', es: 'Arroz blanco', pt: 'Arroz branco', ar: 'أرز أبيض', sw: 'Wali mweupe' }),
      o('yam', 0, { en: 'Boiled yam', fr: 'Igname bouillie', es: 'Ñame hervido', pt: 'Inhame cozido', ar: 'يام مسلوق', sw: 'Viazi vikuu vya kuchemsha' }),
      o('coleslaw', 50, { en: 'Coleslaw', fr: 'Salade de chou', es: 'Ensalada de col', pt: 'Salada de repolho', ar: 'سلطة الملفوف', sw: 'Saladi ya kabichi' }),
    ] },
    spice: SPICE,
    extras: { name: EXTRAS_NAME, min: 0, max: 3, options: [
      o('chicken', 180, { en: 'Extra chicken', fr: 'Poulet en plus', es: 'Pollo extra', pt: 'Frango extra', ar: 'دجاج إضافي', sw: 'Kuku zaidi' }),
      egg,
      o('plantain', 60, { en: 'Extra plantain', fr: 'Plantain en plus', es: 'Plátano extra', pt: 'Banana-da-terra extra', ar: 'موز جنة إضافي', sw: 'Ndizi zaidi' }),
      o('shito', 30, { en: 'Shito pepper sauce', fr: 'Sauce pimentée shito', es: 'Salsa picante shito', pt: 'Molho picante shito', ar: 'صلصة شيتو الحارة', sw: 'Mchuzi wa pilipili shito' }),
    ] },
  },
  east: {
    sides: { name: SIDES_NAME, min: 1, max: 1, options: [
      o('ugali', 0, { en: 'Ugali', fr: 'Ugali (polenta de maïs)', es: 'Ugali (polenta de maíz)', pt: 'Ugali (papa de milho)', ar: 'أوغالي (عصيدة الذرة)', sw: 'Ugali' }),
      o('chapati', 0, { en: 'Chapati', fr: 'Chapati', es: 'Chapati', pt: 'Chapati', ar: 'شاباتي', sw: 'Chapati' }),
      o('rice', 0, { en: 'Rice', fr: 'Riz', es: 'Arroz', pt: 'Arroz', ar: 'أرز', sw: 'Wali' }),
      o('chips', 60, { en: 'Chips', fr: 'Frites', es: 'Patatas fritas', pt: 'Batatas fritas', ar: 'بطاطس مقلية', sw: 'Chipsi' }),
    ] },
    spice: SPICE,
    extras: { name: EXTRAS_NAME, min: 0, max: 3, options: [
      o('kachumbari', 40, { en: 'Kachumbari salad', fr: 'Salade kachumbari', es: 'Ensalada kachumbari', pt: 'Salada kachumbari', ar: 'سلطة كاتشومباري', sw: 'Kachumbari' }),
      o('avocado', 50, { en: 'Avocado', fr: 'Avocat', es: 'Aguacate', pt: 'Abacate', ar: 'أفوكادو', sw: 'Parachichi' }),
      o('chapati', 40, { en: 'Extra chapati', fr: 'Chapati en plus', es: 'Chapati extra', pt: 'Chapati extra', ar: 'شاباتي إضافي', sw: 'Chapati zaidi' }),
      egg,
    ] },
  },
  south: {
    sides: { name: SIDES_NAME, min: 1, max: 1, options: [
      o('pap', 0, { en: 'Pap', fr: 'Pap (bouillie de maïs)', es: 'Pap (polenta de maíz)', pt: 'Pap (papa de milho)', ar: 'باب (عصيدة الذرة)', sw: 'Pap (ugali wa Afrika Kusini)' }),
      o('rice', 0, { en: 'Yellow rice', fr: 'Riz jaune', es: 'Arroz amarillo', pt: 'Arroz amarelo', ar: 'أرز أصفر', sw: 'Wali wa manjano' }),
      o('chips', 0, { en: 'Slap chips', fr: 'Frites molles', es: 'Patatas fritas blandas', pt: 'Batatas fritas moles', ar: 'بطاطس مقلية طرية', sw: 'Chipsi laini' }),
    ] },
    spice: SPICE,
    extras: { name: EXTRAS_NAME, min: 0, max: 3, options: [
      o('chakalaka', 60, { en: 'Chakalaka relish', fr: 'Condiment chakalaka', es: 'Salsa chakalaka', pt: 'Molho chakalaka', ar: 'صلصة تشاكالاكا', sw: 'Mchuzi wa chakalaka' }),
      o('atchar', 40, { en: 'Mango atchar', fr: 'Achards de mangue', es: 'Encurtido de mango', pt: 'Achar de manga', ar: 'مخلل المانجو', sw: 'Achari ya embe' }),
      egg,
      o('salad', 50, { en: 'Side salad', fr: 'Petite salade', es: 'Ensalada pequeña', pt: 'Salada pequena', ar: 'سلطة صغيرة', sw: 'Saladi ndogo' }),
    ] },
  },
  north: {
    sides: { name: SIDES_NAME, min: 1, max: 1, options: [
      o('khobz', 0, { en: 'Khobz bread', fr: 'Pain khobz', es: 'Pan khobz', pt: 'Pão khobz', ar: 'خبز', sw: 'Mkate wa khobz' }),
      o('couscous', 0, { en: 'Couscous', fr: 'Semoule de couscous', es: 'Cuscús', pt: 'Cuscuz', ar: 'كسكس', sw: 'Kuskusi' }),
      o('salad', 0, { en: 'Moroccan salad', fr: 'Salade marocaine', es: 'Ensalada marroquí', pt: 'Salada marroquina', ar: 'سلطة مغربية', sw: 'Saladi ya Kimoroko' }),
    ] },
    spice: SPICE,
    extras: { name: EXTRAS_NAME, min: 0, max: 3, options: [
      o('olives', 30, { en: 'Olives', fr: 'Olives', es: 'Aceitunas', pt: 'Azeitonas', ar: 'زيتون', sw: 'Zeituni' }),
      o('msemen', 40, { en: 'Msemen flatbread', fr: 'Msemen', es: 'Pan plano msemen', pt: 'Pão folhado msemen', ar: 'مسمن', sw: 'Mkate bapa wa msemen' }),
      egg,
      o('harissa', 20, { en: 'Harissa', fr: 'Harissa', es: 'Harissa', pt: 'Harissa', ar: 'هريسة', sw: 'Harissa' }),
    ] },
  },
}

function d(
  key: string,
  category: FoodCategory,
  unit: FoodUnit,
  usdCents: number,
  serves: number,
  dietary: DietaryTag[],
  allergens: Allergen[],
  groups: GroupKey[],
  img: string,
  texts: NamedTexts,
): Omit<DishType, 'region'> {
  return { key, category, unit, usdCents, serves, dietary, allergens, groups, img, ...splitTexts(texts) }
}

// One dish a block, its six languages aligned beneath it, by region: Prettier leaves them.
// prettier-ignore
const WEST = [
  d('jollof-chicken', 'rice-dishes', 'portion', 450, 1, ['dairy-free', 'gluten-free', 'spicy'], [], ['sides', 'spice', 'extras'], 'rice-plate', {
    en: ['Jollof rice with chicken', 'Long-grain rice cooked slowly in a smoky tomato and pepper base, with a grilled chicken leg.'],
    fr: ['Riz jollof au poulet', 'Riz long grain mijoté dans une sauce tomate et piment fumée, servi avec une cuisse de poulet grillée.'],
    es: ['Arroz jollof con pollo', 'Arroz de grano largo cocinado despacio en un sofrito ahumado de tomate y pimiento, con un muslo de pollo a la parrilla.'],
    pt: ['Arroz jollof com frango', 'Arroz agulha cozinhado lentamente num refogado fumado de tomate e pimento, com uma coxa de frango grelhada.'],
    ar: ['أرز جولوف بالدجاج', 'أرز طويل الحبة مطبوخ على نار هادئة في صلصة مدخّنة من الطماطم والفلفل، مع فخذ دجاج مشوي.'],
    sw: ['Wali wa jollof na kuku', 'Wali wa punje ndefu uliopikwa taratibu kwenye mchuzi wa nyanya na pilipili wenye ladha ya moshi, pamoja na paja la kuku la kuchoma.'],
  }),
  d('party-jollof', 'rice-dishes', 'platter', 1500, 4, ['dairy-free', 'gluten-free', 'spicy'], [], ['spice', 'extras'], 'rice-plate', {
    en: ['Party jollof tray', 'A tray of firewood-style party jollof with fried plantain and four pieces of chicken, for a family or a small gathering.'],
    fr: ['Plateau de jollof de fête', 'Un plateau de jollof de fête au goût de feu de bois, avec banane plantain frite et quatre morceaux de poulet, pour une famille.'],
    es: ['Bandeja de jollof de fiesta', 'Una bandeja de jollof de fiesta con sabor a leña, plátano frito y cuatro piezas de pollo, para una familia o una reunión.'],
    pt: ['Travessa de jollof de festa', 'Uma travessa de jollof de festa com sabor a lenha, banana-da-terra frita e quatro pedaços de frango, para uma família.'],
    ar: ['صينية جولوف الحفلات', 'صينية من أرز جولوف الحفلات بنكهة الحطب مع موز الجنة المقلي وأربع قطع دجاج، تكفي عائلة أو تجمعًا صغيرًا.'],
    sw: ['Sinia ya jollof ya sherehe', 'Sinia ya jollof ya sherehe yenye ladha ya kuni, ndizi za kukaanga na vipande vinne vya kuku, kwa familia au mkusanyiko mdogo.'],
  }),
  d('fried-rice', 'rice-dishes', 'portion', 450, 1, ['dairy-free'], ['egg', 'soy'], ['extras'], 'rice-plate', {
    en: ['Nigerian fried rice', 'Rice stir-fried with liver, carrots, green beans and sweetcorn, seasoned with curry and thyme.'],
    fr: ['Riz sauté nigérian', 'Riz sauté au foie, carottes, haricots verts et maïs, parfumé au curry et au thym.'],
    es: ['Arroz frito nigeriano', 'Arroz salteado con hígado, zanahoria, judías verdes y maíz, sazonado con curri y tomillo.'],
    pt: ['Arroz frito nigeriano', 'Arroz salteado com fígado, cenoura, feijão-verde e milho, temperado com caril e tomilho.'],
    ar: ['أرز مقلي نيجيري', 'أرز مقلي مع الكبدة والجزر والفاصوليا الخضراء والذرة، متبل بالكاري والزعتر.'],
    sw: ['Wali wa kukaanga wa Kinaijeria', 'Wali uliokaangwa na maini, karoti, maharagwe mabichi na mahindi matamu, wenye bizari na thyme.'],
  }),
  d('suya', 'grills', 'portion', 400, 1, ['halal', 'dairy-free', 'gluten-free', 'spicy'], ['peanuts'], ['spice', 'extras'], 'skewers', {
    en: ['Beef suya', 'Thin slices of beef rubbed with yaji, the ground peanut and pepper spice, grilled over charcoal and served with raw onion.'],
    fr: ['Suya de bœuf', 'Fines tranches de bœuf enrobées de yaji, l’épice d’arachide et de piment, grillées au charbon et servies avec de l’oignon cru.'],
    es: ['Suya de ternera', 'Finas lonchas de ternera cubiertas de yaji, la especia de cacahuete y guindilla, asadas al carbón y servidas con cebolla cruda.'],
    pt: ['Suya de vaca', 'Fatias finas de carne de vaca envoltas em yaji, o tempero de amendoim e malagueta, grelhadas no carvão e servidas com cebola crua.'],
    ar: ['سويا اللحم البقري', 'شرائح رقيقة من اللحم البقري متبّلة بالياجي، خلطة الفول السوداني والفلفل، مشوية على الفحم وتقدَّم مع البصل النيء.'],
    sw: ['Suya ya nyama ya ng’ombe', 'Vipande vyembamba vya nyama ya ng’ombe vilivyopakwa yaji, viungo vya karanga na pilipili, vilivyochomwa kwa mkaa na kuliwa na vitunguu vibichi.'],
  }),
  d('pepper-soup', 'soups-stews', 'portion', 500, 1, ['dairy-free', 'gluten-free', 'spicy'], ['fish'], ['sides', 'spice'], 'soup', {
    en: ['Catfish pepper soup', 'Fresh catfish in a light, fiery broth with uziza, scent leaves and pepper soup spice.'],
    fr: ['Soupe pimentée au poisson-chat', 'Poisson-chat frais dans un bouillon léger et relevé, aux feuilles d’uziza et de basilic africain.'],
    es: ['Sopa picante de pez gato', 'Pez gato fresco en un caldo ligero y muy picante con uziza, albahaca africana y especias.'],
    pt: ['Sopa picante de peixe-gato', 'Peixe-gato fresco num caldo leve e picante com uziza, manjericão africano e especiarias.'],
    ar: ['شوربة السلّور الحارة', 'سمك سلّور طازج في مرق خفيف وحار مع أوراق الأوزيزا والريحان الأفريقي وتوابل الشوربة.'],
    sw: ['Supu ya pilipili ya kambale', 'Samaki kambale mbichi kwenye mchuzi mwepesi wenye pilipili kali, majani ya uziza na viungo.'],
  }),
  d('egusi', 'soups-stews', 'portion', 550, 1, ['dairy-free', 'gluten-free'], ['fish', 'shellfish'], ['spice', 'extras'], 'stew-bowl', {
    en: ['Egusi soup with pounded yam', 'Ground melon seed soup with spinach, beef, stockfish and crayfish, served with soft pounded yam.'],
    fr: ['Soupe egusi et igname pilée', 'Soupe de graines de melon moulues aux épinards, bœuf, stockfisch et écrevisses, servie avec de l’igname pilée.'],
    es: ['Sopa egusi con ñame machacado', 'Sopa de semillas de melón molidas con espinacas, ternera, bacalao seco y cangrejo de río, con ñame machacado.'],
    pt: ['Sopa egusi com inhame pilado', 'Sopa de sementes de melão moídas com espinafre, vaca, peixe seco e lagostim, servida com inhame pilado.'],
    ar: ['شوربة الإيغوسي مع اليام المهروس', 'شوربة بذور البطيخ المطحونة مع السبانخ واللحم البقري والسمك المجفف والقريدس النهري، تقدَّم مع اليام المهروس.'],
    sw: ['Supu ya egusi na viazi vikuu vilivyopondwa', 'Supu ya mbegu za tikiti zilizosagwa yenye mchicha, nyama ya ng’ombe, samaki mkavu na kamba, pamoja na viazi vikuu vilivyopondwa.'],
  }),
  d('efo-riro', 'soups-stews', 'portion', 500, 1, ['dairy-free', 'gluten-free', 'spicy'], ['fish', 'shellfish'], ['sides', 'spice'], 'stew-bowl', {
    en: ['Efo riro', 'Yoruba spinach stew with red peppers, locust beans, smoked fish and assorted meat.'],
    fr: ['Efo riro', 'Ragoût yoruba d’épinards aux poivrons rouges, graines de néré, poisson fumé et viandes assorties.'],
    es: ['Efo riro', 'Guiso yoruba de espinacas con pimientos rojos, semillas de algarrobo africano, pescado ahumado y carnes variadas.'],
    pt: ['Efo riro', 'Guisado iorubá de espinafres com pimentos vermelhos, sementes de alfarroba africana, peixe fumado e carnes variadas.'],
    ar: ['إيفو ريرو', 'يخنة سبانخ على طريقة اليوروبا مع الفلفل الأحمر وبذور الخرّوب الأفريقي والسمك المدخّن ولحوم متنوعة.'],
    sw: ['Efo riro', 'Mchuzi wa mchicha wa Kiyoruba wenye pilipili hoho nyekundu, mbegu za iru, samaki wa kuvutwa na nyama mchanganyiko.'],
  }),
  d('ayamase', 'soups-stews', 'portion', 550, 1, ['dairy-free', 'gluten-free', 'spicy'], [], ['spice', 'extras'], 'stew-bowl', {
    en: ['Ofada rice with ayamase', 'Local ofada rice with designer stew: green peppers fried in palm oil with locust beans, beef and boiled egg.'],
    fr: ['Riz ofada et sauce ayamase', 'Riz local ofada avec la sauce ayamase : piments verts frits à l’huile de palme, néré, bœuf et œuf dur.'],
    es: ['Arroz ofada con ayamase', 'Arroz local ofada con salsa ayamase: pimientos verdes fritos en aceite de palma, algarrobo africano, ternera y huevo.'],
    pt: ['Arroz ofada com ayamase', 'Arroz local ofada com molho ayamase: pimentos verdes fritos em óleo de palma, alfarroba africana, vaca e ovo cozido.'],
    ar: ['أرز أوفادا مع صلصة أياماسي', 'أرز أوفادا المحلي مع صلصة أياماسي: فلفل أخضر مقلي بزيت النخيل مع بذور الخرّوب الأفريقي واللحم والبيض المسلوق.'],
    sw: ['Wali wa ofada na ayamase', 'Wali wa kienyeji wa ofada na mchuzi wa ayamase: pilipili kijani zilizokaangwa kwa mafuta ya mawese, iru, nyama na yai.'],
  }),
  d('moi-moi', 'snacks', 'portion', 200, 1, ['gluten-free', 'dairy-free'], ['egg', 'fish'], [], 'beans-bowl', {
    en: ['Moi moi', 'Steamed bean pudding made from peeled black-eyed beans, peppers and onions, with egg and flaked fish inside.'],
    fr: ['Moi moi', 'Flan de haricots cuit à la vapeur, à base de niébé pelé, poivrons et oignons, avec œuf et poisson émietté.'],
    es: ['Moi moi', 'Pudin de alubias al vapor hecho con frijol carilla pelado, pimientos y cebolla, con huevo y pescado desmenuzado.'],
    pt: ['Moi moi', 'Pudim de feijão cozido a vapor, de feijão-frade descascado, pimentos e cebola, com ovo e peixe desfiado.'],
    ar: ['موي موي', 'بودينغ فاصوليا مطهو على البخار من اللوبيا المقشّرة والفلفل والبصل، بداخله بيض وسمك مفتّت.'],
    sw: ['Moi moi', 'Kitumbua cha maharagwe kilichopikwa kwa mvuke kutoka kunde zilizomenywa, pilipili na vitunguu, chenye yai na samaki ndani.'],
  }),
  d('puff-puff', 'snacks', 'portion', 150, 1, ['vegetarian', 'dairy-free'], ['gluten'], [], 'fried-snacks', {
    en: ['Puff-puff', 'Ten soft, golden balls of fried sweet dough with a hint of nutmeg, best eaten warm.'],
    fr: ['Puff-puff', 'Dix beignets ronds, moelleux et dorés, légèrement parfumés à la muscade, à déguster tièdes.'],
    es: ['Puff-puff', 'Diez bolitas de masa dulce frita, tiernas y doradas, con un toque de nuez moscada; mejor templadas.'],
    pt: ['Puff-puff', 'Dez bolinhas de massa doce frita, macias e douradas, com um toque de noz-moscada; melhor mornas.'],
    ar: ['بف بف', 'عشر كرات طرية ذهبية من العجين الحلو المقلي بلمسة من جوزة الطيب، ألذّ ما تكون دافئة.'],
    sw: ['Puff-puff', 'Vitumbua kumi laini vya kukaanga vya unga mtamu wenye kungumanga kidogo, vitamu zaidi vikiwa vya moto.'],
  }),
  d('meat-pie', 'snacks', 'portion', 150, 1, [], ['gluten', 'dairy', 'egg'], [], 'pastry', {
    en: ['Meat pie', 'Buttery shortcrust pastry filled with minced beef, potato and carrot.'],
    fr: ['Friand à la viande', 'Pâte brisée au beurre garnie de bœuf haché, de pomme de terre et de carotte.'],
    es: ['Empanada de carne', 'Masa quebrada de mantequilla rellena de carne picada, patata y zanahoria.'],
    pt: ['Empada de carne', 'Massa quebrada amanteigada recheada com carne picada, batata e cenoura.'],
    ar: ['فطيرة اللحم', 'عجينة هشة بالزبدة محشوة باللحم المفروم والبطاطس والجزر.'],
    sw: ['Pai ya nyama', 'Ganda la unga wa siagi lililojazwa nyama ya kusaga, viazi na karoti.'],
  }),
  d('zobo', 'drinks', 'portion', 100, 1, ['vegan', 'gluten-free', 'dairy-free'], [], [], 'drink', {
    en: ['Zobo hibiscus drink', 'Chilled hibiscus tea brewed with ginger, cloves and pineapple peel, lightly sweetened; 50 cl.'],
    fr: ['Bissap (zobo)', 'Infusion glacée d’hibiscus au gingembre, au clou de girofle et à l’écorce d’ananas, peu sucrée ; 50 cl.'],
    es: ['Bebida de hibisco zobo', 'Infusión fría de flor de Jamaica con jengibre, clavo y piel de piña, poco azucarada; 50 cl.'],
    pt: ['Bebida de hibisco zobo', 'Chá gelado de hibisco com gengibre, cravinho e casca de ananás, pouco adoçado; 50 cl.'],
    ar: ['مشروب الكركديه زوبو', 'منقوع الكركديه المثلج مع الزنجبيل والقرنفل وقشر الأناناس، قليل السكر؛ 50 سل.'],
    sw: ['Kinywaji cha zobo', 'Chai baridi ya maua ya rosela iliyochemshwa na tangawizi, karafuu na maganda ya nanasi, yenye sukari kidogo; sentilita 50.'],
  }),
  d('waakye', 'rice-dishes', 'portion', 400, 1, ['vegan', 'gluten-free', 'dairy-free'], [], ['spice', 'sides'], 'beans-bowl', {
    en: ['Waakye', 'Rice and beans cooked with sorghum leaves, which give them their deep red colour, with shito and gari on the side.'],
    fr: ['Waakye', 'Riz et haricots cuits avec des feuilles de sorgho qui leur donnent leur couleur rouge sombre, avec shito et gari.'],
    es: ['Waakye', 'Arroz y alubias cocidos con hojas de sorgo, que les dan su color rojo oscuro, con shito y gari aparte.'],
    pt: ['Waakye', 'Arroz e feijão cozidos com folhas de sorgo, que lhes dão a cor vermelho-escura, com shito e gari à parte.'],
    ar: ['واكيي', 'أرز وفاصوليا مطبوخان مع أوراق الذرة الرفيعة التي تمنحهما لونهما الأحمر الداكن، مع الشيتو والغاري جانبًا.'],
    sw: ['Waakye', 'Wali na maharagwe yaliyopikwa na majani ya mtama yanayoyapa rangi nyekundu iliyokolea, pamoja na shito na gari pembeni.'],
  }),
  d('kelewele', 'snacks', 'portion', 200, 1, ['vegan', 'gluten-free', 'dairy-free', 'spicy'], [], ['spice'], 'fried-snacks', {
    en: ['Kelewele', 'Ripe plantain cubes tossed in ginger, chilli and anise, then fried until caramelised at the edges.'],
    fr: ['Kelewele', 'Dés de banane plantain mûre enrobés de gingembre, de piment et d’anis, frits jusqu’à être caramélisés.'],
    es: ['Kelewele', 'Dados de plátano maduro con jengibre, guindilla y anís, fritos hasta caramelizarse por los bordes.'],
    pt: ['Kelewele', 'Cubos de banana-da-terra madura com gengibre, malagueta e anis, fritos até caramelizarem nas pontas.'],
    ar: ['كيليويلي', 'مكعبات موز الجنة الناضج متبّلة بالزنجبيل والفلفل الحار واليانسون، مقلية حتى تتكرمل أطرافها.'],
    sw: ['Kelewele', 'Vipande vya ndizi mbivu vilivyochanganywa na tangawizi, pilipili na binzari, kisha kukaangwa hadi kingo ziwe za karameli.'],
  }),
  d('banku-tilapia', 'grills', 'portion', 700, 1, ['dairy-free', 'gluten-free', 'spicy'], ['fish'], ['spice', 'extras'], 'fish-plate', {
    en: ['Banku with grilled tilapia', 'A whole tilapia grilled over charcoal with fermented corn and cassava banku and a fresh pepper sauce.'],
    fr: ['Banku et tilapia grillé', 'Un tilapia entier grillé au charbon, servi avec du banku de maïs et de manioc fermentés et une sauce au piment frais.'],
    es: ['Banku con tilapia a la parrilla', 'Una tilapia entera asada al carbón con banku de maíz y yuca fermentados y una salsa de guindilla fresca.'],
    pt: ['Banku com tilápia grelhada', 'Uma tilápia inteira grelhada no carvão com banku de milho e mandioca fermentados e um molho de malagueta fresca.'],
    ar: ['بانكو مع البلطي المشوي', 'سمكة بلطي كاملة مشوية على الفحم مع البانكو المصنوع من الذرة والكسافا المخمّرين وصلصة فلفل طازج.'],
    sw: ['Banku na sato wa kuchoma', 'Samaki sato mzima aliyechomwa kwa mkaa pamoja na banku ya mahindi na muhogo uliochachushwa na mchuzi wa pilipili mbichi.'],
  }),
  d('red-red', 'soups-stews', 'portion', 350, 1, ['vegan', 'gluten-free', 'dairy-free'], [], ['spice'], 'beans-bowl', {
    en: ['Red red', 'Black-eyed bean stew in red palm oil with tomato and onion, served with fried ripe plantain.'],
    fr: ['Red red', 'Ragoût de niébé à l’huile de palme rouge, tomate et oignon, servi avec de la banane plantain frite.'],
    es: ['Red red', 'Guiso de frijol carilla en aceite de palma rojo con tomate y cebolla, servido con plátano maduro frito.'],
    pt: ['Red red', 'Guisado de feijão-frade em óleo de palma vermelho com tomate e cebola, servido com banana-da-terra frita.'],
    ar: ['ريد ريد', 'يخنة اللوبيا بزيت النخيل الأحمر مع الطماطم والبصل، تقدَّم مع موز الجنة الناضج المقلي.'],
    sw: ['Red red', 'Mchuzi wa kunde kwa mafuta mekundu ya mawese, nyanya na vitunguu, unaoliwa na ndizi mbivu za kukaanga.'],
  }),
  d('light-soup', 'soups-stews', 'portion', 550, 1, ['dairy-free', 'gluten-free', 'spicy'], [], ['spice'], 'soup', {
    en: ['Fufu with light soup', 'Pounded cassava and plantain fufu in a peppery tomato and goat light soup.'],
    fr: ['Foutou et soupe légère', 'Foutou de manioc et de plantain pilés dans une soupe légère au chevreau, tomate et piment.'],
    es: ['Fufu con sopa ligera', 'Fufu de yuca y plátano machacados en una sopa ligera de cabrito con tomate y guindilla.'],
    pt: ['Fufu com sopa leve', 'Fufu de mandioca e banana-da-terra piladas numa sopa leve de cabrito com tomate e malagueta.'],
    ar: ['فوفو مع الشوربة الخفيفة', 'فوفو من الكسافا وموز الجنة المهروسين في شوربة خفيفة بلحم الماعز والطماطم والفلفل الحار.'],
    sw: ['Fufu na supu nyepesi', 'Fufu ya muhogo na ndizi iliyotwangwa ndani ya supu nyepesi ya mbuzi yenye nyanya na pilipili.'],
  }),
  d('groundnut-soup', 'soups-stews', 'portion', 550, 1, ['dairy-free', 'gluten-free'], ['peanuts'], ['spice'], 'stew-bowl', {
    en: ['Groundnut soup with chicken', 'Chicken simmered in a rich peanut and tomato soup, served with rice balls (omo tuo).'],
    fr: ['Soupe d’arachide au poulet', 'Poulet mijoté dans une soupe onctueuse d’arachide et de tomate, servi avec des boulettes de riz (omo tuo).'],
    es: ['Sopa de cacahuete con pollo', 'Pollo guisado en una sopa espesa de cacahuete y tomate, servido con bolas de arroz (omo tuo).'],
    pt: ['Sopa de amendoim com frango', 'Frango cozinhado numa sopa cremosa de amendoim e tomate, servido com bolas de arroz (omo tuo).'],
    ar: ['شوربة الفول السوداني بالدجاج', 'دجاج مطهو في شوربة غنية بالفول السوداني والطماطم، يقدَّم مع كرات الأرز (أومو توو).'],
    sw: ['Supu ya karanga na kuku', 'Kuku aliyechemshwa kwenye supu nzito ya karanga na nyanya, anayeliwa na madonge ya wali (omo tuo).'],
  }),
  d('chin-chin', 'desserts', 'portion', 150, 1, ['vegetarian'], ['gluten', 'dairy', 'egg'], [], 'fried-snacks', {
    en: ['Chin chin', 'A bag of crunchy fried pastry bites with butter, nutmeg and a little sugar.'],
    fr: ['Chin chin', 'Un sachet de petits biscuits frits croquants au beurre, à la muscade et un peu sucrés.'],
    es: ['Chin chin', 'Una bolsa de bocaditos de masa frita crujientes con mantequilla, nuez moscada y un poco de azúcar.'],
    pt: ['Chin chin', 'Um saco de pedacinhos de massa frita estaladiços com manteiga, noz-moscada e um pouco de açúcar.'],
    ar: ['تشين تشين', 'كيس من قطع العجين المقلي المقرمشة بالزبدة وجوزة الطيب وقليل من السكر.'],
    sw: ['Chin chin', 'Mfuko wa vipande vidogo vya unga vilivyokaangwa, vyenye siagi, kungumanga na sukari kidogo.'],
  }),
]

// prettier-ignore
const EAST = [
  d('nyama-choma', 'grills', 'platter', 1200, 2, ['dairy-free', 'gluten-free'], [], ['sides', 'extras'], 'grill-platter', {
    en: ['Nyama choma platter', 'Half a kilo of goat ribs slow-roasted over charcoal, chopped at the table style, with kachumbari.'],
    fr: ['Plateau de nyama choma', 'Un demi-kilo de côtes de chèvre rôties lentement au charbon, découpées, avec une salade kachumbari.'],
    es: ['Bandeja de nyama choma', 'Medio kilo de costillas de cabra asadas despacio al carbón, troceadas, con ensalada kachumbari.'],
    pt: ['Travessa de nyama choma', 'Meio quilo de costelas de cabra assadas lentamente no carvão, cortadas, com salada kachumbari.'],
    ar: ['طبق نياما تشوما', 'نصف كيلو من أضلاع الماعز المشوية ببطء على الفحم، مقطّعة، مع سلطة كاتشومباري.'],
    sw: ['Sahani ya nyama choma', 'Nusu kilo ya mbavu za mbuzi zilizochomwa taratibu kwa mkaa, zilizokatwakatwa, pamoja na kachumbari.'],
  }),
  d('pilau', 'rice-dishes', 'portion', 400, 1, ['halal', 'dairy-free', 'gluten-free'], [], ['extras'], 'rice-plate', {
    en: ['Beef pilau', 'Coastal-style rice cooked with beef, cumin, cardamom, cinnamon and cloves until every grain is brown.'],
    fr: ['Pilau au bœuf', 'Riz à la mode de la côte, cuit avec du bœuf, du cumin, de la cardamome, de la cannelle et des clous de girofle.'],
    es: ['Pilau de ternera', 'Arroz al estilo de la costa cocinado con ternera, comino, cardamomo, canela y clavo hasta dorar cada grano.'],
    pt: ['Pilau de vaca', 'Arroz à moda da costa cozinhado com vaca, cominhos, cardamomo, canela e cravinho até cada grão ficar dourado.'],
    ar: ['بيلاو باللحم', 'أرز على طريقة الساحل مطبوخ مع اللحم البقري والكمون والهيل والقرفة والقرنفل حتى تكتسب كل حبة لونًا بنيًا.'],
    sw: ['Pilau ya nyama', 'Wali wa mtindo wa pwani uliopikwa na nyama ya ng’ombe, jira, iliki, mdalasini na karafuu hadi kila punje iwe kahawia.'],
  }),
  d('githeri', 'soups-stews', 'portion', 250, 1, ['vegan', 'gluten-free', 'dairy-free'], [], ['extras'], 'beans-bowl', {
    en: ['Githeri', 'Maize and beans stewed with tomato, onion and a little curry powder, a Kikuyu everyday dish.'],
    fr: ['Githeri', 'Maïs et haricots mijotés avec tomate, oignon et un peu de curry, le plat de tous les jours des Kikuyu.'],
    es: ['Githeri', 'Maíz y alubias guisados con tomate, cebolla y un poco de curri: el plato de diario de los kikuyu.'],
    pt: ['Githeri', 'Milho e feijão guisados com tomate, cebola e um pouco de caril, o prato de todos os dias dos kikuyu.'],
    ar: ['جيثيري', 'ذرة وفاصوليا مطهوتان مع الطماطم والبصل وقليل من الكاري، طبق يومي عند شعب الكيكويو.'],
    sw: ['Githeri', 'Mahindi na maharagwe yaliyopikwa na nyanya, vitunguu na bizari kidogo, chakula cha kila siku cha Wakikuyu.'],
  }),
  d('mukimo', 'mains', 'portion', 350, 1, ['vegetarian', 'gluten-free'], ['dairy'], ['extras'], 'stew-bowl', {
    en: ['Mukimo with beef stew', 'Potatoes mashed with pumpkin leaves, maize and peas, with a bowl of beef stew.'],
    fr: ['Mukimo et ragoût de bœuf', 'Purée de pommes de terre aux feuilles de citrouille, maïs et petits pois, avec un ragoût de bœuf.'],
    es: ['Mukimo con guiso de ternera', 'Puré de patata con hojas de calabaza, maíz y guisantes, con un cuenco de guiso de ternera.'],
    pt: ['Mukimo com guisado de vaca', 'Puré de batata com folhas de abóbora, milho e ervilhas, com uma taça de guisado de vaca.'],
    ar: ['موكيمو مع يخنة اللحم', 'بطاطس مهروسة مع أوراق اليقطين والذرة والبازلاء، مع وعاء من يخنة اللحم البقري.'],
    sw: ['Mukimo na mchuzi wa nyama', 'Viazi vilivyopondwa na majani ya malenge, mahindi na njegere, pamoja na bakuli la mchuzi wa nyama.'],
  }),
  d('sukuma-ugali', 'mains', 'portion', 250, 1, ['vegan', 'gluten-free', 'dairy-free'], [], ['extras'], 'stew-bowl', {
    en: ['Ugali with sukuma wiki', 'Firm white maize ugali with collard greens fried with onion and tomato.'],
    fr: ['Ugali et sukuma wiki', 'Ugali ferme de maïs blanc avec du chou cavalier sauté à l’oignon et à la tomate.'],
    es: ['Ugali con sukuma wiki', 'Ugali firme de maíz blanco con berza salteada con cebolla y tomate.'],
    pt: ['Ugali com sukuma wiki', 'Ugali firme de milho branco com couve salteada com cebola e tomate.'],
    ar: ['أوغالي مع سوكوما ويكي', 'أوغالي متماسك من الذرة البيضاء مع الكرنب الأخضر المقلي بالبصل والطماطم.'],
    sw: ['Ugali na sukuma wiki', 'Ugali mgumu wa mahindi meupe na sukuma wiki iliyokaangwa na vitunguu na nyanya.'],
  }),
  d('chapati-beans', 'mains', 'portion', 250, 1, ['vegan', 'dairy-free'], ['gluten'], ['extras'], 'flatbread', {
    en: ['Chapati with bean stew', 'Two soft layered chapatis with a bowl of coconut bean stew.'],
    fr: ['Chapati et ragoût de haricots', 'Deux chapatis feuilletés et moelleux avec un bol de haricots au lait de coco.'],
    es: ['Chapati con guiso de alubias', 'Dos chapatis hojaldrados y tiernos con un cuenco de alubias guisadas con coco.'],
    pt: ['Chapati com feijoada de coco', 'Dois chapatis folhados e macios com uma taça de feijão guisado com coco.'],
    ar: ['شاباتي مع يخنة الفاصوليا', 'رغيفان طريّان من الشاباتي المورّق مع وعاء من الفاصوليا المطهوة بجوز الهند.'],
    sw: ['Chapati na maharagwe', 'Chapati mbili laini za tabaka na bakuli la maharagwe ya nazi.'],
  }),
  d('samosa', 'snacks', 'portion', 150, 1, ['dairy-free'], ['gluten'], [], 'pastry', {
    en: ['Beef samosas', 'Three crisp triangles filled with spiced minced beef, onion and coriander.'],
    fr: ['Samoussas au bœuf', 'Trois triangles croustillants farcis de bœuf haché épicé, d’oignon et de coriandre.'],
    es: ['Samosas de ternera', 'Tres triángulos crujientes rellenos de carne picada especiada, cebolla y cilantro.'],
    pt: ['Chamuças de vaca', 'Três triângulos estaladiços recheados com carne picada condimentada, cebola e coentros.'],
    ar: ['سمبوسة باللحم', 'ثلاث قطع مثلثة مقرمشة محشوة باللحم المفروم المتبّل والبصل والكزبرة.'],
    sw: ['Sambusa za nyama', 'Sambusa tatu za kukaanga zilizojazwa nyama ya kusaga yenye viungo, vitunguu na giligilani.'],
  }),
  d('mandazi', 'breakfast', 'portion', 100, 1, ['vegetarian'], ['gluten', 'dairy'], [], 'fried-snacks', {
    en: ['Mandazi', 'Four fluffy fried buns with coconut milk and cardamom, for breakfast with tea.'],
    fr: ['Mandazi', 'Quatre beignets moelleux au lait de coco et à la cardamome, pour le petit-déjeuner avec un thé.'],
    es: ['Mandazi', 'Cuatro buñuelos esponjosos con leche de coco y cardamomo, para desayunar con té.'],
    pt: ['Mandazi', 'Quatro bolinhos fritos fofos com leite de coco e cardamomo, para o pequeno-almoço com chá.'],
    ar: ['مندازي', 'أربع كعكات مقلية هشّة بحليب جوز الهند والهيل، لفطور مع الشاي.'],
    sw: ['Maandazi', 'Maandazi manne laini ya tui la nazi na iliki, kwa kifungua kinywa pamoja na chai.'],
  }),
  d('chai', 'drinks', 'portion', 80, 1, ['vegetarian', 'gluten-free'], ['dairy'], [], 'tea-glass', {
    en: ['Spiced milk tea', 'Kenyan tea boiled with milk, ginger and cardamom; a large cup.'],
    fr: ['Thé au lait épicé', 'Thé kényan bouilli avec du lait, du gingembre et de la cardamome ; une grande tasse.'],
    es: ['Té con leche especiado', 'Té keniano hervido con leche, jengibre y cardamomo; una taza grande.'],
    pt: ['Chá com leite e especiarias', 'Chá queniano fervido com leite, gengibre e cardamomo; uma chávena grande.'],
    ar: ['شاي بالحليب والتوابل', 'شاي كيني مغلي مع الحليب والزنجبيل والهيل؛ كوب كبير.'],
    sw: ['Chai ya maziwa na viungo', 'Chai ya Kenya iliyochemshwa na maziwa, tangawizi na iliki; kikombe kikubwa.'],
  }),
  d('brochettes', 'grills', 'portion', 400, 1, ['dairy-free', 'gluten-free'], [], ['sides', 'spice'], 'skewers', {
    en: ['Goat brochettes', 'Three skewers of goat meat with onion and green pepper, grilled over charcoal the Kigali way.'],
    fr: ['Brochettes de chèvre', 'Trois brochettes de chèvre à l’oignon et au poivron vert, grillées au charbon à la façon de Kigali.'],
    es: ['Brochetas de cabra', 'Tres brochetas de carne de cabra con cebolla y pimiento verde, asadas al carbón al estilo de Kigali.'],
    pt: ['Espetadas de cabra', 'Três espetadas de carne de cabra com cebola e pimento verde, grelhadas no carvão à moda de Kigali.'],
    ar: ['أسياخ لحم الماعز', 'ثلاثة أسياخ من لحم الماعز مع البصل والفلفل الأخضر، مشوية على الفحم على طريقة كيغالي.'],
    sw: ['Mishikaki ya mbuzi', 'Mishikaki mitatu ya nyama ya mbuzi na vitunguu na pilipili hoho, iliyochomwa kwa mkaa kwa mtindo wa Kigali.'],
  }),
  d('isombe', 'soups-stews', 'portion', 300, 1, ['vegan', 'gluten-free', 'dairy-free'], ['peanuts'], ['sides'], 'stew-bowl', {
    en: ['Isombe', 'Pounded cassava leaves slow-cooked with aubergine, spinach and peanut paste, the way Rwandan homes make it.'],
    fr: ['Isombe', 'Feuilles de manioc pilées mijotées avec aubergine, épinards et pâte d’arachide, comme dans les foyers rwandais.'],
    es: ['Isombe', 'Hojas de yuca machacadas cocidas a fuego lento con berenjena, espinacas y pasta de cacahuete, como en los hogares ruandeses.'],
    pt: ['Isombe', 'Folhas de mandioca piladas cozinhadas lentamente com beringela, espinafres e pasta de amendoim, como nas casas ruandesas.'],
    ar: ['إيسومبي', 'أوراق الكسافا المدقوقة مطهوة ببطء مع الباذنجان والسبانخ ومعجون الفول السوداني، كما في البيوت الرواندية.'],
    sw: ['Isombe', 'Kisamvu kilichotwangwa na kupikwa taratibu na biringanya, mchicha na siagi ya karanga, kama inavyopikwa majumbani Rwanda.'],
  }),
  d('sambaza', 'snacks', 'portion', 350, 1, ['dairy-free', 'gluten-free'], ['fish'], ['spice'], 'fish-plate', {
    en: ['Fried sambaza', 'A plate of small Lake Kivu sardines, fried crisp and eaten whole with lemon and pili-pili.'],
    fr: ['Sambaza frits', 'Une assiette de petites sardines du lac Kivu, frites et croustillantes, à manger entières avec citron et pili-pili.'],
    es: ['Sambaza fritos', 'Un plato de pequeñas sardinas del lago Kivu, fritas y crujientes, que se comen enteras con limón y pili-pili.'],
    pt: ['Sambaza fritos', 'Um prato de pequenas sardinhas do lago Kivu, fritas e estaladiças, comidas inteiras com limão e piri-piri.'],
    ar: ['سامبازا مقلية', 'طبق من سردين بحيرة كيفو الصغير، مقلي ومقرمش، يؤكل كاملًا مع الليمون والفلفل الحار.'],
    sw: ['Sambaza za kukaanga', 'Sahani ya dagaa wadogo wa Ziwa Kivu waliokaangwa hadi kukauka, wanaoliwa wazima kwa ndimu na pilipili.'],
  }),
  d('ibihaze', 'mains', 'portion', 300, 1, ['vegan', 'gluten-free', 'dairy-free'], [], ['sides'], 'beans-bowl', {
    en: ['Beans and green bananas', 'Rwandan red beans cooked with green cooking bananas (igitoki), onion and a little palm oil.'],
    fr: ['Haricots et bananes vertes', 'Haricots rouges du Rwanda cuits avec des bananes à cuire vertes (igitoki), de l’oignon et un peu d’huile de palme.'],
    es: ['Alubias con plátano verde', 'Alubias rojas de Ruanda guisadas con plátano verde de cocinar (igitoki), cebolla y un poco de aceite de palma.'],
    pt: ['Feijão com banana verde', 'Feijão vermelho do Ruanda cozinhado com banana verde de cozinhar (igitoki), cebola e um pouco de óleo de palma.'],
    ar: ['فاصوليا مع الموز الأخضر', 'فاصوليا حمراء رواندية مطبوخة مع موز الطبخ الأخضر (إيغيتوكي) والبصل وقليل من زيت النخيل.'],
    sw: ['Maharagwe na ndizi mbichi', 'Maharagwe mekundu ya Rwanda yaliyopikwa na ndizi za kupika (igitoki), vitunguu na mafuta kidogo ya mawese.'],
  }),
  d('tilapia-fry', 'grills', 'portion', 700, 1, ['dairy-free', 'gluten-free'], ['fish'], ['sides', 'extras'], 'fish-plate', {
    en: ['Whole fried tilapia', 'A whole lake tilapia, fried crisp and served wet-fry in tomato and onion sauce.'],
    fr: ['Tilapia entier frit', 'Un tilapia de lac entier, frit bien croustillant puis nappé d’une sauce tomate et oignon.'],
    es: ['Tilapia entera frita', 'Una tilapia de lago entera, frita y crujiente, servida en salsa de tomate y cebolla.'],
    pt: ['Tilápia inteira frita', 'Uma tilápia de lago inteira, frita e estaladiça, servida em molho de tomate e cebola.'],
    ar: ['بلطي كامل مقلي', 'سمكة بلطي بحيرية كاملة مقلية ومقرمشة، تقدَّم في صلصة الطماطم والبصل.'],
    sw: ['Sato mzima wa kukaanga', 'Samaki sato mzima wa ziwani aliyekaangwa vizuri na kupikwa kwenye mchuzi wa nyanya na vitunguu.'],
  }),
  d('passion-juice', 'drinks', 'portion', 120, 1, ['vegan', 'gluten-free', 'dairy-free'], [], [], 'drink', {
    en: ['Fresh passion juice', 'Passion fruit pressed the same morning, lightly sweetened; 50 cl.'],
    fr: ['Jus de maracuja frais', 'Fruits de la passion pressés le matin même, peu sucrés ; 50 cl.'],
    es: ['Zumo de maracuyá natural', 'Maracuyá exprimido esa misma mañana, poco azucarado; 50 cl.'],
    pt: ['Sumo de maracujá natural', 'Maracujá espremido na mesma manhã, pouco adoçado; 50 cl.'],
    ar: ['عصير الباشن فروت الطازج', 'فاكهة الباشن المعصورة في الصباح نفسه، قليلة السكر؛ 50 سل.'],
    sw: ['Juisi ya pasheni', 'Matunda ya pasheni yaliyokamuliwa asubuhi hiyo hiyo, yenye sukari kidogo; sentilita 50.'],
  }),
]

// prettier-ignore
const SOUTH = [
  d('bunny-chow', 'mains', 'portion', 500, 1, ['dairy-free', 'spicy'], ['gluten'], ['spice', 'extras'], 'bread-bowl', {
    en: ['Mutton bunny chow', 'A quarter loaf hollowed out and filled with Durban mutton curry, the bread lid on top for dipping.'],
    fr: ['Bunny chow au mouton', 'Un quart de pain creusé et rempli de curry de mouton à la mode de Durban, le chapeau de pain pour saucer.'],
    es: ['Bunny chow de cordero', 'Un cuarto de pan de molde vaciado y relleno de curri de cordero de Durban, con la tapa de pan para mojar.'],
    pt: ['Bunny chow de carneiro', 'Um quarto de pão de forma escavado e recheado com caril de carneiro de Durban, com a tampa de pão para molhar.'],
    ar: ['باني تشاو بلحم الضأن', 'ربع رغيف مجوّف ومحشو بكاري الضأن على طريقة ديربان، وغطاء الخبز فوقه للغمس.'],
    sw: ['Bunny chow ya kondoo', 'Robo ya mkate uliotobolewa na kujazwa mchuzi wa kondoo wa Durban, na kifuniko cha mkate cha kuchovya.'],
  }),
  d('pap-wors', 'grills', 'portion', 450, 1, ['dairy-free', 'gluten-free'], [], ['extras'], 'grill-platter', {
    en: ['Pap and wors', 'A coil of boerewors off the braai with stiff maize pap and tomato-onion gravy.'],
    fr: ['Pap et boerewors', 'Une spirale de boerewors grillée au braai avec du pap de maïs ferme et une sauce tomate-oignon.'],
    es: ['Pap con boerewors', 'Una espiral de salchicha boerewors a la brasa con pap de maíz firme y salsa de tomate y cebolla.'],
    pt: ['Pap com boerewors', 'Uma espiral de salsicha boerewors grelhada no braai com pap de milho firme e molho de tomate e cebola.'],
    ar: ['باب مع نقانق البويريفورس', 'لفّة من نقانق البويريفورس المشوية مع عصيدة الذرة الكثيفة وصلصة الطماطم والبصل.'],
    sw: ['Pap na soseji za boerewors', 'Soseji ndefu ya boerewors iliyochomwa pamoja na pap ngumu ya mahindi na mchuzi wa nyanya na vitunguu.'],
  }),
  d('bobotie', 'mains', 'portion', 550, 1, [], ['egg', 'dairy', 'gluten', 'nuts'], ['sides', 'extras'], 'stew-bowl', {
    en: ['Bobotie', 'Cape Malay spiced mince baked with raisins and almonds under a golden egg custard, with yellow rice.'],
    fr: ['Bobotie', 'Viande hachée épicée à la mode malaise du Cap, cuite aux raisins secs et amandes sous une crème aux œufs dorée.'],
    es: ['Bobotie', 'Carne picada especiada al estilo malayo del Cabo, horneada con pasas y almendras bajo una crema de huevo dorada.'],
    pt: ['Bobotie', 'Carne picada condimentada à moda malaia do Cabo, no forno com passas e amêndoas sob um creme de ovo dourado.'],
    ar: ['بوبوتي', 'لحم مفروم متبّل على طريقة ملايو الكاب، مخبوز مع الزبيب واللوز تحت طبقة ذهبية من كاسترد البيض.'],
    sw: ['Bobotie', 'Nyama ya kusaga yenye viungo ya Kimalay ya Cape, iliyookwa na zabibu kavu na lozi chini ya tabaka la mayai.'],
  }),
  d('chakalaka-pap', 'mains', 'portion', 300, 1, ['vegan', 'gluten-free', 'dairy-free', 'spicy'], [], ['spice'], 'stew-bowl', {
    en: ['Pap and chakalaka', 'Stiff maize pap with chakalaka, a spicy relish of beans, carrot, peppers and onion.'],
    fr: ['Pap et chakalaka', 'Pap de maïs ferme avec du chakalaka, un condiment épicé de haricots, carotte, poivrons et oignon.'],
    es: ['Pap con chakalaka', 'Pap de maíz firme con chakalaka, un acompañamiento picante de alubias, zanahoria, pimientos y cebolla.'],
    pt: ['Pap com chakalaka', 'Pap de milho firme com chakalaka, um acompanhamento picante de feijão, cenoura, pimentos e cebola.'],
    ar: ['باب مع تشاكالاكا', 'عصيدة الذرة الكثيفة مع التشاكالاكا، صلصة حارة من الفاصوليا والجزر والفلفل والبصل.'],
    sw: ['Pap na chakalaka', 'Pap ngumu ya mahindi na chakalaka, mchuzi wenye pilipili wa maharagwe, karoti, pilipili hoho na vitunguu.'],
  }),
  d('samp-beans', 'mains', 'portion', 300, 1, ['vegan', 'gluten-free', 'dairy-free'], [], ['extras'], 'beans-bowl', {
    en: ['Umngqusho', 'Samp and sugar beans simmered for hours until creamy, a Xhosa family favourite.'],
    fr: ['Umngqusho', 'Maïs concassé et haricots mijotés pendant des heures jusqu’à devenir crémeux, un plat familial xhosa.'],
    es: ['Umngqusho', 'Maíz partido y alubias cocidos durante horas hasta quedar cremosos, un plato familiar xhosa.'],
    pt: ['Umngqusho', 'Milho partido e feijão cozinhados durante horas até ficarem cremosos, um prato de família xhosa.'],
    ar: ['أومنغقوشو', 'ذرة مجروشة وفاصوليا مطهوة لساعات حتى تصير كريمية، طبق عائلي محبوب عند شعب الكوسا.'],
    sw: ['Umngqusho', 'Mahindi yaliyopasuliwa na maharagwe yaliyopikwa kwa saa nyingi hadi kuwa laini, chakula pendwa cha familia za Kixhosa.'],
  }),
  d('braai-platter', 'grills', 'platter', 1600, 3, ['dairy-free', 'gluten-free'], [], ['sides', 'extras'], 'grill-platter', {
    en: ['Braai platter', 'Lamb chops, boerewors and sosaties off the fire, with pap and chakalaka, for three.'],
    fr: ['Plateau braai', 'Côtelettes d’agneau, boerewors et sosaties grillés au feu de bois, avec pap et chakalaka, pour trois.'],
    es: ['Bandeja de braai', 'Chuletas de cordero, boerewors y sosaties a la brasa, con pap y chakalaka, para tres.'],
    pt: ['Travessa de braai', 'Costeletas de borrego, boerewors e sosaties na brasa, com pap e chakalaka, para três.'],
    ar: ['طبق البراي', 'قطع لحم الضأن ونقانق البويريفورس وأسياخ السوساتي المشوية على النار، مع الباب والتشاكالاكا، لثلاثة أشخاص.'],
    sw: ['Sahani ya braai', 'Chops za kondoo, boerewors na mishikaki ya sosaties kutoka motoni, pamoja na pap na chakalaka, kwa watu watatu.'],
  }),
  d('vetkoek', 'snacks', 'portion', 250, 1, ['dairy-free'], ['gluten'], ['extras'], 'fried-snacks', {
    en: ['Vetkoek with curried mince', 'A fried dough bun split and filled with curried minced beef.'],
    fr: ['Vetkoek au haché au curry', 'Un petit pain de pâte frite ouvert et garni de bœuf haché au curry.'],
    es: ['Vetkoek con carne al curri', 'Un bollo de masa frita abierto y relleno de carne picada al curri.'],
    pt: ['Vetkoek com carne de caril', 'Um pão de massa frita aberto e recheado com carne picada de caril.'],
    ar: ['فيتكوك باللحم المفروم بالكاري', 'كعكة من العجين المقلي مشقوقة ومحشوة باللحم المفروم بالكاري.'],
    sw: ['Vetkoek na nyama ya kusaga', 'Bunda la unga lililokaangwa, likapasuliwa na kujazwa nyama ya kusaga ya mchuzi wa bizari.'],
  }),
  d('malva', 'desserts', 'portion', 250, 1, ['vegetarian'], ['gluten', 'dairy', 'egg'], [], 'dessert', {
    en: ['Malva pudding', 'Warm apricot sponge soaked in a buttery cream sauce, with custard.'],
    fr: ['Malva pudding', 'Gâteau moelleux à l’abricot imbibé d’une sauce crémeuse au beurre, servi tiède avec une crème anglaise.'],
    es: ['Pudin malva', 'Bizcocho templado de albaricoque empapado en una salsa de mantequilla y nata, con natillas.'],
    pt: ['Pudim malva', 'Pão de ló morno de alperce embebido num molho de manteiga e natas, com creme de ovos.'],
    ar: ['بودينغ مالفا', 'كعكة إسفنجية دافئة بالمشمش مشبعة بصلصة الزبدة والقشطة، مع الكاسترد.'],
    sw: ['Pudini ya malva', 'Keki laini ya moto ya aprikoti iliyolowekwa kwenye mchuzi wa siagi na krimu, pamoja na kastadi.'],
  }),
  d('rooibos-iced', 'drinks', 'portion', 120, 1, ['vegan', 'gluten-free', 'dairy-free'], [], [], 'drink', {
    en: ['Rooibos iced tea', 'Rooibos brewed strong and chilled with lemon and a little honey; 50 cl.'],
    fr: ['Thé glacé au rooibos', 'Rooibos infusé corsé puis glacé, avec du citron et un peu de miel ; 50 cl.'],
    es: ['Té helado de rooibos', 'Rooibos bien cargado y enfriado con limón y un poco de miel; 50 cl.'],
    pt: ['Chá gelado de rooibos', 'Rooibos forte e gelado, com limão e um pouco de mel; 50 cl.'],
    ar: ['شاي الرويبوس المثلج', 'رويبوس منقوع بتركيز ومبرّد مع الليمون وقليل من العسل؛ 50 سل.'],
    sw: ['Chai baridi ya rooibos', 'Chai ya rooibos iliyokolea na kupozwa, yenye ndimu na asali kidogo; sentilita 50.'],
  }),
]

// prettier-ignore
const NORTH = [
  d('chicken-tagine', 'mains', 'portion', 650, 1, ['halal', 'dairy-free', 'gluten-free'], [], ['sides', 'extras'], 'tagine', {
    en: ['Chicken tagine with preserved lemon', 'Chicken slow-cooked with preserved lemon, green olives, ginger and saffron.'],
    fr: ['Tajine de poulet au citron confit', 'Poulet mijoté longuement au citron confit, aux olives vertes, au gingembre et au safran.'],
    es: ['Tajín de pollo con limón encurtido', 'Pollo cocinado a fuego lento con limón encurtido, aceitunas verdes, jengibre y azafrán.'],
    pt: ['Tajine de frango com limão em conserva', 'Frango cozinhado lentamente com limão em conserva, azeitonas verdes, gengibre e açafrão.'],
    ar: ['طاجين الدجاج بالحامض المرقد', 'دجاج مطهو على نار هادئة مع الحامض المرقد والزيتون الأخضر والزنجبيل والزعفران.'],
    sw: ['Tajini ya kuku na limau la kuhifadhi', 'Kuku aliyepikwa taratibu na limau lililohifadhiwa, zeituni za kijani, tangawizi na zafarani.'],
  }),
  d('lamb-prunes', 'mains', 'portion', 900, 1, ['halal', 'dairy-free', 'gluten-free'], ['sesame', 'nuts'], ['sides', 'extras'], 'tagine', {
    en: ['Lamb tagine with prunes', 'Lamb shoulder braised with prunes, cinnamon and honey, topped with toasted almonds and sesame.'],
    fr: ['Tajine d’agneau aux pruneaux', 'Épaule d’agneau braisée aux pruneaux, à la cannelle et au miel, avec amandes grillées et sésame.'],
    es: ['Tajín de cordero con ciruelas', 'Paletilla de cordero estofada con ciruelas pasas, canela y miel, con almendras tostadas y sésamo.'],
    pt: ['Tajine de borrego com ameixas', 'Pá de borrego estufada com ameixas secas, canela e mel, com amêndoas torradas e sésamo.'],
    ar: ['طاجين اللحم بالبرقوق', 'كتف خروف مطهو مع البرقوق والقرفة والعسل، يزيّنه اللوز المحمّص والسمسم.'],
    sw: ['Tajini ya kondoo na prune', 'Bega la kondoo lililopikwa na prune, mdalasini na asali, likipambwa kwa lozi zilizokaangwa na ufuta.'],
  }),
  d('kefta-tagine', 'mains', 'portion', 600, 1, ['halal', 'dairy-free', 'gluten-free', 'spicy'], ['egg'], ['sides', 'spice'], 'tagine', {
    en: ['Kefta tagine with eggs', 'Spiced beef meatballs in a tomato sauce with cumin and paprika, eggs cracked in at the end.'],
    fr: ['Tajine de kefta aux œufs', 'Boulettes de bœuf épicées dans une sauce tomate au cumin et au paprika, avec des œufs cassés à la fin.'],
    es: ['Tajín de kefta con huevos', 'Albóndigas de ternera especiadas en salsa de tomate con comino y pimentón, con huevos cuajados al final.'],
    pt: ['Tajine de kefta com ovos', 'Almôndegas de vaca condimentadas em molho de tomate com cominhos e colorau, com ovos escalfados no fim.'],
    ar: ['طاجين الكفتة بالبيض', 'كرات لحم بقري متبّلة في صلصة الطماطم بالكمون والفلفل الأحمر، يُكسر فوقها البيض في النهاية.'],
    sw: ['Tajini ya kefta na mayai', 'Kababu za nyama ya ng’ombe zenye viungo kwenye mchuzi wa nyanya wenye jira na paprika, na mayai juu mwishoni.'],
  }),
  d('couscous-friday', 'mains', 'platter', 1400, 3, ['halal', 'dairy-free'], ['gluten'], ['extras'], 'couscous', {
    en: ['Seven-vegetable couscous', 'Friday couscous for three: steamed semolina under lamb, pumpkin, turnip, carrot, courgette, cabbage, chickpeas and onion.'],
    fr: ['Couscous aux sept légumes', 'Le couscous du vendredi pour trois : semoule vapeur, agneau, potiron, navet, carotte, courgette, chou, pois chiches et oignon.'],
    es: ['Cuscús de siete verduras', 'El cuscús del viernes para tres: sémola al vapor con cordero, calabaza, nabo, zanahoria, calabacín, col, garbanzos y cebolla.'],
    pt: ['Cuscuz de sete legumes', 'O cuscuz de sexta-feira para três: sêmola a vapor com borrego, abóbora, nabo, cenoura, curgete, couve, grão e cebola.'],
    ar: ['كسكس بسبع خضر', 'كسكس الجمعة لثلاثة أشخاص: سميد مطهو على البخار مع لحم الخروف والقرع واللفت والجزر والكوسة والملفوف والحمص والبصل.'],
    sw: ['Kuskusi ya mboga saba', 'Kuskusi ya Ijumaa kwa watu watatu: semolina ya mvuke na kondoo, boga, figili, karoti, mumunye, kabichi, dengu na vitunguu.'],
  }),
  d('harira', 'soups-stews', 'portion', 250, 1, ['halal', 'dairy-free'], ['gluten'], ['extras'], 'soup', {
    en: ['Harira', 'Tomato, lentil and chickpea soup with lamb, coriander and a little vermicelli, served with dates.'],
    fr: ['Harira', 'Soupe de tomates, lentilles et pois chiches à l’agneau et à la coriandre, avec un peu de vermicelle et des dattes.'],
    es: ['Harira', 'Sopa de tomate, lentejas y garbanzos con cordero, cilantro y un poco de fideo, servida con dátiles.'],
    pt: ['Harira', 'Sopa de tomate, lentilhas e grão com borrego, coentros e um pouco de aletria, servida com tâmaras.'],
    ar: ['حريرة', 'شوربة الطماطم والعدس والحمص مع لحم الخروف والكزبرة وقليل من الشعرية، تقدَّم مع التمر.'],
    sw: ['Harira', 'Supu ya nyanya, dengu na njegere za kabuli yenye nyama ya kondoo, giligilani na tambi kidogo, pamoja na tende.'],
  }),
  d('pastilla', 'mains', 'portion', 800, 1, ['halal'], ['gluten', 'egg', 'nuts', 'dairy'], [], 'pastry', {
    en: ['Chicken pastilla', 'Crisp warqa pastry filled with spiced chicken, eggs and almonds, dusted with cinnamon and sugar.'],
    fr: ['Pastilla au poulet', 'Feuilles de brick croustillantes garnies de poulet épicé, d’œufs et d’amandes, saupoudrées de cannelle et de sucre.'],
    es: ['Pastela de pollo', 'Hojaldre crujiente de warqa relleno de pollo especiado, huevo y almendras, espolvoreado con canela y azúcar.'],
    pt: ['Pastilla de frango', 'Massa folhada de warqa estaladiça recheada com frango condimentado, ovos e amêndoas, polvilhada com canela e açúcar.'],
    ar: ['بسطيلة الدجاج', 'أوراق الورقة المقرمشة محشوة بالدجاج المتبّل والبيض واللوز، يرشّ عليها القرفة والسكر.'],
    sw: ['Pastilla ya kuku', 'Ganda jembamba la warqa lililojazwa kuku mwenye viungo, mayai na lozi, likinyunyiziwa mdalasini na sukari.'],
  }),
  d('zaalouk', 'snacks', 'portion', 250, 1, ['vegan', 'halal', 'gluten-free', 'dairy-free'], [], ['sides'], 'stew-bowl', {
    en: ['Zaalouk', 'Smoky aubergine and tomato salad cooked down with garlic, cumin and olive oil, eaten with bread.'],
    fr: ['Zaalouk', 'Salade cuite d’aubergines fumées et de tomates à l’ail, au cumin et à l’huile d’olive, à manger avec du pain.'],
    es: ['Zaalouk', 'Ensalada templada de berenjena ahumada y tomate con ajo, comino y aceite de oliva, para comer con pan.'],
    pt: ['Zaalouk', 'Salada cozinhada de beringela fumada e tomate com alho, cominhos e azeite, para comer com pão.'],
    ar: ['زعلوك', 'سلطة مطبوخة من الباذنجان المدخّن والطماطم مع الثوم والكمون وزيت الزيتون، تؤكل بالخبز.'],
    sw: ['Zaalouk', 'Saladi iliyopikwa ya biringanya za moshi na nyanya yenye kitunguu saumu, jira na mafuta ya zeituni, inayoliwa na mkate.'],
  }),
  d('msemen-honey', 'breakfast', 'portion', 200, 1, ['vegetarian', 'halal'], ['gluten', 'dairy'], [], 'flatbread', {
    en: ['Msemen with honey and butter', 'Two square laminated flatbreads from the griddle, with honey and melted butter.'],
    fr: ['Msemen au miel et au beurre', 'Deux crêpes feuilletées carrées sorties de la plaque, avec du miel et du beurre fondu.'],
    es: ['Msemen con miel y mantequilla', 'Dos panes planos hojaldrados y cuadrados de la plancha, con miel y mantequilla fundida.'],
    pt: ['Msemen com mel e manteiga', 'Dois pães folhados quadrados da chapa, com mel e manteiga derretida.'],
    ar: ['مسمن بالعسل والزبدة', 'قطعتان مربعتان من المسمن المورّق من على الصاج، مع العسل والزبدة الذائبة.'],
    sw: ['Msemen kwa asali na siagi', 'Mikate bapa miwili ya mraba yenye tabaka kutoka kwenye kikaango, pamoja na asali na siagi iliyoyeyuka.'],
  }),
  d('bissara', 'breakfast', 'portion', 150, 1, ['vegan', 'halal', 'gluten-free', 'dairy-free'], [], ['sides'], 'soup', {
    en: ['Bissara', 'Split broad bean soup with garlic, cumin and a thread of olive oil, a cold-morning breakfast.'],
    fr: ['Bissara', 'Soupe de fèves concassées à l’ail et au cumin, avec un filet d’huile d’olive, pour les matins frais.'],
    es: ['Bissara', 'Sopa de habas secas con ajo, comino y un hilo de aceite de oliva, el desayuno de las mañanas frías.'],
    pt: ['Bissara', 'Sopa de favas secas com alho, cominhos e um fio de azeite, o pequeno-almoço das manhãs frias.'],
    ar: ['بيصارة', 'شوربة الفول المجروش بالثوم والكمون مع رشّة من زيت الزيتون، فطور الصباحات الباردة.'],
    sw: ['Bissara', 'Supu ya maharagwe mapana yaliyopasuliwa yenye kitunguu saumu, jira na mafuta ya zeituni, kifungua kinywa cha asubuhi za baridi.'],
  }),
  d('chebakia', 'desserts', 'portion', 200, 1, ['vegetarian', 'halal', 'dairy-free'], ['gluten', 'sesame'], [], 'pastry', {
    en: ['Chebakia', 'Six flower-shaped sesame cookies, fried and dipped in orange-blossom honey.'],
    fr: ['Chebakia', 'Six gâteaux au sésame en forme de fleur, frits et trempés dans le miel à la fleur d’oranger.'],
    es: ['Chebakia', 'Seis dulces de sésamo en forma de flor, fritos y bañados en miel de azahar.'],
    pt: ['Chebakia', 'Seis bolinhos de sésamo em forma de flor, fritos e mergulhados em mel de flor de laranjeira.'],
    ar: ['شباكية', 'ست قطع من حلوى السمسم على شكل وردة، مقلية ومغموسة في عسل بماء الزهر.'],
    sw: ['Chebakia', 'Biskuti sita za ufuta zenye umbo la ua, zilizokaangwa na kuchovywa kwenye asali ya maua ya mchungwa.'],
  }),
  d('mint-tea', 'drinks', 'portion', 100, 2, ['vegan', 'halal', 'gluten-free', 'dairy-free'], [], [], 'tea-glass', {
    en: ['Mint tea pot', 'Gunpowder green tea brewed with fresh spearmint and sugar, a small pot for two.'],
    fr: ['Théière de thé à la menthe', 'Thé vert gunpowder infusé à la menthe fraîche et au sucre, une petite théière pour deux.'],
    es: ['Tetera de té a la menta', 'Té verde gunpowder con hierbabuena fresca y azúcar, una tetera pequeña para dos.'],
    pt: ['Bule de chá de hortelã', 'Chá verde gunpowder com hortelã fresca e açúcar, um bule pequeno para dois.'],
    ar: ['براد أتاي بالنعناع', 'شاي أخضر مطبوخ مع النعناع الطازج والسكر، براد صغير لشخصين.'],
    sw: ['Birika la chai ya nanaa', 'Chai ya kijani iliyochemshwa na nanaa mbichi na sukari, birika dogo la watu wawili.'],
  }),
]

/** Every dish, with the region whose sides and extras it comes with (wherever the kitchen cooks it). */
export const DISHES: readonly DishType[] = (
  [
    ['west', WEST],
    ['east', EAST],
    ['south', SOUTH],
    ['north', NORTH],
  ] as const
).flatMap(([region, dishes]) => dishes.map((dish) => ({ ...dish, region })))

export const DISH_BY_KEY: ReadonlyMap<string, DishType> = new Map(DISHES.map((dish) => [dish.key, dish]))
