/**
 * The products the grocery seed's stores sell (grocery.ts), in six languages: category, selling unit,
 * a typical price in US cents (converted and rounded per market; per kg for what is sold by weight),
 * the brand and pack size, and in which markets it is found (everywhere unless `only` says). Loose
 * produce, meat and deli cheese are sold by weight: unit 'kg', no barcode, an estimate of what one
 * unit weighs. Brands are the seed's own, not real companies'.
 */
import type { SERVICE_CATEGORIES, SERVICE_UNITS } from '../../../src/api/service-details-contract'
import type { I18n } from '../seed-types'
import type { StoreId } from '../stores'
import { splitTexts, type NamedTexts } from './seed-kit'

export type GroceryCategory = (typeof SERVICE_CATEGORIES.grocery)[number]
export type GroceryUnit = (typeof SERVICE_UNITS.grocery)[number]

export interface ProductType {
  key: string
  category: GroceryCategory
  unit: GroceryUnit
  /** For one unit; per kg when sold by weight. */
  usdCents: number
  brand: string
  size: string
  /** Sold by weight: what one unit weighs, about (kg). */
  estimateKg: number | null
  /** File name (without .svg) under /img/grocery/. */
  img: string
  only: StoreId[] | null
  name: I18n
  description: I18n
}

interface Options {
  only?: StoreId[]
  estimateKg?: number
}

function g(key: string, category: GroceryCategory, unit: GroceryUnit, usdCents: number, brand: string, size: string, img: string, texts: NamedTexts, opts: Options = {}): ProductType {
  return { key, category, unit, usdCents, brand, size, img, estimateKg: opts.estimateKg ?? null, only: opts.only ?? null, ...splitTexts(texts) }
}

const WEST: StoreId[] = ['los', 'acc']
const EAST: StoreId[] = ['nbo', 'kgl']

// One product a block, its six languages aligned beneath it: Prettier leaves it.
// prettier-ignore
export const PRODUCT_TYPES: readonly ProductType[] = [
  // ── Pantry ────────────────────────────────────────────────────────────────
  g('rice-5kg', 'pantry', 'pack', 750, 'Golden Grain', '5 kg', 'sack', {
    en: ['Long-grain parboiled rice', 'Parboiled long-grain rice that stays separate: for jollof, pilau and everyday plates.'],
    fr: ['Riz long étuvé', 'Riz long grain étuvé qui reste bien détaché : pour le jollof, le pilau et les repas de tous les jours.'],
    es: ['Arroz vaporizado de grano largo', 'Arroz de grano largo vaporizado que queda suelto: para jollof, pilau y el día a día.'],
    pt: ['Arroz agulha vaporizado', 'Arroz agulha vaporizado que fica soltinho: para jollof, pilau e o dia a dia.'],
    ar: ['أرز طويل الحبة مسلوق مسبقًا', 'أرز طويل الحبة مسلوق مسبقًا يبقى مفلفلًا: للجولوف والبيلاو والوجبات اليومية.'],
    sw: ['Mchele wa punje ndefu uliochemshwa awali', 'Mchele wa punje ndefu usionata: kwa jollof, pilau na milo ya kila siku.'],
  }),
  g('maize-meal', 'pantry', 'pack', 220, 'Highveld Mills', '2.5 kg', 'sack', {
    en: ['White maize meal', 'Finely sifted white maize meal for stiff pap, ugali and soft morning porridge.'],
    fr: ['Farine de maïs blanc', 'Farine de maïs blanc finement tamisée pour le pap, l’ugali et la bouillie du matin.'],
    es: ['Harina de maíz blanco', 'Harina de maíz blanco bien tamizada para pap, ugali y gachas de desayuno.'],
    pt: ['Farinha de milho branco', 'Farinha de milho branco bem peneirada para pap, ugali e papas ao pequeno-almoço.'],
    ar: ['دقيق الذرة البيضاء', 'دقيق ذرة بيضاء منخول جيدًا لعصيدة الباب والأوغالي وعصيدة الصباح.'],
    sw: ['Unga wa mahindi meupe', 'Unga wa mahindi meupe uliochujwa vizuri kwa ugali, pap na uji wa asubuhi.'],
  }, { only: ['jnb', 'nbo', 'kgl'] }),
  g('gari', 'pantry', 'pack', 300, 'Ijebu Crest', '2 kg', 'sack', {
    en: ['Yellow gari', 'Crisp roasted cassava granules with palm oil, to soak with sugar and groundnuts or make eba.'],
    fr: ['Gari jaune', 'Semoule de manioc grillée à l’huile de palme, à tremper avec sucre et arachides ou pour faire de l’eba.'],
    es: ['Gari amarillo', 'Gránulos de yuca tostados con aceite de palma, para remojar con azúcar y cacahuetes o hacer eba.'],
    pt: ['Gari amarelo', 'Grânulos de mandioca torrados com óleo de palma, para demolhar com açúcar e amendoim ou fazer eba.'],
    ar: ['غاري أصفر', 'حبيبات الكسافا المحمّصة بزيت النخيل، تُنقع مع السكر والفول السوداني أو يُصنع منها الإيبا.'],
    sw: ['Gari ya njano', 'Chembechembe za muhogo zilizokaangwa na mafuta ya mawese, za kuloweka na sukari na karanga au kupika eba.'],
  }, { only: WEST }),
  g('couscous', 'pantry', 'pack', 200, 'Atlas Mills', '1 kg', 'sack', {
    en: ['Medium couscous', 'Durum wheat couscous, medium grain, for the Friday couscous or a quick side.'],
    fr: ['Couscous moyen', 'Couscous de blé dur, grain moyen, pour le couscous du vendredi ou un accompagnement rapide.'],
    es: ['Cuscús mediano', 'Cuscús de trigo duro de grano mediano, para el cuscús del viernes o una guarnición rápida.'],
    pt: ['Cuscuz médio', 'Cuscuz de trigo duro de grão médio, para o cuscuz de sexta-feira ou um acompanhamento rápido.'],
    ar: ['كسكس متوسط', 'كسكس من القمح الصلب بحبة متوسطة، لكسكس الجمعة أو طبق جانبي سريع.'],
    sw: ['Kuskusi ya punje za wastani', 'Kuskusi ya ngano ngumu yenye punje za wastani, kwa kuskusi ya Ijumaa au kiambatisho cha haraka.'],
  }, { only: ['cmn', 'jnb'] }),
  g('semolina', 'pantry', 'pack', 150, 'Atlas Mills', '1 kg', 'sack', {
    en: ['Fine semolina', 'Fine durum wheat semolina for msemen, harcha and baghrir.'],
    fr: ['Semoule fine', 'Semoule fine de blé dur pour les msemen, la harcha et les baghrir.'],
    es: ['Sémola fina', 'Sémola fina de trigo duro para msemen, harcha y baghrir.'],
    pt: ['Sêmola fina', 'Sêmola fina de trigo duro para msemen, harcha e baghrir.'],
    ar: ['سميد رقيق', 'سميد رقيق من القمح الصلب للمسمن والحرشة والبغرير.'],
    sw: ['Semolina laini', 'Semolina laini ya ngano ngumu kwa msemen, harcha na baghrir.'],
  }, { only: ['cmn'] }),
  g('spaghetti', 'pantry', 'pack', 110, 'Casa Rica', '500 g', 'pack', {
    en: ['Spaghetti', 'Durum wheat spaghetti that cooks in ten minutes and holds a sauce.'],
    fr: ['Spaghettis', 'Spaghettis de blé dur, cuits en dix minutes, qui tiennent bien la sauce.'],
    es: ['Espaguetis', 'Espaguetis de trigo duro que se cuecen en diez minutos y sujetan bien la salsa.'],
    pt: ['Esparguete', 'Esparguete de trigo duro que coze em dez minutos e segura bem o molho.'],
    ar: ['سباغيتي', 'سباغيتي من القمح الصلب تُطهى في عشر دقائق وتحتفظ بالصلصة.'],
    sw: ['Tambi za spageti', 'Tambi za ngano ngumu zinazoiva kwa dakika kumi na kushika mchuzi vizuri.'],
  }),
  g('sunflower-oil', 'pantry', 'bottle', 450, 'Sunray', '2 l', 'oil-bottle', {
    en: ['Sunflower oil', 'Light, refined sunflower oil for frying and everyday cooking.'],
    fr: ['Huile de tournesol', 'Huile de tournesol raffinée et légère, pour la friture et la cuisine de tous les jours.'],
    es: ['Aceite de girasol', 'Aceite de girasol refinado y ligero, para freír y cocinar a diario.'],
    pt: ['Óleo de girassol', 'Óleo de girassol refinado e leve, para fritar e cozinhar no dia a dia.'],
    ar: ['زيت دوار الشمس', 'زيت دوار شمس مكرر وخفيف للقلي والطبخ اليومي.'],
    sw: ['Mafuta ya alizeti', 'Mafuta mepesi ya alizeti yaliyosafishwa, kwa kukaanga na mapishi ya kila siku.'],
  }),
  g('palm-oil', 'pantry', 'bottle', 350, 'Akwa Palm', '1 l', 'oil-bottle', {
    en: ['Red palm oil', 'Unrefined red palm oil, the colour and taste of egusi, red red and banga.'],
    fr: ['Huile de palme rouge', 'Huile de palme rouge non raffinée, la couleur et le goût de l’egusi et du red red.'],
    es: ['Aceite de palma rojo', 'Aceite de palma rojo sin refinar, el color y el sabor del egusi y del red red.'],
    pt: ['Óleo de palma vermelho', 'Óleo de palma vermelho não refinado, a cor e o sabor do egusi e do red red.'],
    ar: ['زيت النخيل الأحمر', 'زيت نخيل أحمر غير مكرر، يمنح الإيغوسي والريد ريد لونهما وطعمهما.'],
    sw: ['Mafuta mekundu ya mawese', 'Mafuta mekundu ya mawese yasiyosafishwa, yanayoipa egusi na red red rangi na ladha yake.'],
  }, { only: ['los', 'acc', 'kgl'] }),
  g('olive-oil', 'pantry', 'bottle', 900, 'Zitoun Atlas', '1 l', 'oil-bottle', {
    en: ['Extra virgin olive oil', 'Cold-pressed olive oil from the Meknes region, peppery and green.'],
    fr: ['Huile d’olive vierge extra', 'Huile d’olive pressée à froid de la région de Meknès, fruitée et poivrée.'],
    es: ['Aceite de oliva virgen extra', 'Aceite de oliva prensado en frío de la región de Mequinez, verde y picante.'],
    pt: ['Azeite virgem extra', 'Azeite prensado a frio da região de Meknès, verde e apimentado.'],
    ar: ['زيت زيتون بكر ممتاز', 'زيت زيتون معصور على البارد من منطقة مكناس، بطعم أخضر لاذع.'],
    sw: ['Mafuta ya zeituni halisi', 'Mafuta ya zeituni yaliyokamuliwa bila moto kutoka eneo la Meknes, yenye ladha kali ya kijani.'],
  }, { only: ['cmn', 'jnb', 'nbo'] }),
  g('tomato-paste', 'pantry', 'piece', 120, 'Sahel Harvest', '400 g', 'can', {
    en: ['Tomato paste', 'Double-concentrated tomato paste, the start of every stew and jollof.'],
    fr: ['Concentré de tomate', 'Double concentré de tomate, le point de départ de chaque ragoût et de chaque jollof.'],
    es: ['Tomate concentrado', 'Doble concentrado de tomate, el punto de partida de cada guiso y cada jollof.'],
    pt: ['Polpa de tomate concentrada', 'Duplo concentrado de tomate, o início de todos os guisados e de todo o jollof.'],
    ar: ['معجون الطماطم', 'معجون طماطم مركّز مرتين، أساس كل يخنة وكل جولوف.'],
    sw: ['Nyanya ya kopo', 'Nyanya iliyokolea mara mbili, mwanzo wa kila mchuzi na kila jollof.'],
  }),
  g('sugar', 'pantry', 'pack', 250, 'Kilima', '2 kg', 'sack', {
    en: ['White sugar', 'Fine white cane sugar for tea, baking and zobo.'],
    fr: ['Sucre blanc', 'Sucre de canne blanc et fin, pour le thé, la pâtisserie et le bissap.'],
    es: ['Azúcar blanco', 'Azúcar de caña blanco y fino, para el té, la repostería y el zobo.'],
    pt: ['Açúcar branco', 'Açúcar de cana branco e fino, para o chá, os bolos e o zobo.'],
    ar: ['سكر أبيض', 'سكر قصب أبيض ناعم للشاي والحلويات ومشروب الكركديه.'],
    sw: ['Sukari nyeupe', 'Sukari nyeupe laini ya miwa kwa chai, kuoka na zobo.'],
  }),
  g('black-eyed-beans', 'pantry', 'pack', 250, 'Sahel Harvest', '1 kg', 'sack', {
    en: ['Black-eyed beans', 'Clean, sorted black-eyed beans for moi moi, akara and red red.'],
    fr: ['Niébé', 'Niébé propre et trié pour le moi moi, les accras et le red red.'],
    es: ['Frijol carilla', 'Frijol carilla limpio y seleccionado para moi moi, akara y red red.'],
    pt: ['Feijão-frade', 'Feijão-frade limpo e escolhido para moi moi, acarajé e red red.'],
    ar: ['لوبيا', 'لوبيا نظيفة ومنتقاة للموي موي والأكارا والريد ريد.'],
    sw: ['Kunde', 'Kunde safi zilizochaguliwa kwa moi moi, akara na red red.'],
  }, { only: WEST }),
  g('red-lentils', 'pantry', 'pack', 180, 'Atlas Mills', '500 g', 'sack', {
    en: ['Red lentils', 'Split red lentils that cook soft in twenty minutes, for harira and dal.'],
    fr: ['Lentilles corail', 'Lentilles corail qui fondent en vingt minutes, pour la harira et le dal.'],
    es: ['Lentejas rojas', 'Lentejas rojas partidas que se ablandan en veinte minutos, para harira y dal.'],
    pt: ['Lentilhas vermelhas', 'Lentilhas vermelhas partidas que cozem em vinte minutos, para harira e dal.'],
    ar: ['عدس أحمر', 'عدس أحمر مجروش ينضج في عشرين دقيقة، للحريرة والدال.'],
    sw: ['Dengu nyekundu', 'Dengu nyekundu zilizopasuliwa zinazoiva kwa dakika ishirini, kwa harira na dal.'],
  }, { only: ['cmn', 'nbo', 'jnb'] }),
  g('chickpeas-can', 'pantry', 'piece', 110, 'Casa Rica', '400 g', 'can', {
    en: ['Chickpeas', 'Cooked chickpeas in a can, ready for salads, stews and hummus.'],
    fr: ['Pois chiches', 'Pois chiches cuits en boîte, prêts pour les salades, les ragoûts et le houmous.'],
    es: ['Garbanzos', 'Garbanzos cocidos en lata, listos para ensaladas, guisos y hummus.'],
    pt: ['Grão-de-bico', 'Grão-de-bico cozido em lata, pronto para saladas, guisados e húmus.'],
    ar: ['حمص معلّب', 'حمص مطبوخ في علبة، جاهز للسلطات واليخنات والحمص بالطحينة.'],
    sw: ['Njegere za kabuli', 'Njegere za kabuli zilizopikwa kwenye kopo, tayari kwa saladi, mchuzi na hummus.'],
  }, { only: ['cmn', 'jnb', 'nbo'] }),
  g('peanut-butter', 'pantry', 'piece', 300, 'Jua', '400 g', 'jar', {
    en: ['Smooth peanut butter', 'Roasted peanuts ground smooth with a pinch of salt, nothing else.'],
    fr: ['Beurre de cacahuète lisse', 'Cacahuètes grillées moulues finement avec une pincée de sel, rien d’autre.'],
    es: ['Crema de cacahuete suave', 'Cacahuetes tostados molidos con una pizca de sal, nada más.'],
    pt: ['Manteiga de amendoim cremosa', 'Amendoim torrado moído com uma pitada de sal, e mais nada.'],
    ar: ['زبدة الفول السوداني الناعمة', 'فول سوداني محمّص مطحون ناعمًا مع رشة ملح، ولا شيء غير ذلك.'],
    sw: ['Siagi laini ya karanga', 'Karanga zilizokaangwa na kusagwa laini na chumvi kidogo, hakuna kingine.'],
  }),
  g('honey', 'pantry', 'piece', 500, 'Nyuki Gold', '500 g', 'jar', {
    en: ['Wildflower honey', 'Raw honey from hives in the bush, golden and floral.'],
    fr: ['Miel de fleurs sauvages', 'Miel brut de ruches en brousse, doré et fleuri.'],
    es: ['Miel de flores silvestres', 'Miel cruda de colmenas en el monte, dorada y floral.'],
    pt: ['Mel de flores silvestres', 'Mel cru de colmeias no mato, dourado e floral.'],
    ar: ['عسل الأزهار البرية', 'عسل خام من خلايا في البراري، ذهبي اللون بطعم الزهور.'],
    sw: ['Asali ya maua ya porini', 'Asali ghafi kutoka mizinga ya porini, ya dhahabu na yenye harufu ya maua.'],
  }),
  g('curry-powder', 'pantry', 'pack', 150, 'Durban Spice Co.', '100 g', 'pack', {
    en: ['Mild curry powder', 'A warm blend of turmeric, coriander, cumin and chilli for stews and rice.'],
    fr: ['Curry doux en poudre', 'Un mélange chaleureux de curcuma, coriandre, cumin et piment pour les ragoûts et le riz.'],
    es: ['Curri suave en polvo', 'Una mezcla cálida de cúrcuma, cilantro, comino y guindilla para guisos y arroz.'],
    pt: ['Caril suave em pó', 'Uma mistura quente de curcuma, coentros, cominhos e malagueta para guisados e arroz.'],
    ar: ['مسحوق كاري خفيف', 'مزيج دافئ من الكركم والكزبرة والكمون والفلفل الحار لليخنات والأرز.'],
    sw: ['Bizari ya mchuzi isiyo kali', 'Mchanganyiko wa manjano, giligilani, jira na pilipili kwa mchuzi na wali.'],
  }, { only: ['jnb', 'nbo', 'los', 'kgl'] }),
  g('stock-cubes', 'pantry', 'pack', 120, 'Jikoni', '24 × 4 g', 'pack', {
    en: ['Chicken stock cubes', 'Twenty-four seasoning cubes for soups, stews and rice.'],
    fr: ['Bouillon cube de poulet', 'Vingt-quatre cubes d’assaisonnement pour les soupes, les ragoûts et le riz.'],
    es: ['Pastillas de caldo de pollo', 'Veinticuatro pastillas de caldo para sopas, guisos y arroz.'],
    pt: ['Cubos de caldo de galinha', 'Vinte e quatro cubos de caldo para sopas, guisados e arroz.'],
    ar: ['مكعبات مرق الدجاج', 'أربعة وعشرون مكعب مرق للشوربات واليخنات والأرز.'],
    sw: ['Vidonge vya supu ya kuku', 'Vidonge ishirini na vinne vya viungo kwa supu, mchuzi na wali.'],
  }),
  g('black-tea', 'drinks', 'pack', 250, 'Kericho Highlands', '100 × 2 g', 'tea-box', {
    en: ['Black tea bags', 'Strong highland black tea that stands up to milk and sugar.'],
    fr: ['Thé noir en sachets', 'Thé noir corsé des hauts plateaux, qui se boit bien avec du lait et du sucre.'],
    es: ['Té negro en bolsitas', 'Té negro de altura, intenso, que aguanta bien la leche y el azúcar.'],
    pt: ['Chá preto em saquetas', 'Chá preto forte das terras altas, que se dá bem com leite e açúcar.'],
    ar: ['شاي أسود في أكياس', 'شاي أسود قوي من المرتفعات، يناسب الحليب والسكر.'],
    sw: ['Majani ya chai kwenye vifuko', 'Chai nyeusi kali ya nyanda za juu, nzuri kwa maziwa na sukari.'],
  }, { only: ['nbo', 'kgl', 'jnb', 'acc'] }),
  g('rooibos', 'drinks', 'pack', 300, 'Cederberg Red', '80 × 2.5 g', 'tea-box', {
    en: ['Rooibos tea', 'Caffeine-free red bush tea from the Cederberg, sweet and mellow.'],
    fr: ['Thé rooibos', 'Infusion de rooibos du Cederberg, sans caféine, douce et ronde.'],
    es: ['Té rooibos', 'Infusión de rooibos del Cederberg, sin cafeína, dulce y suave.'],
    pt: ['Chá rooibos', 'Infusão de rooibos do Cederberg, sem cafeína, doce e suave.'],
    ar: ['شاي الرويبوس', 'شاي الشجيرة الحمراء من سيدربرغ، خالٍ من الكافيين، حلو وناعم.'],
    sw: ['Chai ya rooibos', 'Chai ya kichaka chekundu kutoka Cederberg, isiyo na kafeini, tamu na laini.'],
  }, { only: ['jnb'] }),
  g('green-tea', 'drinks', 'pack', 250, 'Chaabi Tea', '200 g', 'tea-box', {
    en: ['Gunpowder green tea', 'Rolled green tea for mint tea, brewed strong with sugar and fresh mint.'],
    fr: ['Thé vert gunpowder', 'Thé vert roulé pour le thé à la menthe, infusé fort avec du sucre et de la menthe fraîche.'],
    es: ['Té verde gunpowder', 'Té verde enrollado para el té a la menta, bien cargado con azúcar y hierbabuena.'],
    pt: ['Chá verde gunpowder', 'Chá verde enrolado para o chá de hortelã, forte, com açúcar e hortelã fresca.'],
    ar: ['شاي أخضر', 'شاي أخضر ملفوف لإعداد أتاي بالنعناع، قويًا مع السكر والنعناع الطازج.'],
    sw: ['Chai ya kijani ya gunpowder', 'Majani ya chai ya kijani yaliyoviringwa kwa chai ya nanaa, kali na sukari na nanaa mbichi.'],
  }, { only: ['cmn'] }),
  g('coffee', 'drinks', 'pack', 600, 'Akagera Hills', '250 g', 'pack', {
    en: ['Ground coffee', 'Medium-roast Arabica from hillside washing stations, ground for a filter or a moka pot.'],
    fr: ['Café moulu', 'Arabica torréfié moyen des stations de lavage des collines, moulu pour filtre ou cafetière italienne.'],
    es: ['Café molido', 'Arábica de tueste medio de las estaciones de lavado de las colinas, molido para filtro o cafetera italiana.'],
    pt: ['Café moído', 'Arábica de torra média das estações de lavagem das colinas, moído para filtro ou cafeteira italiana.'],
    ar: ['قهوة مطحونة', 'أرابيكا بتحميص متوسط من محطات غسيل البن في التلال، مطحونة للفلتر أو الموكا.'],
    sw: ['Kahawa iliyosagwa', 'Arabika iliyokaangwa kiasi kutoka vituo vya kuosha kahawa vya milimani, iliyosagwa kwa chujio au moka.'],
  }, { only: EAST }),
  g('oats', 'pantry', 'pack', 250, 'Kilima', '1 kg', 'pack', {
    en: ['Rolled oats', 'Whole rolled oats for porridge and baking.'],
    fr: ['Flocons d’avoine', 'Flocons d’avoine entiers pour le porridge et la pâtisserie.'],
    es: ['Copos de avena', 'Copos de avena integrales para gachas y repostería.'],
    pt: ['Flocos de aveia', 'Flocos de aveia integrais para papas e bolos.'],
    ar: ['رقائق الشوفان', 'رقائق شوفان كاملة للعصيدة والخبز.'],
    sw: ['Shayiri', 'Shayiri nzima iliyobapwa kwa uji na kuoka.'],
  }),
  // ── Fresh (sold by weight, loose) ───────────────────────────────────────────
  g('tomatoes-loose', 'fresh', 'kg', 150, '', '~1 kg', 'loose-veg', {
    en: ['Loose tomatoes', 'Ripe tomatoes picked from the crates by our packers; weighed and priced per kg.'],
    fr: ['Tomates en vrac', 'Tomates mûres choisies dans les cagettes par nos préparateurs ; pesées et vendues au kilo.'],
    es: ['Tomates a granel', 'Tomates maduros elegidos de las cajas por nuestros preparadores; pesados y cobrados por kilo.'],
    pt: ['Tomates a granel', 'Tomates maduros escolhidos das caixas pelos nossos preparadores; pesados e pagos ao quilo.'],
    ar: ['طماطم بالوزن', 'طماطم ناضجة يختارها فريق التعبئة من الصناديق، توزن ويحسب سعرها بالكيلوغرام.'],
    sw: ['Nyanya za rejareja', 'Nyanya mbivu zinazochaguliwa na wafungaji wetu kutoka kwenye kreti; hupimwa na kulipwa kwa kilo.'],
  }, { estimateKg: 1 }),
  g('onions-loose', 'fresh', 'kg', 120, '', '~1 kg', 'loose-veg', {
    en: ['Loose red onions', 'Firm red onions, weighed when packed and priced per kg.'],
    fr: ['Oignons rouges en vrac', 'Oignons rouges bien fermes, pesés à la préparation et vendus au kilo.'],
    es: ['Cebollas moradas a granel', 'Cebollas moradas firmes, pesadas al preparar el pedido y cobradas por kilo.'],
    pt: ['Cebolas roxas a granel', 'Cebolas roxas firmes, pesadas na preparação e pagas ao quilo.'],
    ar: ['بصل أحمر بالوزن', 'بصل أحمر متماسك، يوزن عند التعبئة ويحسب سعره بالكيلوغرام.'],
    sw: ['Vitunguu vyekundu vya rejareja', 'Vitunguu vyekundu vigumu, vinavyopimwa wakati wa kufunga na kulipwa kwa kilo.'],
  }, { estimateKg: 1 }),
  g('potatoes-loose', 'fresh', 'kg', 100, '', '~2 kg', 'loose-veg', {
    en: ['Loose potatoes', 'Washed potatoes for chips, mash and stews, priced per kg.'],
    fr: ['Pommes de terre en vrac', 'Pommes de terre lavées pour les frites, la purée et les ragoûts, vendues au kilo.'],
    es: ['Patatas a granel', 'Patatas lavadas para freír, hacer puré o guisar, cobradas por kilo.'],
    pt: ['Batatas a granel', 'Batatas lavadas para fritar, fazer puré ou guisar, pagas ao quilo.'],
    ar: ['بطاطس بالوزن', 'بطاطس مغسولة للقلي والهرس واليخنات، يحسب سعرها بالكيلوغرام.'],
    sw: ['Viazi vya rejareja', 'Viazi vilivyooshwa kwa chipsi, viazi vya kuponda na mchuzi, vinavyolipwa kwa kilo.'],
  }, { estimateKg: 2 }),
  g('bananas-loose', 'fresh', 'kg', 130, '', '~1 kg', 'loose-fruit', {
    en: ['Loose bananas', 'Sweet dessert bananas, a hand of about seven, priced per kg.'],
    fr: ['Bananes en vrac', 'Bananes douces, une main d’environ sept fruits, vendues au kilo.'],
    es: ['Plátanos a granel', 'Plátanos dulces, una mano de unos siete, cobrados por kilo.'],
    pt: ['Bananas a granel', 'Bananas doces, uma penca de cerca de sete, pagas ao quilo.'],
    ar: ['موز بالوزن', 'موز حلو، قرط من سبع حبات تقريبًا، يحسب سعره بالكيلوغرام.'],
    sw: ['Ndizi mbivu za rejareja', 'Ndizi tamu za kula, chana ya takriban saba, zinazolipwa kwa kilo.'],
  }, { estimateKg: 1 }),
  g('plantain-loose', 'fresh', 'kg', 160, '', '~1.5 kg', 'loose-fruit', {
    en: ['Plantain', 'Cooking plantain, green or ripe as you ask, priced per kg.'],
    fr: ['Banane plantain', 'Banane plantain à cuire, verte ou mûre selon votre choix, vendue au kilo.'],
    es: ['Plátano macho', 'Plátano para cocinar, verde o maduro a su elección, cobrado por kilo.'],
    pt: ['Banana-da-terra', 'Banana-da-terra para cozinhar, verde ou madura à sua escolha, paga ao quilo.'],
    ar: ['موز الجنة', 'موز الطبخ، أخضر أو ناضج حسب طلبكم، يحسب سعره بالكيلوغرام.'],
    sw: ['Ndizi za kupika', 'Ndizi za kupika, mbichi au mbivu kama utakavyo, zinazolipwa kwa kilo.'],
  }, { estimateKg: 1.5, only: ['los', 'acc', 'kgl', 'nbo'] }),
  g('whole-chicken', 'fresh', 'kg', 450, '', '~1.6 kg', 'meat', {
    en: ['Whole chicken', 'A fresh whole chicken, cleaned; charged on its packed weight, per kg.'],
    fr: ['Poulet entier', 'Un poulet entier frais et vidé ; facturé au poids emballé, au kilo.'],
    es: ['Pollo entero', 'Un pollo entero fresco y limpio; se cobra por su peso al empaquetarlo, por kilo.'],
    pt: ['Frango inteiro', 'Um frango inteiro fresco e limpo; cobrado pelo peso embalado, ao quilo.'],
    ar: ['دجاجة كاملة', 'دجاجة كاملة طازجة ومنظّفة، يحسب سعرها بوزنها عند التعبئة بالكيلوغرام.'],
    sw: ['Kuku mzima', 'Kuku mzima mbichi aliyesafishwa; analipwa kwa uzito wake wakati wa kufungwa, kwa kilo.'],
  }, { estimateKg: 1.6 }),
  g('beef-mince', 'fresh', 'kg', 700, '', '~500 g', 'meat', {
    en: ['Lean beef mince', 'Beef minced at the counter the morning of delivery, priced per kg.'],
    fr: ['Bœuf haché maigre', 'Bœuf haché au comptoir le matin de la livraison, vendu au kilo.'],
    es: ['Carne picada magra de ternera', 'Ternera picada en el mostrador la mañana del reparto, cobrada por kilo.'],
    pt: ['Carne de vaca picada magra', 'Vaca picada ao balcão na manhã da entrega, paga ao quilo.'],
    ar: ['لحم بقري مفروم قليل الدهن', 'لحم بقري يُفرم عند المنضدة صباح يوم التوصيل، يحسب سعره بالكيلوغرام.'],
    sw: ['Nyama ya kusaga isiyo na mafuta mengi', 'Nyama ya ng’ombe inayosagwa kaunta asubuhi ya kukuletea, inalipwa kwa kilo.'],
  }, { estimateKg: 0.5 }),
  g('tilapia-whole', 'fresh', 'kg', 600, '', '~800 g', 'meat', {
    en: ['Whole tilapia', 'Fresh lake tilapia, scaled and gutted on request, priced per kg.'],
    fr: ['Tilapia entier', 'Tilapia frais de lac, écaillé et vidé sur demande, vendu au kilo.'],
    es: ['Tilapia entera', 'Tilapia fresca de lago, escamada y limpia si lo pide, cobrada por kilo.'],
    pt: ['Tilápia inteira', 'Tilápia fresca de lago, escamada e limpa a pedido, paga ao quilo.'],
    ar: ['بلطي كامل', 'سمك بلطي طازج من البحيرة، يُقشَّر ويُنظَّف عند الطلب، يحسب سعره بالكيلوغرام.'],
    sw: ['Sato mzima', 'Samaki sato mbichi wa ziwani, anayeparwa na kusafishwa ukiomba, analipwa kwa kilo.'],
  }, { estimateKg: 0.8, only: ['nbo', 'kgl', 'acc', 'los'] }),
  g('avocados', 'fresh', 'pack', 250, 'Kilima', '4 × ~200 g', 'loose-fruit', {
    en: ['Hass avocados', 'Four Hass avocados, ready to eat in a day or two.'],
    fr: ['Avocats Hass', 'Quatre avocats Hass, à point d’ici un ou deux jours.'],
    es: ['Aguacates Hass', 'Cuatro aguacates Hass, listos para comer en uno o dos días.'],
    pt: ['Abacates Hass', 'Quatro abacates Hass, prontos a comer em um ou dois dias.'],
    ar: ['أفوكادو هاس', 'أربع حبات أفوكادو هاس، تصبح جاهزة للأكل خلال يوم أو يومين.'],
    sw: ['Maparachichi ya Hass', 'Maparachichi manne ya Hass, tayari kuliwa baada ya siku moja au mbili.'],
  }),
  g('gouda-deli', 'dairy-eggs', 'kg', 1100, '', '~400 g', 'cheese', {
    en: ['Gouda from the deli', 'Mild gouda cut to order at the deli counter, priced per kg.'],
    fr: ['Gouda à la coupe', 'Gouda doux coupé à la demande au rayon traiteur, vendu au kilo.'],
    es: ['Queso gouda al corte', 'Gouda suave cortado al momento en el mostrador, cobrado por kilo.'],
    pt: ['Queijo gouda à fatia', 'Gouda suave cortado na hora no balcão, pago ao quilo.'],
    ar: ['جبن غودا بالقطع', 'جبن غودا خفيف يُقطع حسب الطلب عند منضدة الأجبان، يحسب سعره بالكيلوغرام.'],
    sw: ['Jibini ya gouda ya kukatwa', 'Jibini laini ya gouda inayokatwa kaunta kwa kadri unavyoagiza, inalipwa kwa kilo.'],
  }, { estimateKg: 0.4, only: ['jnb', 'nbo', 'cmn'] }),
  // ── Dairy and eggs ─────────────────────────────────────────────────────────
  g('milk', 'dairy-eggs', 'piece', 120, 'Maziwa Fresh', '1 l', 'carton', {
    en: ['Fresh full-cream milk', 'Pasteurised full-cream milk; keep it in the fridge.'],
    fr: ['Lait frais entier', 'Lait entier pasteurisé ; à garder au réfrigérateur.'],
    es: ['Leche fresca entera', 'Leche entera pasteurizada; consérvela en la nevera.'],
    pt: ['Leite fresco gordo', 'Leite gordo pasteurizado; guarde-o no frigorífico.'],
    ar: ['حليب طازج كامل الدسم', 'حليب كامل الدسم مبستر؛ يُحفظ في الثلاجة.'],
    sw: ['Maziwa freshi yenye krimu', 'Maziwa yenye krimu yaliyochemshwa kwa usalama; yahifadhi kwenye friji.'],
  }),
  g('evaporated-milk', 'dairy-eggs', 'piece', 90, 'Sahel Harvest', '410 g', 'can', {
    en: ['Evaporated milk', 'Unsweetened evaporated milk for tea, custard and pap.'],
    fr: ['Lait concentré non sucré', 'Lait concentré non sucré pour le thé, les crèmes et la bouillie.'],
    es: ['Leche evaporada', 'Leche evaporada sin azúcar para el té, las natillas y las gachas.'],
    pt: ['Leite evaporado', 'Leite evaporado sem açúcar para o chá, os cremes e as papas.'],
    ar: ['حليب مبخّر', 'حليب مبخّر غير محلّى للشاي والكاسترد والعصيدة.'],
    sw: ['Maziwa ya kopo', 'Maziwa mazito yasiyo na sukari kwa chai, kastadi na uji.'],
  }, { only: WEST }),
  g('eggs-30', 'dairy-eggs', 'pack', 500, 'Sunrise Farms', '30 × 60 g', 'eggs', {
    en: ['Large eggs, tray of 30', 'A tray of thirty large eggs from free-range hens.'],
    fr: ['Gros œufs, plateau de 30', 'Un plateau de trente gros œufs de poules élevées en plein air.'],
    es: ['Huevos grandes, bandeja de 30', 'Una bandeja de treinta huevos grandes de gallinas camperas.'],
    pt: ['Ovos grandes, tabuleiro de 30', 'Um tabuleiro de trinta ovos grandes de galinhas criadas ao ar livre.'],
    ar: ['بيض كبير، طبق من 30', 'طبق من ثلاثين بيضة كبيرة من دجاج مربّى في الهواء الطلق.'],
    sw: ['Mayai makubwa, trei ya 30', 'Trei ya mayai thelathini makubwa ya kuku wa kufugwa huru.'],
  }),
  g('yoghurt', 'dairy-eggs', 'piece', 200, 'Maziwa Fresh', '500 ml', 'carton', {
    en: ['Plain yoghurt', 'Thick, tangy plain yoghurt with live cultures.'],
    fr: ['Yaourt nature', 'Yaourt nature épais et acidulé, aux ferments vivants.'],
    es: ['Yogur natural', 'Yogur natural espeso y ácido, con fermentos vivos.'],
    pt: ['Iogurte natural', 'Iogurte natural espesso e ácido, com fermentos vivos.'],
    ar: ['زبادي طبيعي', 'زبادي طبيعي كثيف بطعم حامض خفيف، ببكتيريا حية.'],
    sw: ['Mtindi wa kawaida', 'Mtindi mzito wenye uchachu, wenye bakteria hai.'],
  }),
  g('butter', 'dairy-eggs', 'piece', 450, 'Highveld Dairy', '500 g', 'cheese', {
    en: ['Salted butter', 'Creamy salted butter for bread, pastry and the pan.'],
    fr: ['Beurre demi-sel', 'Beurre demi-sel onctueux, pour les tartines, la pâtisserie et la poêle.'],
    es: ['Mantequilla con sal', 'Mantequilla cremosa con sal, para el pan, la repostería y la sartén.'],
    pt: ['Manteiga com sal', 'Manteiga cremosa com sal, para o pão, os bolos e a frigideira.'],
    ar: ['زبدة مملحة', 'زبدة كريمية مملحة للخبز والمعجنات والطهي.'],
    sw: ['Siagi yenye chumvi', 'Siagi laini yenye chumvi kwa mkate, kuoka na kupikia.'],
  }, { only: ['jnb', 'nbo', 'cmn', 'kgl'] }),
  // ── Bakery ────────────────────────────────────────────────────────────────
  g('white-loaf', 'bakery', 'piece', 110, 'Mkate Bora', '600 g', 'bread', {
    en: ['White sandwich loaf', 'Soft sliced white bread, baked overnight.'],
    fr: ['Pain de mie blanc', 'Pain de mie blanc moelleux et tranché, cuit dans la nuit.'],
    es: ['Pan de molde blanco', 'Pan de molde blanco tierno y en rebanadas, horneado por la noche.'],
    pt: ['Pão de forma branco', 'Pão de forma branco, macio e fatiado, cozido durante a noite.'],
    ar: ['خبز التوست الأبيض', 'خبز أبيض طري مقطّع إلى شرائح، مخبوز خلال الليل.'],
    sw: ['Mkate mweupe wa slesi', 'Mkate mweupe laini uliokatwa slesi, uliookwa usiku.'],
  }),
  g('brown-loaf', 'bakery', 'piece', 120, 'Mkate Bora', '600 g', 'bread', {
    en: ['Brown bread', 'Sliced brown bread with wholewheat flour.'],
    fr: ['Pain complet', 'Pain complet tranché à la farine de blé entier.'],
    es: ['Pan integral', 'Pan integral en rebanadas, con harina de trigo integral.'],
    pt: ['Pão integral', 'Pão integral fatiado, com farinha de trigo integral.'],
    ar: ['خبز أسمر', 'خبز أسمر مقطّع إلى شرائح من دقيق القمح الكامل.'],
    sw: ['Mkate wa kahawia', 'Mkate wa kahawia uliokatwa slesi, wa unga wa ngano isiyokobolewa.'],
  }),
  g('agege-bread', 'bakery', 'piece', 150, 'Mama Put Bakery', '800 g', 'bread', {
    en: ['Agege bread', 'Dense, soft, slightly sweet Lagos loaf, best with akara or tea.'],
    fr: ['Pain agege', 'Pain lagosien dense, moelleux et légèrement sucré, parfait avec des accras ou du thé.'],
    es: ['Pan agege', 'Pan de Lagos denso, tierno y algo dulce, ideal con akara o té.'],
    pt: ['Pão agege', 'Pão de Lagos denso, macio e ligeiramente doce, ótimo com acarajé ou chá.'],
    ar: ['خبز أغيغي', 'رغيف لاغوسي كثيف وطري وحلو قليلًا، ألذّ مع الأكارا أو الشاي.'],
    sw: ['Mkate wa agege', 'Mkate mzito, laini na mtamu kidogo wa Lagos, mzuri zaidi na akara au chai.'],
  }, { only: WEST }),
  g('khobz', 'bakery', 'pack', 60, 'Ferran Derb', '4 × 250 g', 'bread', {
    en: ['Khobz rounds', 'Four round Moroccan loaves from the neighbourhood oven.'],
    fr: ['Pains khobz', 'Quatre pains ronds marocains sortis du four du quartier.'],
    es: ['Panes khobz', 'Cuatro panes redondos marroquíes del horno del barrio.'],
    pt: ['Pães khobz', 'Quatro pães redondos marroquinos do forno do bairro.'],
    ar: ['خبز الفرّان', 'أربعة أرغفة مغربية مستديرة من فرّان الحي.'],
    sw: ['Mikate ya khobz', 'Mikate minne ya duara ya Kimoroko kutoka oveni ya mtaani.'],
  }, { only: ['cmn'] }),
  g('chapati-pack', 'bakery', 'pack', 200, 'Mama Jikoni', '5 × 80 g', 'bread', {
    en: ['Ready chapatis', 'Five soft layered chapatis; warm them in a dry pan.'],
    fr: ['Chapatis prêts', 'Cinq chapatis feuilletés et moelleux ; à réchauffer à la poêle sans matière grasse.'],
    es: ['Chapatis listos', 'Cinco chapatis hojaldrados y tiernos; caliéntelos en una sartén sin aceite.'],
    pt: ['Chapatis prontos', 'Cinco chapatis folhados e macios; aqueça-os numa frigideira sem gordura.'],
    ar: ['شاباتي جاهز', 'خمسة أرغفة شاباتي طرية مورّقة؛ تُسخَّن في مقلاة بلا زيت.'],
    sw: ['Chapati tayari', 'Chapati tano laini za tabaka; zipashe moto kwenye kikaango kikavu.'],
  }, { only: EAST }),
  // ── Drinks ────────────────────────────────────────────────────────────────
  g('water', 'drinks', 'bottle', 60, 'Spring Valley', '1.5 l', 'drink-bottle', {
    en: ['Still mineral water', 'Natural mineral water from a protected spring.'],
    fr: ['Eau minérale plate', 'Eau minérale naturelle d’une source protégée.'],
    es: ['Agua mineral sin gas', 'Agua mineral natural de un manantial protegido.'],
    pt: ['Água mineral sem gás', 'Água mineral natural de uma nascente protegida.'],
    ar: ['مياه معدنية غير غازية', 'مياه معدنية طبيعية من نبع محمي.'],
    sw: ['Maji ya madini yasiyo na gesi', 'Maji ya asili ya madini kutoka chemchemi iliyohifadhiwa.'],
  }),
  g('mango-juice', 'drinks', 'piece', 200, 'Jua', '1 l', 'carton', {
    en: ['Mango juice', 'Mango nectar with no added colours.'],
    fr: ['Jus de mangue', 'Nectar de mangue sans colorants ajoutés.'],
    es: ['Zumo de mango', 'Néctar de mango sin colorantes añadidos.'],
    pt: ['Sumo de manga', 'Néctar de manga sem corantes adicionados.'],
    ar: ['عصير المانجو', 'رحيق المانجو بدون ألوان مضافة.'],
    sw: ['Juisi ya embe', 'Sharubati ya embe isiyoongezwa rangi.'],
  }),
  g('ginger-beer', 'drinks', 'pack', 400, 'Tangawizi Co.', '6 × 330 ml', 'drink-bottle', {
    en: ['Ginger beer', 'Six bottles of fiery, non-alcoholic ginger beer.'],
    fr: ['Bière de gingembre', 'Six bouteilles de boisson au gingembre bien relevée, sans alcool.'],
    es: ['Cerveza de jengibre', 'Seis botellas de refresco de jengibre picante, sin alcohol.'],
    pt: ['Cerveja de gengibre', 'Seis garrafas de refrigerante de gengibre picante, sem álcool.'],
    ar: ['مشروب الزنجبيل', 'ست زجاجات من مشروب الزنجبيل اللاذع الخالي من الكحول.'],
    sw: ['Soda ya tangawizi', 'Chupa sita za kinywaji kikali cha tangawizi kisicho na kilevi.'],
  }),
  g('malt-drink', 'drinks', 'pack', 450, 'Malta Royale', '6 × 330 ml', 'can', {
    en: ['Malt drink', 'Six cans of sweet, non-alcoholic malt drink, served very cold.'],
    fr: ['Boisson maltée', 'Six canettes de boisson maltée sucrée sans alcool, à servir bien fraîche.'],
    es: ['Bebida de malta', 'Seis latas de malta dulce sin alcohol, para servir muy fría.'],
    pt: ['Bebida de malte', 'Seis latas de malte doce sem álcool, para servir bem gelada.'],
    ar: ['مشروب الشعير', 'ست علب من مشروب الشعير الحلو الخالي من الكحول، يقدَّم باردًا جدًا.'],
    sw: ['Kinywaji cha kimea', 'Makopo sita ya kinywaji kitamu cha kimea kisicho na kilevi, kinywe kikiwa baridi sana.'],
  }, { only: WEST }),
  // ── Household ─────────────────────────────────────────────────────────────
  g('dish-soap', 'household', 'bottle', 200, 'Safi', '750 ml', 'household', {
    en: ['Dishwashing liquid', 'Lemon dishwashing liquid that cuts through palm oil and grease.'],
    fr: ['Liquide vaisselle', 'Liquide vaisselle au citron qui vient à bout de l’huile de palme et des graisses.'],
    es: ['Lavavajillas a mano', 'Lavavajillas de limón que elimina el aceite de palma y la grasa.'],
    pt: ['Detergente da loiça', 'Detergente da loiça de limão que remove o óleo de palma e a gordura.'],
    ar: ['سائل غسيل الأطباق', 'سائل لغسيل الأطباق برائحة الليمون يزيل زيت النخيل والدهون.'],
    sw: ['Sabuni ya maji ya vyombo', 'Sabuni ya vyombo yenye limau inayoondoa mafuta ya mawese na grisi.'],
  }),
  g('washing-powder', 'household', 'pack', 450, 'Safi', '2 kg', 'household', {
    en: ['Washing powder', 'Washing powder for hand and machine washing.'],
    fr: ['Lessive en poudre', 'Lessive en poudre pour le lavage à la main et en machine.'],
    es: ['Detergente en polvo', 'Detergente en polvo para lavar a mano y a máquina.'],
    pt: ['Detergente em pó', 'Detergente em pó para lavar à mão e à máquina.'],
    ar: ['مسحوق الغسيل', 'مسحوق غسيل للغسل اليدوي وفي الغسالة.'],
    sw: ['Sabuni ya unga', 'Sabuni ya unga ya kufulia kwa mkono na kwa mashine.'],
  }),
  g('toilet-paper', 'household', 'pack', 400, 'Soft Touch', '9 × 22 m', 'household', {
    en: ['Toilet paper', 'Nine rolls of soft two-ply toilet paper.'],
    fr: ['Papier toilette', 'Neuf rouleaux de papier toilette doux, double épaisseur.'],
    es: ['Papel higiénico', 'Nueve rollos de papel higiénico suave de doble capa.'],
    pt: ['Papel higiénico', 'Nove rolos de papel higiénico macio de folha dupla.'],
    ar: ['ورق المرحاض', 'تسع لفات من ورق المرحاض الناعم بطبقتين.'],
    sw: ['Karatasi za chooni', 'Roli tisa za karatasi laini za chooni za tabaka mbili.'],
  }),
  // ── Baby ──────────────────────────────────────────────────────────────────
  g('nappies', 'baby', 'pack', 1100, 'Toto Care', '44 × 6–10 kg', 'baby', {
    en: ['Nappies, size 3', 'Forty-four breathable nappies for babies of 6 to 10 kg.'],
    fr: ['Couches, taille 3', 'Quarante-quatre couches respirantes pour bébés de 6 à 10 kg.'],
    es: ['Pañales, talla 3', 'Cuarenta y cuatro pañales transpirables para bebés de 6 a 10 kg.'],
    pt: ['Fraldas, tamanho 3', 'Quarenta e quatro fraldas respiráveis para bebés de 6 a 10 kg.'],
    ar: ['حفاضات، المقاس 3', 'أربعة وأربعون حفاضًا قابلًا للتهوية للأطفال من 6 إلى 10 كغ.'],
    sw: ['Nepi, saizi 3', 'Nepi arobaini na nne zinazopitisha hewa kwa watoto wa kilo 6 hadi 10.'],
  }),
  g('baby-cereal', 'baby', 'piece', 450, 'Toto Care', '400 g', 'pack', {
    en: ['Baby cereal with milk', 'Wheat and milk infant cereal with iron, from six months.'],
    fr: ['Céréales bébé au lait', 'Céréales infantiles au blé et au lait, enrichies en fer, dès six mois.'],
    es: ['Papilla de cereales con leche', 'Cereales infantiles de trigo y leche con hierro, a partir de seis meses.'],
    pt: ['Papa de cereais com leite', 'Papa infantil de trigo e leite com ferro, a partir dos seis meses.'],
    ar: ['سيريلاك الأطفال بالحليب', 'حبوب أطفال بالقمح والحليب مدعّمة بالحديد، ابتداءً من ستة أشهر.'],
    sw: ['Uji wa watoto wenye maziwa', 'Nafaka ya watoto ya ngano na maziwa yenye madini ya chuma, kuanzia miezi sita.'],
  }),
  g('baby-wipes', 'baby', 'pack', 250, 'Toto Care', '80 × 20 × 15 cm', 'baby', {
    en: ['Baby wipes', 'Eighty fragrance-free wipes for sensitive skin.'],
    fr: ['Lingettes bébé', 'Quatre-vingts lingettes sans parfum pour peaux sensibles.'],
    es: ['Toallitas para bebé', 'Ochenta toallitas sin perfume para pieles sensibles.'],
    pt: ['Toalhitas para bebé', 'Oitenta toalhitas sem perfume para pele sensível.'],
    ar: ['مناديل مبللة للأطفال', 'ثمانون منديلًا بدون عطر للبشرة الحساسة.'],
    sw: ['Vitambaa vya maji vya watoto', 'Vitambaa themanini visivyo na manukato kwa ngozi nyeti.'],
  }),
  // ── Frozen ────────────────────────────────────────────────────────────────
  g('frozen-peas', 'frozen', 'pack', 250, 'Polar Fresh', '1 kg', 'frozen', {
    en: ['Frozen garden peas', 'Sweet peas frozen within hours of picking.'],
    fr: ['Petits pois surgelés', 'Petits pois sucrés surgelés quelques heures après la cueillette.'],
    es: ['Guisantes congelados', 'Guisantes dulces congelados a las pocas horas de la cosecha.'],
    pt: ['Ervilhas congeladas', 'Ervilhas doces congeladas poucas horas depois da colheita.'],
    ar: ['بازلاء مجمّدة', 'بازلاء حلوة مجمّدة بعد ساعات من قطفها.'],
    sw: ['Njegere zilizogandishwa', 'Njegere tamu zilizogandishwa saa chache baada ya kuvunwa.'],
  }),
  g('frozen-chips', 'frozen', 'pack', 300, 'Polar Fresh', '1 kg', 'frozen', {
    en: ['Frozen oven chips', 'Straight-cut potato chips to bake or fry from frozen.'],
    fr: ['Frites surgelées', 'Frites coupées droites, à cuire au four ou à frire sans décongeler.'],
    es: ['Patatas fritas congeladas', 'Patatas de corte recto para hornear o freír sin descongelar.'],
    pt: ['Batatas fritas congeladas', 'Batatas de corte direito para assar ou fritar sem descongelar.'],
    ar: ['بطاطس مقلية مجمّدة', 'أصابع بطاطس مستقيمة تُخبز أو تُقلى مباشرة من المجمّد.'],
    sw: ['Chipsi zilizogandishwa', 'Chipsi za viazi zilizokatwa sawa, za kuoka au kukaanga zikiwa zimeganda.'],
  }),
  g('frozen-mackerel', 'frozen', 'pack', 500, 'Atlantic Catch', '1 kg', 'frozen', {
    en: ['Frozen mackerel', 'Whole mackerel frozen at sea, for stews, grilling and pepper soup.'],
    fr: ['Maquereau surgelé', 'Maquereaux entiers surgelés en mer, pour les ragoûts, le grill et la soupe pimentée.'],
    es: ['Caballa congelada', 'Caballas enteras congeladas en alta mar, para guisos, parrilla y sopa picante.'],
    pt: ['Cavala congelada', 'Cavalas inteiras congeladas no mar, para guisados, grelhados e sopa picante.'],
    ar: ['سمك الإسقمري المجمّد', 'سمك إسقمري كامل مجمّد في البحر، لليخنات والشواء والشوربة الحارة.'],
    sw: ['Samaki makrili waliogandishwa', 'Makrili wazima waliogandishwa baharini, kwa mchuzi, kuchoma na supu ya pilipili.'],
  }, { only: ['los', 'acc', 'cmn'] }),
  g('ice-cream', 'frozen', 'piece', 500, 'Polar Fresh', '2 l', 'frozen', {
    en: ['Vanilla ice cream', 'Creamy vanilla ice cream made with real milk.'],
    fr: ['Glace à la vanille', 'Glace onctueuse à la vanille, au vrai lait.'],
    es: ['Helado de vainilla', 'Helado cremoso de vainilla hecho con leche de verdad.'],
    pt: ['Gelado de baunilha', 'Gelado cremoso de baunilha feito com leite verdadeiro.'],
    ar: ['آيس كريم بالفانيليا', 'آيس كريم كريمي بالفانيليا مصنوع من حليب حقيقي.'],
    sw: ['Aiskrimu ya vanila', 'Aiskrimu laini ya vanila iliyotengenezwa kwa maziwa halisi.'],
  }),
]

export const PRODUCT_BY_KEY: ReadonlyMap<string, ProductType> = new Map(PRODUCT_TYPES.map((p) => [p.key, p]))
