/**
 * The library of produce types the seed is built from: what a farmer can list, in six
 * languages, with its selling unit, a typical price in US cents and its season.
 *
 * Names are written so that they still read naturally with a lower-case first letter
 * (they are dropped into stories and offer titles).
 */
import type { Category, I18n, Lang, Unit } from './seed-types'
import type { StoreId } from './stores'

export type Measure = { amount: number; per: 'kg' | 'l' } | null

export interface ProduceType {
  key: string
  category: Category
  unit: Unit
  measure: Measure
  /** Typical price for one unit, in US cents, before conversion and rounding. */
  usdCents: number
  season: number[]
  seasonByStore: Partial<Record<StoreId, number[]>>
  minQty: number
  stepQty: number
  /** File name (without .svg) under /img/produce/. */
  img: string
  name: I18n
  description: I18n
}

type Texts = Record<Lang, readonly [name: string, description: string]>

interface Options {
  measure?: Measure
  season?: number[]
  seasons?: Partial<Record<StoreId, number[]>>
  minQty?: number
  stepQty?: number
}

/** Months from `from` to `to` inclusive, wrapping over the new year. */
export function months(from: number, to: number): number[] {
  const out: number[] = []
  for (let m = from; ; m = (m % 12) + 1) {
    out.push(m)
    if (m === to) return out.sort((a, b) => a - b)
  }
}
const ALL = months(1, 12)

const DEFAULT_MEASURE: Partial<Record<Unit, Measure>> = {
  kg: { amount: 1, per: 'kg' },
  g500: { amount: 0.5, per: 'kg' },
  litre: { amount: 1, per: 'l' },
}

function p(key: string, category: Category, unit: Unit, usdCents: number, img: string, texts: Texts, opts: Options = {}): ProduceType {
  const name = {} as I18n
  const description = {} as I18n
  for (const lang of Object.keys(texts) as Lang[]) {
    name[lang] = texts[lang][0]
    description[lang] = texts[lang][1]
  }
  return {
    key,
    category,
    unit,
    measure: opts.measure === undefined ? (DEFAULT_MEASURE[unit] ?? null) : opts.measure,
    usdCents,
    season: opts.season ?? ALL,
    seasonByStore: opts.seasons ?? {},
    minQty: opts.minQty ?? 1,
    stepQty: opts.stepQty ?? (unit === 'kg' ? 0.5 : 1),
    img,
    name,
    description,
  }
}

const kg = (amount: number): Measure => ({ amount, per: 'kg' })
const l = (amount: number): Measure => ({ amount, per: 'l' })

// One produce a block, its six languages aligned beneath it: Prettier leaves it.
// prettier-ignore
export const PRODUCE_TYPES: readonly ProduceType[] = [
  // ── Vegetables ────────────────────────────────────────────────────────────
  p('tomato', 'vegetables', 'kg', 150, 'tomato', {
    en: ['Tomatoes', 'Vine-ripened tomatoes picked when fully red, so they are sweet, juicy and full of flavour for salads and stews.'],
    fr: ['Tomates', 'Tomates mûries sur pied et cueillies bien rouges : sucrées, juteuses et parfaites pour les salades comme pour les sauces.'],
    es: ['Tomates', 'Tomates madurados en la mata y cosechados bien rojos: dulces, jugosos y perfectos para ensaladas y guisos.'],
    pt: ['Tomates', 'Tomates amadurecidos no pé e colhidos bem vermelhos: doces, suculentos e ótimos para saladas e guisados.'],
    ar: ['طماطم', 'طماطم ناضجة على نبتتها تُقطف وهي حمراء تمامًا، حلوة وعصيرية ومثالية للسلطات والصلصات.'],
    sw: ['Nyanya', 'Nyanya zilizoivia shambani na kuchumwa zikiwa nyekundu kabisa — tamu, zenye majimaji na nzuri kwa saladi na mchuzi.'],
  }),
  p('red-onion', 'vegetables', 'kg', 120, 'red-onion', {
    en: ['Red onions', 'Firm, well-cured red onions with a sweet bite — the base of every good stew, salsa and kachumbari.'],
    fr: ['Oignons rouges', 'Oignons rouges fermes et bien séchés, doux et piquants à la fois : la base de tous les ragoûts et salades.'],
    es: ['Cebollas moradas', 'Cebollas moradas firmes y bien curadas, de sabor dulce y picante: la base de cualquier guiso o ensalada.'],
    pt: ['Cebolas roxas', 'Cebolas roxas firmes e bem curadas, de sabor doce e picante: a base de qualquer guisado ou salada.'],
    ar: ['بصل أحمر', 'بصل أحمر متماسك ومجفف جيدًا بطعم حلو ولاذع، هو أساس كل يخنة وسلطة.'],
    sw: ['Vitunguu vyekundu', 'Vitunguu vyekundu vigumu vilivyokaushwa vizuri, vitamu na vikali kidogo — msingi wa kila mchuzi na kachumbari.'],
  }),
  p('carrot', 'vegetables', 'kg', 130, 'carrot', {
    en: ['Carrots', 'Sweet, crunchy carrots pulled from loose soil, great raw, grated into salads or roasted.'],
    fr: ['Carottes', 'Carottes sucrées et croquantes, délicieuses crues, râpées en salade ou rôties au four.'],
    es: ['Zanahorias', 'Zanahorias dulces y crujientes, deliciosas crudas, ralladas en ensalada o asadas al horno.'],
    pt: ['Cenouras', 'Cenouras doces e estaladiças, deliciosas cruas, raladas em salada ou assadas no forno.'],
    ar: ['جزر', 'جزر حلو ومقرمش، لذيذ نيئًا أو مبشورًا في السلطة أو مشويًا في الفرن.'],
    sw: ['Karoti', 'Karoti tamu zinazokatika vizuri, nzuri mbichi kwenye saladi, zilizokunwa au kuokwa.'],
  }),
  p('cabbage', 'vegetables', 'head', 100, 'cabbage', {
    en: ['Green cabbage', 'Tight, heavy heads of cabbage (about 1.5 kg) for stir-fries, coleslaw and slow-cooked stews.'],
    fr: ['Chou vert', 'Choux pommés bien serrés (environ 1,5 kg), pour les poêlées, la salade de chou et les plats mijotés.'],
    es: ['Repollo', 'Repollos firmes y pesados (unos 1,5 kg) para salteados, ensalada de col y guisos a fuego lento.'],
    pt: ['Repolho', 'Repolhos firmes e pesados (cerca de 1,5 kg) para salteados, salada de couve e guisados lentos.'],
    ar: ['ملفوف أخضر', 'رؤوس ملفوف متماسكة وثقيلة (نحو 1.5 كغ) للقلي السريع والسلطة والأطباق المطهوة على نار هادئة.'],
    sw: ['Kabichi', 'Kabichi nzito zilizoshikamana vizuri (takriban kilo 1.5) kwa kukaanga, saladi na mapishi ya moto mdogo.'],
  }, { measure: kg(1.5) }),
  p('bell-pepper', 'vegetables', 'kg', 300, 'bell-pepper', {
    en: ['Sweet peppers', 'Glossy green, red and yellow bell peppers with thick, crisp walls — lovely grilled, stuffed or sliced raw.'],
    fr: ['Poivrons', 'Poivrons verts, rouges et jaunes à la chair épaisse et croquante, délicieux grillés, farcis ou crus.'],
    es: ['Pimientos', 'Pimientos verdes, rojos y amarillos de carne gruesa y crujiente, ricos asados, rellenos o en crudo.'],
    pt: ['Pimentos', 'Pimentos verdes, vermelhos e amarelos de polpa grossa e estaladiça, ótimos grelhados, recheados ou crus.'],
    ar: ['فلفل حلو', 'فلفل رومي أخضر وأحمر وأصفر بلحم سميك ومقرمش، لذيذ مشويًا أو محشوًا أو نيئًا.'],
    sw: ['Pilipili hoho', 'Pilipili hoho za kijani, nyekundu na njano zenye nyama nene — tamu zikichomwa, zikijazwa au mbichi.'],
  }),
  p('chilli', 'vegetables', 'g500', 200, 'chilli', {
    en: ['Hot chillies', 'Fiery fresh chillies, scotch bonnet and bird’s eye, for pepper soup, sauces and pickles. A little goes a long way.'],
    fr: ['Piments forts', 'Piments frais bien forts, type antillais et piment oiseau, pour les soupes, les sauces et les condiments. Un peu suffit !'],
    es: ['Chiles picantes', 'Chiles frescos muy picantes, tipo habanero y ojo de pájaro, para sopas, salsas y encurtidos. Con poco basta.'],
    pt: ['Malaguetas', 'Malaguetas frescas e bem picantes, tipo piri-piri e scotch bonnet, para sopas, molhos e conservas. Um pouco chega.'],
    ar: ['فلفل حار', 'فلفل حار طازج شديد اللسعة لحساء الفلفل والصلصات والمخللات. القليل منه يكفي.'],
    sw: ['Pilipili kali', 'Pilipili mbichi kali sana kwa supu ya pilipili, sosi na achari. Kidogo tu kinatosha.'],
  }),
  p('okra', 'vegetables', 'g500', 180, 'okra', {
    en: ['Okra', 'Young, tender okra pods picked small so they stay crisp — perfect for okra soup, stews and quick frying.'],
    fr: ['Gombo', 'Jeunes gombos tendres cueillis petits pour rester croquants, parfaits pour la sauce gombo et les ragoûts.'],
    es: ['Quimbombó', 'Vainas de quimbombó jóvenes y tiernas, cosechadas pequeñas para que sigan crujientes; ideales para sopas y guisos.'],
    pt: ['Quiabo', 'Quiabos jovens e tenros, colhidos pequenos para ficarem firmes: perfeitos para sopas, guisados e fritos.'],
    ar: ['بامية', 'قرون بامية صغيرة وطرية تُقطف مبكرًا لتبقى مقرمشة، مثالية للحساء واليخنات والقلي السريع.'],
    sw: ['Bamia', 'Bamia changa na laini zilizochumwa zikiwa ndogo — nzuri kwa supu ya bamia, mchuzi na kukaanga.'],
  }),
  p('aubergine', 'vegetables', 'kg', 200, 'aubergine', {
    en: ['Purple aubergines', 'Glossy purple aubergines with creamy flesh, for grilling, curries and smoky dips.'],
    fr: ['Aubergines violettes', 'Aubergines violettes et brillantes à la chair fondante, à griller, en curry ou en caviar fumé.'],
    es: ['Berenjenas', 'Berenjenas moradas y brillantes de pulpa cremosa, para asar, al curry o en cremas ahumadas.'],
    pt: ['Beringelas', 'Beringelas roxas e brilhantes de polpa cremosa, para grelhar, em caril ou em pastas fumadas.'],
    ar: ['باذنجان', 'باذنجان بنفسجي لامع بلبّ كريمي، للشوي والكاري والمقبلات المدخنة.'],
    sw: ['Biringanya', 'Biringanya za zambarau zinazong’aa zenye nyama laini, nzuri kuchoma, kwa mchuzi au kupondwa.'],
  }),
  p('garden-egg', 'vegetables', 'kg', 200, 'garden-egg', {
    en: ['Garden eggs', 'Small white and green African aubergines, slightly bitter and crunchy — eaten raw with groundnut paste or cooked into stew.'],
    fr: ['Aubergines africaines', 'Petites aubergines africaines blanches et vertes, légèrement amères et croquantes, à croquer crues ou en sauce.'],
    es: ['Berenjenas africanas', 'Pequeñas berenjenas africanas blancas y verdes, algo amargas y crujientes; se comen crudas o en guiso.'],
    pt: ['Jilós', 'Pequenos jilós brancos e verdes, ligeiramente amargos e estaladiços, comidos crus ou cozinhados em molhos.'],
    ar: ['باذنجان أفريقي', 'باذنجان أفريقي صغير أبيض وأخضر، مرّ قليلًا ومقرمش، يؤكل نيئًا أو مطبوخًا في اليخنة.'],
    sw: ['Nyanya chungu', 'Nyanya chungu ndogo nyeupe na za kijani, chungu kidogo na zinazokatika — huliwa mbichi au kupikwa kwenye mchuzi.'],
  }),
  p('cucumber', 'vegetables', 'piece', 60, 'cucumber', {
    en: ['Cucumbers', 'Crisp, cool cucumbers with thin skins, no peeling needed. Each weighs around 400 g.'],
    fr: ['Concombres', 'Concombres frais et croquants à la peau fine, inutile de les éplucher. Environ 400 g pièce.'],
    es: ['Pepinos', 'Pepinos frescos y crujientes de piel fina, no hace falta pelarlos. Unos 400 g cada uno.'],
    pt: ['Pepinos', 'Pepinos frescos e estaladiços de casca fina, não é preciso descascar. Cerca de 400 g cada.'],
    ar: ['خيار', 'خيار طازج ومقرمش بقشرة رقيقة لا تحتاج إلى تقشير، وزن الحبة نحو 400 غ.'],
    sw: ['Matango', 'Matango mabichi yenye ganda jembamba — hayahitaji kumenywa. Kila moja lina takriban gramu 400.'],
  }, { measure: kg(0.4) }),
  p('courgette', 'vegetables', 'kg', 250, 'courgette', {
    en: ['Courgettes (baby marrows)', 'Young courgettes with tender, nutty flesh for grilling, soups and tagines.'],
    fr: ['Courgettes', 'Jeunes courgettes à la chair tendre au léger goût de noisette, pour les grillades, les soupes et les tajines.'],
    es: ['Calabacines', 'Calabacines tiernos de sabor suave, para la plancha, sopas y tajines.'],
    pt: ['Curgetes', 'Curgetes jovens de polpa tenra, para grelhar, sopas e tajines.'],
    ar: ['كوسة', 'كوسة صغيرة طرية بنكهة لطيفة، للشوي والحساء والطواجن.'],
    sw: ['Zukini', 'Zukini changa zenye nyama laini, nzuri kuchoma, kwa supu na tajini.'],
  }),
  p('green-beans', 'vegetables', 'g500', 180, 'green-beans', {
    en: ['Fine green beans', 'Slender, stringless green beans picked every other day — steam them for three minutes and they are done.'],
    fr: ['Haricots verts extra-fins', 'Haricots verts fins et sans fils, cueillis tous les deux jours ; trois minutes à la vapeur et c’est prêt.'],
    es: ['Judías verdes finas', 'Judías verdes finas y sin hebras, cosechadas cada dos días; tres minutos al vapor y listas.'],
    pt: ['Feijão-verde fino', 'Feijão-verde fino e sem fios, colhido dia sim, dia não; três minutos ao vapor e está pronto.'],
    ar: ['فاصوليا خضراء رفيعة', 'فاصوليا خضراء رفيعة بلا خيوط تُقطف كل يومين، وتكفيها ثلاث دقائق على البخار.'],
    sw: ['Fasolini', 'Fasolini nyembamba zisizo na nyuzi, huchumwa kila baada ya siku mbili — dakika tatu za mvuke zinatosha.'],
  }),
  p('peas', 'vegetables', 'g500', 220, 'pea-pod', {
    en: ['Garden peas in the pod', 'Plump pea pods to shell at home, sweet enough to eat raw and lovely in pilau, stews and salads.'],
    fr: ['Petits pois en cosse', 'Cosses bien pleines à écosser chez vous, si sucrées qu’on les mange crues ; délicieuses en pilaf et en ragoût.'],
    es: ['Guisantes en vaina', 'Vainas llenas para desgranar en casa, tan dulces que se comen crudas; deliciosas en arroces y guisos.'],
    pt: ['Ervilhas em vagem', 'Vagens cheias para descascar em casa, tão doces que se comem cruas; ótimas em arroz e guisados.'],
    ar: ['بازلاء بقرونها', 'قرون بازلاء ممتلئة تُقشَّر في البيت، حلوة لدرجة أنها تؤكل نيئة، ولذيذة مع الأرز واليخنات.'],
    sw: ['Njegere kwenye maganda', 'Maganda ya njegere yaliyojaa ya kumenya nyumbani — tamu kiasi cha kuliwa mbichi, nzuri kwenye pilau na mchuzi.'],
  }, { season: months(4, 11), seasons: { cmn: months(12, 5) } }),
  p('butternut', 'vegetables', 'piece', 120, 'butternut', {
    en: ['Butternut squash', 'Dense, sweet butternuts of about 1.2 kg that keep for weeks — roast, mash or blend into soup.'],
    fr: ['Courge butternut', 'Courges butternut denses et sucrées d’environ 1,2 kg, qui se gardent des semaines : rôties, en purée ou en velouté.'],
    es: ['Calabaza violín', 'Calabazas violín densas y dulces de 1,2 kg aprox. que duran semanas: asadas, en puré o en crema.'],
    pt: ['Abóbora-manteiga', 'Abóboras-manteiga densas e doces, com cerca de 1,2 kg, que duram semanas: assadas, em puré ou em sopa.'],
    ar: ['قرع البترنت', 'قرع حلو كثيف بوزن نحو 1.2 كغ يدوم أسابيع، يُشوى أو يُهرس أو يُحضَّر حساءً.'],
    sw: ['Boga la butternut', 'Maboga matamu ya takriban kilo 1.2 yanayodumu wiki kadhaa — yaoke, yaponde au tengeneza supu.'],
  }, { measure: kg(1.2) }),
  p('garlic', 'vegetables', 'g500', 350, 'garlic', {
    en: ['Garlic', 'Fat, purple-striped garlic bulbs dried in the shade, with a strong flavour that lasts.'],
    fr: ['Ail', 'Grosses têtes d’ail violet séchées à l’ombre, au goût puissant, qui se conservent longtemps.'],
    es: ['Ajo', 'Cabezas de ajo morado grandes, secadas a la sombra, de sabor intenso y larga conservación.'],
    pt: ['Alho', 'Cabeças de alho roxo graúdas, secas à sombra, de sabor intenso e longa conservação.'],
    ar: ['ثوم', 'رؤوس ثوم بنفسجي كبيرة مجففة في الظل، نكهتها قوية وتدوم طويلًا.'],
    sw: ['Kitunguu saumu', 'Vitunguu saumu vikubwa vyenye michirizi ya zambarau, vilivyokaushwa kivulini — harufu kali na hudumu muda mrefu.'],
  }),
  p('broad-beans', 'vegetables', 'kg', 150, 'broad-beans', {
    en: ['Fresh broad beans', 'Tender fava beans in the pod, a spring favourite for bissara, tagines and salads with cumin and olive oil.'],
    fr: ['Fèves fraîches', 'Fèves tendres en cosse, incontournables du printemps pour la bissara, les tajines et les salades au cumin.'],
    es: ['Habas frescas', 'Habas tiernas en vaina, imprescindibles en primavera para bissara, tajines y ensaladas con comino.'],
    pt: ['Favas frescas', 'Favas tenras na vagem, indispensáveis na primavera para bissara, tajines e saladas com cominhos.'],
    ar: ['فول أخضر', 'فول طري بقرونه، من أطايب الربيع لتحضير البيصارة والطواجن والسلطات بالكمون وزيت الزيتون.'],
    sw: ['Maharagwe mapana mabichi', 'Maharagwe mapana laini kwenye maganda — kipenzi cha msimu wa machipuko kwa bissara, tajini na saladi.'],
  }, { season: months(1, 5) }),
  p('green-maize', 'vegetables', 'dozen', 300, 'maize-cob', {
    en: ['Green maize cobs', 'A dozen fresh, milky cobs picked the day before delivery — roast them over coals or boil with a pinch of salt.'],
    fr: ['Épis de maïs frais', 'Une douzaine d’épis tendres et laiteux cueillis la veille, à griller sur la braise ou à bouillir avec une pincée de sel.'],
    es: ['Mazorcas de maíz tierno', 'Una docena de mazorcas tiernas y lechosas cosechadas la víspera: a la brasa o hervidas con una pizca de sal.'],
    pt: ['Maçarocas de milho verde', 'Uma dúzia de maçarocas tenras colhidas na véspera: assadas na brasa ou cozidas com uma pitada de sal.'],
    ar: ['كيزان ذرة طازجة', 'دزينة من كيزان الذرة الطرية تُقطف قبل التوصيل بيوم، تُشوى على الجمر أو تُسلق برشة ملح.'],
    sw: ['Mahindi mabichi', 'Dazeni ya mahindi mabichi laini yaliyovunwa siku moja kabla — yachome kwenye makaa au chemsha kwa chumvi kidogo.'],
  }, { season: months(12, 5), seasons: { los: months(5, 9), acc: months(5, 9) } }),

  // ── Leafy greens ──────────────────────────────────────────────────────────
  p('spinach', 'leafy-greens', 'bunch', 80, 'spinach', {
    en: ['Spinach (Swiss chard)', 'Big, glossy bunches of Swiss chard, the “spinach” of every family kitchen, for stews, sautés and pies.'],
    fr: ['Blettes', 'Grosses bottes de blettes aux feuilles brillantes, pour les ragoûts, les poêlées et les tourtes.'],
    es: ['Acelgas', 'Manojos grandes de acelgas de hojas brillantes para guisos, salteados y empanadas.'],
    pt: ['Acelgas', 'Molhos grandes de acelgas viçosas para guisados, salteados e tartes.'],
    ar: ['سلق', 'حزم كبيرة من السلق اللامع لليخنات والقلي والفطائر.'],
    sw: ['Spinachi', 'Mafungu makubwa ya spinachi yenye majani yanayong’aa — kwa mchuzi, kukaanga na kuoka.'],
  }),
  p('kale', 'leafy-greens', 'bunch', 50, 'kale', {
    en: ['Kale (sukuma wiki)', 'Tender collard and kale leaves picked young — fry with onion and tomato for classic sukuma wiki.'],
    fr: ['Chou kale (sukuma wiki)', 'Feuilles de chou cavalier et de kale cueillies jeunes, à faire revenir avec oignon et tomate comme au Kenya.'],
    es: ['Col rizada (sukuma wiki)', 'Hojas tiernas de col forrajera y col rizada, cosechadas jóvenes; salteadas con cebolla y tomate al estilo keniano.'],
    pt: ['Couve (sukuma wiki)', 'Folhas tenras de couve-galega colhidas jovens; salteadas com cebola e tomate ao estilo queniano.'],
    ar: ['كرنب أجعد (سوكوما ويكي)', 'أوراق كرنب طرية تُقطف صغيرة، تُقلى مع البصل والطماطم على الطريقة الكينية.'],
    sw: ['Sukuma wiki', 'Majani laini ya sukuma wiki yaliyochumwa yakiwa machanga — kaanga na kitunguu na nyanya.'],
  }),
  p('amaranth', 'leafy-greens', 'bunch', 60, 'amaranth', {
    en: ['Amaranth leaves', 'Soft amaranth greens (terere, efo tete, dodo), rich in iron and quick to cook.'],
    fr: ['Feuilles d’amarante', 'Tendres feuilles d’amarante, riches en fer et vite cuites, appréciées partout en Afrique.'],
    es: ['Hojas de amaranto', 'Hojas tiernas de amaranto, ricas en hierro y de cocción rápida.'],
    pt: ['Folhas de amaranto', 'Folhas tenras de amaranto, ricas em ferro e de cozedura rápida.'],
    ar: ['أوراق القطيفة', 'أوراق قطيفة (أمارانث) طرية غنية بالحديد وسريعة الطهي.'],
    sw: ['Mchicha', 'Mchicha laini wenye madini ya chuma kwa wingi — hupikika haraka.'],
  }),
  p('nightshade', 'leafy-greens', 'bunch', 70, 'nightshade', {
    en: ['African nightshade (managu)', 'Slightly bitter managu leaves, a Kenyan favourite — simmer with a splash of milk or cream to mellow them.'],
    fr: ['Morelle africaine (managu)', 'Feuilles de managu légèrement amères, très prisées au Kenya, à mijoter avec un peu de lait ou de crème.'],
    es: ['Hierba mora africana (managu)', 'Hojas de managu ligeramente amargas, muy apreciadas en Kenia; cocínalas con un chorrito de leche o nata.'],
    pt: ['Erva-moura africana (managu)', 'Folhas de managu ligeiramente amargas, muito apreciadas no Quénia; cozinhe com um pouco de leite ou natas.'],
    ar: ['عنب الذئب الأفريقي (ماناغو)', 'أوراق ماناغو مرّة قليلًا ومحبوبة في كينيا، تُطهى مع قليل من الحليب أو القشدة لتلطيف طعمها.'],
    sw: ['Managu', 'Managu yenye uchungu kidogo — pika na maziwa au malai kidogo ili kulainisha ladha.'],
  }),
  p('spider-plant', 'leafy-greens', 'bunch', 70, 'spider-plant', {
    en: ['Spider plant (saga)', 'Traditional saga leaves with a gentle mustard bite, usually cooked together with managu.'],
    fr: ['Feuilles de saga (caya blanc)', 'Feuilles traditionnelles de saga au léger goût de moutarde, souvent cuisinées avec la morelle.'],
    es: ['Hojas de saga (planta araña)', 'Hojas tradicionales de saga con un suave toque a mostaza, que suelen cocinarse con hierba mora.'],
    pt: ['Folhas de saga (mussambe)', 'Folhas tradicionais de saga com um leve sabor a mostarda, geralmente cozinhadas com erva-moura.'],
    ar: ['أوراق ساغا', 'أوراق ساغا التقليدية بنكهة خفيفة تشبه الخردل، تُطهى عادة مع عنب الذئب الأفريقي.'],
    sw: ['Saga', 'Mboga ya kienyeji ya saga yenye ladha kidogo ya haradali, mara nyingi hupikwa pamoja na managu.'],
  }),
  p('cassava-leaves', 'leafy-greens', 'bunch', 60, 'cassava-leaves', {
    en: ['Cassava leaves', 'Young cassava leaves ready to pound for isombe or matapa; cook them slowly, ideally with groundnut paste.'],
    fr: ['Feuilles de manioc', 'Jeunes feuilles de manioc à piler pour l’isombe ou le saka-saka, à cuire longuement, idéalement avec de la pâte d’arachide.'],
    es: ['Hojas de yuca', 'Hojas jóvenes de yuca para machacar y preparar isombe; cocínalas despacio, mejor con pasta de cacahuete.'],
    pt: ['Folhas de mandioca', 'Folhas jovens de mandioca para pilar e fazer matapa ou isombe; cozinhe bem, de preferência com pasta de amendoim.'],
    ar: ['أوراق الكسافا', 'أوراق كسافا صغيرة جاهزة للدق لتحضير طبق الإيسومبي، تُطهى طويلًا ويُفضَّل مع معجون الفول السوداني.'],
    sw: ['Kisamvu', 'Majani machanga ya muhogo tayari kutwangwa kwa isombe — pika kwa muda mrefu, ikiwezekana na karanga zilizosagwa.'],
  }),
  p('ugu', 'leafy-greens', 'bunch', 80, 'ugu', {
    en: ['Ugu leaves', 'Fresh fluted pumpkin leaves for edikang ikong, egusi soup and vegetable sauce, washed and ready to slice.'],
    fr: ['Feuilles d’ugu', 'Feuilles fraîches de courge cannelée pour l’edikang ikong et la soupe egusi, lavées et prêtes à émincer.'],
    es: ['Hojas de ugu', 'Hojas frescas de calabaza acanalada para edikang ikong y sopa de egusi, lavadas y listas para cortar.'],
    pt: ['Folhas de ugu', 'Folhas frescas de abóbora-canelada para edikang ikong e sopa de egusi, lavadas e prontas a cortar.'],
    ar: ['أوراق أوغو', 'أوراق يقطين مضلّع طازجة لحساء الإيغوسي والإيديكانغ إيكونغ، مغسولة وجاهزة للتقطيع.'],
    sw: ['Majani ya ugu', 'Majani mabichi ya boga la ugu kwa supu ya egusi na edikang ikong — yameoshwa, tayari kukatwa.'],
  }),
  p('bitterleaf', 'leafy-greens', 'bunch', 90, 'bitterleaf', {
    en: ['Washed bitterleaf', 'Bitterleaf washed by hand until it is just pleasantly bitter — the soul of ofe onugbu.'],
    fr: ['Feuilles amères lavées', 'Vernonia lavée à la main jusqu’à une amertume agréable : l’âme de la soupe ofe onugbu.'],
    es: ['Hoja amarga lavada', 'Hojas de vernonia lavadas a mano hasta quedar agradablemente amargas: el alma de la sopa ofe onugbu.'],
    pt: ['Folha-amarga lavada', 'Folhas de vernónia lavadas à mão até ficarem agradavelmente amargas: a alma da sopa ofe onugbu.'],
    ar: ['أوراق مُرّة مغسولة', 'أوراق الفيرنونيا مغسولة يدويًا حتى تبقى مرارتها لطيفة، وهي روح حساء أوفي أونوغبو.'],
    sw: ['Majani machungu yaliyooshwa', 'Majani machungu ya vernonia yaliyooshwa kwa mkono hadi uchungu uwe wa wastani — ndiyo ladha ya supu ya ofe onugbu.'],
  }),
  p('kontomire', 'leafy-greens', 'bunch', 60, 'kontomire', {
    en: ['Kontomire (cocoyam leaves)', 'Young cocoyam leaves for palava sauce and kontomire stew; cook them thoroughly.'],
    fr: ['Kontomire (feuilles de taro)', 'Jeunes feuilles de taro pour la sauce palava et le ragoût de kontomire, à bien cuire.'],
    es: ['Kontomire (hojas de malanga)', 'Hojas jóvenes de malanga para la salsa palava y el guiso de kontomire; cocínalas bien.'],
    pt: ['Kontomire (folhas de taro)', 'Folhas jovens de taro para o molho palava e o guisado de kontomire; cozinhe bem.'],
    ar: ['كونتوميري (أوراق القلقاس)', 'أوراق قلقاس صغيرة لصلصة بالافا ويخنة الكونتوميري، ويجب طهيها جيدًا.'],
    sw: ['Kontomire (majani ya magimbi)', 'Majani machanga ya magimbi kwa mchuzi wa palava na kontomire — yapike vizuri.'],
  }),
  p('lettuce', 'leafy-greens', 'head', 90, 'lettuce', {
    en: ['Butterhead lettuce', 'Soft, sweet heads of butter lettuce, washed at the farm and packed with roots on so they stay crisp.'],
    fr: ['Laitue beurre', 'Laitues pommées tendres et douces, lavées à la ferme et livrées avec leurs racines pour rester croquantes.'],
    es: ['Lechuga mantecosa', 'Lechugas tiernas y dulces, lavadas en la granja y entregadas con raíz para que sigan crujientes.'],
    pt: ['Alface manteiga', 'Alfaces tenras e doces, lavadas na quinta e entregues com raiz para se manterem frescas.'],
    ar: ['خس زبدي', 'رؤوس خس طرية وحلوة تُغسل في المزرعة وتُغلَّف بجذورها لتبقى طازجة.'],
    sw: ['Letusi', 'Letusi laini na tamu, iliyooshwa shambani na kufungwa pamoja na mizizi ili ibaki mbichi.'],
  }),
  p('moringa', 'leafy-greens', 'bunch', 70, 'moringa', {
    en: ['Moringa leaves', 'Fresh moringa sprigs — strip the tiny leaves into soups and sauces, or dry them for tea.'],
    fr: ['Feuilles de moringa', 'Brins de moringa frais : ajoutez les petites feuilles aux soupes et aux sauces, ou séchez-les pour l’infusion.'],
    es: ['Hojas de moringa', 'Ramitas frescas de moringa: añade las hojitas a sopas y salsas, o sécalas para infusión.'],
    pt: ['Folhas de moringa', 'Raminhos frescos de moringa: junte as folhinhas a sopas e molhos, ou seque-as para chá.'],
    ar: ['أوراق المورينغا', 'أغصان مورينغا طازجة، تُضاف أوراقها الصغيرة إلى الحساء والصلصات أو تُجفَّف لتحضير الشاي.'],
    sw: ['Majani ya mlonge', 'Vitawi vibichi vya mlonge — ongeza majani yake madogo kwenye supu na mchuzi, au yakaushe kwa chai.'],
  }),

  // ── Herbs ─────────────────────────────────────────────────────────────────
  p('coriander', 'herbs', 'bunch', 40, 'coriander', {
    en: ['Coriander', 'Fragrant bunches of fresh coriander (dhania), roots left on for extra flavour.'],
    fr: ['Coriandre', 'Bottes parfumées de coriandre fraîche, avec les racines pour plus de goût.'],
    es: ['Cilantro', 'Manojos aromáticos de cilantro fresco, con raíz para más sabor.'],
    pt: ['Coentros', 'Molhos perfumados de coentros frescos, com raiz para mais sabor.'],
    ar: ['كزبرة', 'حزم عطرية من الكزبرة الطازجة بجذورها لمزيد من النكهة.'],
    sw: ['Dhania', 'Mafungu ya dhania mbichi yenye harufu nzuri, pamoja na mizizi kwa ladha zaidi.'],
  }),
  p('mint', 'herbs', 'bunch', 40, 'mint', {
    en: ['Fresh mint', 'Spearmint (nana) with big, sweet leaves — the one for Moroccan tea, salads and cooling drinks.'],
    fr: ['Menthe fraîche', 'Menthe nanah aux grandes feuilles douces, celle du thé à la marocaine, des salades et des boissons fraîches.'],
    es: ['Hierbabuena', 'Hierbabuena (nana) de hojas grandes y dulces, la del té moruno, las ensaladas y las bebidas frescas.'],
    pt: ['Hortelã fresca', 'Hortelã (nana) de folhas grandes e doces, a do chá marroquino, das saladas e das bebidas frescas.'],
    ar: ['نعناع طازج', 'نعناع بلدي بأوراق كبيرة وحلوة، هو نعناع الشاي المغربي والسلطات والمشروبات المنعشة.'],
    sw: ['Nanaa', 'Nanaa mbichi yenye majani makubwa matamu — kwa chai ya Kimoroko, saladi na vinywaji baridi.'],
  }),
  p('parsley', 'herbs', 'bunch', 40, 'parsley', {
    en: ['Flat-leaf parsley', 'Generous bunches of flat-leaf parsley for chermoula, salads, soups and garnishing.'],
    fr: ['Persil plat', 'Belles bottes de persil plat pour la chermoula, les salades, les soupes et la décoration.'],
    es: ['Perejil liso', 'Manojos generosos de perejil liso para chermoula, ensaladas, sopas y decorar.'],
    pt: ['Salsa lisa', 'Molhos generosos de salsa lisa para chermoula, saladas, sopas e decorar.'],
    ar: ['بقدونس', 'حزم وفيرة من البقدونس المسطح للشرمولة والسلطات والحساء والتزيين.'],
    sw: ['Parsley ya majani bapa', 'Mafungu makubwa ya parsley kwa chermoula, saladi, supu na kupamba chakula.'],
  }),
  p('basil', 'herbs', 'bunch', 90, 'basil', {
    en: ['Sweet basil', 'Big-leafed basil with a peppery, clove-like scent, ideal for pesto, tomatoes and pasta.'],
    fr: ['Basilic', 'Basilic à grandes feuilles au parfum poivré, idéal pour le pesto, les tomates et les pâtes.'],
    es: ['Albahaca', 'Albahaca de hoja grande con aroma especiado, ideal para pesto, tomates y pasta.'],
    pt: ['Manjericão', 'Manjericão de folha grande com aroma apimentado, ideal para pesto, tomates e massas.'],
    ar: ['ريحان', 'ريحان بأوراق كبيرة ورائحة فلفلية، مثالي للبيستو والطماطم والمعكرونة.'],
    sw: ['Rihani', 'Rihani yenye majani makubwa na harufu ya viungo — nzuri kwa pesto, nyanya na tambi.'],
  }),
  p('lemongrass', 'herbs', 'bunch', 50, 'lemongrass', {
    en: ['Lemongrass', 'Fresh lemongrass stalks for tea, soups and marinades; bruise them to release the citrus oils.'],
    fr: ['Citronnelle', 'Tiges fraîches de citronnelle pour les infusions, les soupes et les marinades ; écrasez-les pour libérer leur parfum.'],
    es: ['Hierba limón', 'Tallos frescos de hierba limón para infusiones, sopas y adobos; aplástalos para liberar su aroma.'],
    pt: ['Capim-limão', 'Talos frescos de capim-limão para chá, sopas e marinadas; esmague-os para soltar o aroma.'],
    ar: ['عشبة الليمون', 'سيقان طازجة من عشبة الليمون للشاي والحساء والتتبيلات، تُدق قليلًا لتطلق عطرها.'],
    sw: ['Mchaichai', 'Mchaichai mbichi kwa chai, supu na viungo vya kuloweka nyama — uponde kidogo ili utoe harufu yake.'],
  }),
  p('scent-leaf', 'herbs', 'bunch', 50, 'scent-leaf', {
    en: ['Scent leaf (nchanwu)', 'African basil with a bold clove aroma, essential in pepper soup and banga.'],
    fr: ['Basilic africain (nchanwu)', 'Basilic africain au parfum de clou de girofle, indispensable dans la soupe pimentée et le banga.'],
    es: ['Albahaca africana (nchanwu)', 'Albahaca africana con intenso aroma a clavo, imprescindible en la sopa picante y el banga.'],
    pt: ['Alfavaca africana (nchanwu)', 'Alfavaca africana com forte aroma a cravinho, indispensável na sopa picante e no banga.'],
    ar: ['الريحان الأفريقي (نتشانوو)', 'ريحان أفريقي برائحة القرنفل القوية، لا غنى عنه في حساء الفلفل وصلصة البانغا.'],
    sw: ['Kivumbasi (nchanwu)', 'Rihani ya Kiafrika yenye harufu kali ya karafuu — muhimu kwa supu ya pilipili na banga.'],
  }),
  p('hibiscus', 'herbs', 'g500', 180, 'hibiscus', {
    en: ['Dried hibiscus (zobo)', 'Deep-red dried roselle for zobo, sobolo and bissap — brew it with ginger and pineapple peel.'],
    fr: ['Bissap séché', 'Fleurs d’hibiscus séchées d’un rouge profond pour le bissap, le zobo et le sobolo, à infuser avec du gingembre.'],
    es: ['Flor de Jamaica seca', 'Cálices de hibisco secos de color rojo intenso para zobo y bissap; prepáralo con jengibre y piel de piña.'],
    pt: ['Hibisco seco (bissap)', 'Cálices de hibisco secos de cor vermelha intensa para zobo e bissap; prepare com gengibre e casca de ananás.'],
    ar: ['كركديه مجفف', 'كركديه مجفف بلون أحمر داكن لتحضير الزوبو والبيساب، يُنقع مع الزنجبيل وقشر الأناناس.'],
    sw: ['Maua makavu ya rosela', 'Maua makavu mekundu ya rosela kwa kinywaji cha zobo na bissap — chemsha pamoja na tangawizi na maganda ya nanasi.'],
  }),
  p('lemon-verbena', 'herbs', 'bunch', 60, 'lemon-verbena', {
    en: ['Lemon verbena (louiza)', 'Lemon-scented louiza sprigs for a calming evening tea, on their own or with a little mint.'],
    fr: ['Verveine citronnelle (louiza)', 'Brins de louiza au parfum citronné pour une infusion apaisante du soir, seule ou avec un peu de menthe.'],
    es: ['Hierba luisa', 'Ramitas de hierba luisa con aroma a limón para una infusión relajante por la noche, sola o con un poco de hierbabuena.'],
    pt: ['Lúcia-lima', 'Raminhos de lúcia-lima com aroma de limão para um chá calmante ao fim do dia, simples ou com um pouco de hortelã.'],
    ar: ['لويزة', 'أغصان لويزة بعطر الليمون لشاي مسائي مهدّئ، وحدها أو مع قليل من النعناع.'],
    sw: ['Verbena ya limau (louiza)', 'Vitawi vya louiza vyenye harufu ya limau kwa chai tulivu ya jioni, peke yake au na nanaa kidogo.'],
  }),

  // ── Fruit ─────────────────────────────────────────────────────────────────
  p('avocado', 'fruit', 'piece', 40, 'avocado', {
    en: ['Avocados', 'Creamy Hass and Fuerte avocados, picked mature and ready to ripen on your counter in two to four days.'],
    fr: ['Avocats', 'Avocats Hass et Fuerte crémeux, cueillis à maturité : ils seront à point en deux à quatre jours à température ambiante.'],
    es: ['Aguacates', 'Aguacates Hass y Fuerte cremosos, cosechados en su punto; maduran en dos a cuatro días a temperatura ambiente.'],
    pt: ['Abacates', 'Abacates Hass e Fuerte cremosos, colhidos maduros; ficam prontos em dois a quatro dias à temperatura ambiente.'],
    ar: ['أفوكادو', 'أفوكادو هاس وفويرتي كريمي، يُقطف مكتمل النمو وينضج على الطاولة خلال يومين إلى أربعة أيام.'],
    sw: ['Parachichi', 'Parachichi za Hass na Fuerte zenye nyama laini — huiva nyumbani ndani ya siku mbili hadi nne.'],
  }, { measure: kg(0.25), seasons: { jnb: months(3, 10), cmn: months(10, 4) } }),
  p('mango', 'fruit', 'kg', 180, 'mango', {
    en: ['Mangoes', 'Sun-ripened, fibre-free mangoes, sweet enough to eat straight from the skin.'],
    fr: ['Mangues', 'Mangues mûries au soleil et sans fibres, si sucrées qu’on les mange à même la peau.'],
    es: ['Mangos', 'Mangos madurados al sol y sin fibras, tan dulces que se comen directamente de la piel.'],
    pt: ['Mangas', 'Mangas amadurecidas ao sol e sem fibras, tão doces que se comem diretamente da casca.'],
    ar: ['مانجو', 'مانجو ناضجة تحت الشمس وخالية من الألياف، حلوة لدرجة أنها تؤكل مباشرة من قشرتها.'],
    sw: ['Maembe', 'Maembe yaliyoivia juani yasiyo na nyuzi — matamu kiasi cha kuliwa moja kwa moja.'],
  }, { season: months(11, 3), seasons: { los: months(3, 6), acc: months(3, 6) } }),
  p('pineapple', 'fruit', 'piece', 150, 'pineapple', {
    en: ['Pineapples', 'Golden, juicy pineapples of about 1.5 kg, harvested ripe rather than green — smell the base to check.'],
    fr: ['Ananas', 'Ananas dorés et juteux d’environ 1,5 kg, récoltés mûrs et non verts : sentez leur base pour vérifier.'],
    es: ['Piñas', 'Piñas doradas y jugosas de 1,5 kg aprox., cosechadas maduras y no verdes: huele la base para comprobarlo.'],
    pt: ['Ananases', 'Ananases dourados e suculentos com cerca de 1,5 kg, colhidos maduros e não verdes: cheire a base para confirmar.'],
    ar: ['أناناس', 'أناناس ذهبي وعصيري بوزن نحو 1.5 كغ، يُقطف ناضجًا لا أخضر؛ شُمّ قاعدته لتتأكد.'],
    sw: ['Mananasi', 'Mananasi ya dhahabu yenye majimaji, takriban kilo 1.5, yaliyovunwa yakiwa yameiva — nusa chini yake uhakikishe.'],
  }, { measure: kg(1.5) }),
  p('papaya', 'fruit', 'piece', 120, 'papaya', {
    en: ['Pawpaw', 'Orange-fleshed pawpaws of about 1.2 kg — add a squeeze of lime, and breakfast is ready.'],
    fr: ['Papayes', 'Papayes à chair orangée d’environ 1,2 kg : un filet de citron vert et le petit-déjeuner est prêt.'],
    es: ['Papayas', 'Papayas de pulpa anaranjada de 1,2 kg aprox.; con un chorrito de lima, el desayuno está listo.'],
    pt: ['Papaias', 'Papaias de polpa laranja com cerca de 1,2 kg; um pouco de lima e o pequeno-almoço está pronto.'],
    ar: ['بابايا', 'بابايا برتقالية اللب بوزن نحو 1.2 كغ، ومع رشة ليم يصبح الفطور جاهزًا.'],
    sw: ['Mapapai', 'Mapapai yenye nyama ya rangi ya chungwa, takriban kilo 1.2 — kamulia ndimu kidogo na kifungua kinywa kiko tayari.'],
  }, { measure: kg(1.2) }),
  p('passion-fruit', 'fruit', 'kg', 300, 'passion-fruit', {
    en: ['Passion fruit', 'Wrinkly purple passion fruit — the more wrinkled, the sweeter. Scoop into yoghurt or blend into juice.'],
    fr: ['Fruits de la passion', 'Fruits de la passion violets et fripés : plus ils sont ridés, plus ils sont sucrés. Dans un yaourt ou en jus.'],
    es: ['Maracuyá', 'Maracuyás morados y arrugados: cuanto más arrugados, más dulces. Con yogur o en zumo.'],
    pt: ['Maracujá', 'Maracujás roxos e enrugados: quanto mais enrugados, mais doces. Com iogurte ou em sumo.'],
    ar: ['فاكهة العاطفة', 'فاكهة العاطفة البنفسجية المجعدة؛ كلما زادت تجاعيدها زادت حلاوتها. مع الزبادي أو في العصير.'],
    sw: ['Matunda ya pasheni', 'Pasheni za zambarau zilizokunjamana — kadri zinavyokunjamana ndivyo zilivyo tamu. Changanya na mtindi au tengeneza juisi.'],
  }),
  p('banana', 'fruit', 'bunch', 150, 'banana', {
    en: ['Sweet bananas', 'A hand of naturally ripened sweet bananas (about 1.5 kg), with no ripening gas used.'],
    fr: ['Bananes douces', 'Une main de bananes douces mûries naturellement (environ 1,5 kg), sans gaz de mûrissement.'],
    es: ['Plátanos dulces', 'Una mano de plátanos dulces madurados de forma natural (1,5 kg aprox.), sin gas de maduración.'],
    pt: ['Bananas doces', 'Uma penca de bananas doces amadurecidas naturalmente (cerca de 1,5 kg), sem gás de maturação.'],
    ar: ['موز حلو', 'كفّ من الموز الحلو الناضج طبيعيًا (نحو 1.5 كغ)، دون استخدام غاز الإنضاج.'],
    sw: ['Ndizi mbivu', 'Chana la ndizi tamu zilizoiva kiasili (takriban kilo 1.5), bila kutumia gesi ya kuivisha.'],
  }, { measure: kg(1.5) }),
  p('plantain', 'fruit', 'bunch', 250, 'plantain', {
    en: ['Plantain', 'Firm plantains (about 2 kg): fry them ripe for dodo and kelewele, or boil or steam them green.'],
    fr: ['Bananes plantains', 'Plantains fermes (environ 2 kg) : mûrs pour l’alloco et le kelewele, verts pour bouillir ou cuire à la vapeur.'],
    es: ['Plátanos macho', 'Plátanos macho firmes (unos 2 kg): maduros para freír, verdes para hervir o cocer al vapor.'],
    pt: ['Bananas-pão', 'Bananas-pão firmes (cerca de 2 kg): maduras para fritar, verdes para cozer ou cozinhar a vapor.'],
    ar: ['موز الطبخ', 'موز طبخ متماسك (نحو 2 كغ)، يُقلى ناضجًا أو يُسلق ويُطهى على البخار وهو أخضر.'],
    sw: ['Ndizi za kupika', 'Ndizi za kupika imara (takriban kilo 2) — kaanga zikiwa mbivu, au chemsha na kupika kwa mvuke zikiwa mbichi.'],
  }, { measure: kg(2) }),
  p('orange', 'fruit', 'kg', 120, 'orange', {
    en: ['Juicing oranges', 'Thin-skinned, juicy oranges — about eight make a litre of fresh juice.'],
    fr: ['Oranges à jus', 'Oranges juteuses à la peau fine : environ huit font un litre de jus frais.'],
    es: ['Naranjas de zumo', 'Naranjas jugosas de piel fina: con unas ocho sale un litro de zumo.'],
    pt: ['Laranjas para sumo', 'Laranjas sumarentas de casca fina: cerca de oito dão um litro de sumo.'],
    ar: ['برتقال للعصير', 'برتقال عصيري بقشرة رقيقة؛ نحو ثماني حبات تعطي لترًا من العصير الطازج.'],
    sw: ['Machungwa ya juisi', 'Machungwa yenye ganda jembamba na majimaji mengi — takriban manane hutoa lita moja ya juisi.'],
  }, { season: months(5, 10), seasons: { los: months(10, 3), acc: months(10, 3), cmn: months(11, 4) } }),
  p('lemon', 'fruit', 'kg', 200, 'lemon', {
    en: ['Lemons', 'Fragrant, unwaxed lemons straight from the tree — use the zest as well as the juice.'],
    fr: ['Citrons', 'Citrons parfumés et non cirés, tout juste cueillis : utilisez le zeste autant que le jus.'],
    es: ['Limones', 'Limones aromáticos sin encerar, recién cogidos del árbol: aprovecha la piel además del zumo.'],
    pt: ['Limões', 'Limões perfumados e sem cera, acabados de colher: aproveite a raspa além do sumo.'],
    ar: ['ليمون', 'ليمون عطري غير مشمّع من الشجرة مباشرة، استخدم قشره كما تستخدم عصيره.'],
    sw: ['Malimau', 'Malimau yenye harufu nzuri yasiyopakwa nta, moja kwa moja kutoka mtini — tumia ganda na maji yake.'],
  }),
  p('watermelon', 'fruit', 'piece', 300, 'watermelon', {
    en: ['Watermelon', 'Whole, crisp watermelons of about 6 kg with deep red, sweet flesh; chill before cutting.'],
    fr: ['Pastèques', 'Pastèques entières d’environ 6 kg à la chair rouge, croquante et sucrée, à mettre au frais avant de couper.'],
    es: ['Sandías', 'Sandías enteras de unos 6 kg de pulpa roja, crujiente y dulce; enfríala antes de cortar.'],
    pt: ['Melancias', 'Melancias inteiras com cerca de 6 kg, polpa vermelha, estaladiça e doce; refresque antes de cortar.'],
    ar: ['بطيخ أحمر', 'بطيخ كامل بوزن نحو 6 كغ بلبّ أحمر مقرمش وحلو، يُبرَّد قبل التقطيع.'],
    sw: ['Tikiti maji', 'Matikiti maji mazima ya takriban kilo 6 yenye nyama nyekundu tamu — yapoze kabla ya kukata.'],
  }, { measure: kg(6), season: months(10, 4), seasons: { cmn: months(6, 9) } }),
  p('strawberries', 'fruit', 'punnet', 250, 'strawberries', {
    en: ['Strawberries', 'Punnets of 250 g of sweet, fragrant strawberries picked that same morning.'],
    fr: ['Fraises', 'Barquettes de 250 g de fraises sucrées et parfumées, cueillies le matin même.'],
    es: ['Fresas', 'Tarrinas de 250 g de fresas dulces y aromáticas recogidas esa misma mañana.'],
    pt: ['Morangos', 'Caixas de 250 g de morangos doces e perfumados, colhidos nessa mesma manhã.'],
    ar: ['فراولة', 'علب من 250 غ من الفراولة الحلوة العطرة المقطوفة في الصباح نفسه.'],
    sw: ['Stroberi', 'Vikapu vya gramu 250 vya stroberi tamu zenye harufu nzuri, zilizochumwa asubuhi hiyo hiyo.'],
  }, { measure: kg(0.25), season: months(6, 12), seasons: { cmn: months(1, 6) } }),
  p('tree-tomato', 'fruit', 'kg', 200, 'tree-tomato', {
    en: ['Tree tomatoes', 'Tangy tamarillos, loved for juice in Kenya and Rwanda — blend with a little sugar and water.'],
    fr: ['Tomates en arbre', 'Tamarillos acidulés, très appréciés en jus au Kenya et au Rwanda : mixez-les avec un peu de sucre et d’eau.'],
    es: ['Tomates de árbol', 'Tamarillos ácidos, muy apreciados en zumo en Kenia y Ruanda: bátelos con un poco de azúcar y agua.'],
    pt: ['Tomates-de-árvore', 'Tamarilhos ácidos, muito apreciados em sumo no Quénia e no Ruanda: bata com um pouco de açúcar e água.'],
    ar: ['طماطم الشجر', 'تاماريلو حامض محبوب في كينيا ورواندا لتحضير العصير، يُخلط مع قليل من السكر والماء.'],
    sw: ['Nyanya mti', 'Nyanya mti zenye uchachu, maarufu kwa juisi Kenya na Rwanda — saga na sukari kidogo na maji.'],
  }),
  p('dates', 'fruit', 'kg', 900, 'dates', {
    en: ['Soft dates (Mejhoul)', 'Large, soft Mejhoul dates with a caramel taste, from the oases of the south.'],
    fr: ['Dattes moelleuses (Mejhoul)', 'Grosses dattes Mejhoul moelleuses au goût de caramel, venues des oasis du Sud.'],
    es: ['Dátiles tiernos (Mejhoul)', 'Dátiles Mejhoul grandes y tiernos con sabor a caramelo, de los oasis del sur.'],
    pt: ['Tâmaras macias (Mejhoul)', 'Tâmaras Mejhoul grandes e macias com sabor a caramelo, dos oásis do sul.'],
    ar: ['تمر المجهول', 'تمر مجهول كبير وطري بطعم الكراميل من واحات الجنوب.'],
    sw: ['Tende laini (Mejhoul)', 'Tende kubwa laini za Mejhoul zenye ladha ya karameli, kutoka oasisi za kusini.'],
  }, { season: months(9, 3) }),
  p('figs', 'fruit', 'punnet', 400, 'figs', {
    en: ['Fresh figs', 'Soft, honey-sweet figs in 500 g punnets — eat them within two days, with cheese or on their own.'],
    fr: ['Figues fraîches', 'Figues fondantes, sucrées comme du miel, en barquettes de 500 g, à déguster sous deux jours, nature ou avec du fromage.'],
    es: ['Higos frescos', 'Higos tiernos y dulces como la miel, en tarrinas de 500 g; cómelos en dos días, solos o con queso.'],
    pt: ['Figos frescos', 'Figos macios e doces como mel, em caixas de 500 g; coma-os em dois dias, simples ou com queijo.'],
    ar: ['تين طازج', 'تين طري حلو كالعسل في علب من 500 غ، يؤكل خلال يومين وحده أو مع الجبن.'],
    sw: ['Tini mbichi', 'Tini laini tamu kama asali kwenye vikapu vya gramu 500 — zile ndani ya siku mbili, peke yake au na jibini.'],
  }, { measure: kg(0.5), season: months(7, 10) }),
  p('coconut', 'fruit', 'piece', 80, 'coconut', {
    en: ['Coconuts', 'Mature brown coconuts, full of water and thick white meat for grating into rice, stews and sweets.'],
    fr: ['Noix de coco', 'Noix de coco mûres, pleines d’eau et à la chair épaisse, à râper dans le riz, les sauces et les douceurs.'],
    es: ['Cocos', 'Cocos maduros llenos de agua y con pulpa gruesa para rallar en arroces, guisos y dulces.'],
    pt: ['Cocos', 'Cocos maduros cheios de água e com polpa grossa para ralar em arroz, molhos e doces.'],
    ar: ['جوز الهند', 'جوز هند ناضج مليء بالماء ولبّ أبيض سميك يُبشر في الأرز واليخنات والحلويات.'],
    sw: ['Nazi', 'Nazi zilizokomaa zenye maji mengi na nyama nene ya kukuna kwa wali, mchuzi na vitafunio.'],
  }),

  // ── Roots and tubers ──────────────────────────────────────────────────────
  p('potato', 'roots-tubers', 'bag', 400, 'potato', {
    en: ['Potatoes', 'A 5 kg bag of floury, all-purpose potatoes, brushed rather than washed so they keep longer.'],
    fr: ['Pommes de terre', 'Sac de 5 kg de pommes de terre farineuses à tout faire, brossées et non lavées pour mieux se conserver.'],
    es: ['Patatas', 'Saco de 5 kg de patatas harinosas para todo uso, cepilladas y no lavadas para que duren más.'],
    pt: ['Batatas', 'Saco de 5 kg de batatas farinhentas para todos os usos, escovadas e não lavadas para durarem mais.'],
    ar: ['بطاطس', 'كيس من 5 كغ من البطاطس النشوية لكل الاستعمالات، منظفة بالفرشاة دون غسل لتدوم أطول.'],
    sw: ['Viazi', 'Mfuko wa kilo 5 wa viazi vya matumizi yote, vilivyosafishwa kwa brashi bila kuoshwa ili vidumu zaidi.'],
  }, { measure: kg(5) }),
  p('sweet-potato', 'roots-tubers', 'kg', 140, 'sweet-potato', {
    en: ['Orange sweet potatoes', 'Orange-fleshed sweet potatoes, rich in vitamin A — roast, boil or mash them.'],
    fr: ['Patates douces orange', 'Patates douces à chair orange, riches en vitamine A, à rôtir, à bouillir ou en purée.'],
    es: ['Boniatos de pulpa naranja', 'Boniatos de pulpa naranja ricos en vitamina A, para asar, hervir o hacer puré.'],
    pt: ['Batata-doce de polpa laranja', 'Batata-doce de polpa laranja rica em vitamina A, para assar, cozer ou fazer puré.'],
    ar: ['بطاطا حلوة برتقالية', 'بطاطا حلوة برتقالية اللب غنية بفيتامين أ، تُشوى أو تُسلق أو تُهرس.'],
    sw: ['Viazi vitamu vya rangi ya chungwa', 'Viazi vitamu vyenye nyama ya rangi ya chungwa na vitamini A kwa wingi — oka, chemsha au ponda.'],
  }),
  p('cassava', 'roots-tubers', 'kg', 80, 'cassava', {
    en: ['Cassava', 'Sweet cassava roots dug the day before delivery — peel, boil and serve, or fry into chips.'],
    fr: ['Manioc', 'Racines de manioc doux arrachées la veille de la livraison, à éplucher et faire bouillir, ou à frire.'],
    es: ['Yuca', 'Raíces de yuca dulce arrancadas la víspera: pélala y hiérvela, o fríela en bastones.'],
    pt: ['Mandioca', 'Raízes de mandioca doce arrancadas na véspera: descasque e coza, ou frite em palitos.'],
    ar: ['كسافا', 'جذور كسافا حلوة تُقلع قبل التوصيل بيوم، تُقشَّر وتُسلق أو تُقلى أصابع.'],
    sw: ['Muhogo', 'Muhogo mtamu uliong’olewa siku moja kabla — menya na uchemshe, au kaanga kama chipsi.'],
  }),
  p('yam', 'roots-tubers', 'piece', 450, 'yam', {
    en: ['White yam (puna)', 'A whole tuber of about 3 kg to pound, boil or fry. Keeps for weeks in a cool, dark place.'],
    fr: ['Igname blanche (puna)', 'Un tubercule entier d’environ 3 kg, à piler, bouillir ou frire. Se conserve des semaines au frais et à l’abri de la lumière.'],
    es: ['Ñame blanco (puna)', 'Un tubérculo entero de unos 3 kg para machacar, hervir o freír. Dura semanas en un lugar fresco y oscuro.'],
    pt: ['Inhame branco (puna)', 'Um tubérculo inteiro com cerca de 3 kg, para pilar, cozer ou fritar. Dura semanas em local fresco e escuro.'],
    ar: ['يام أبيض (بونا)', 'درنة كاملة بوزن نحو 3 كغ تُدق أو تُسلق أو تُقلى، وتدوم أسابيع في مكان بارد ومظلم.'],
    sw: ['Kiazi kikuu (puna)', 'Kiazi kizima cha takriban kilo 3 — kitwange, kichemshe au kikaange. Hudumu wiki kadhaa mahali penye ubaridi na giza.'],
  }, { measure: kg(3) }),
  p('cocoyam', 'roots-tubers', 'kg', 150, 'cocoyam', {
    en: ['Cocoyam (taro)', 'Earthy, creamy taro, known as arrowroot in Kenya and amateke in Rwanda; boil and serve with tea or stew.'],
    fr: ['Taro', 'Tubercules de taro au goût de terre et à la texture crémeuse, à bouillir et servir avec une sauce.'],
    es: ['Malanga (taro)', 'Taro cremoso de sabor terroso, para hervir y servir con guiso.'],
    pt: ['Taro', 'Tubérculos de taro cremosos e de sabor terroso, para cozer e servir com molho ou chá.'],
    ar: ['قلقاس', 'درنات قلقاس كريمية بطعم ترابي، تُسلق وتُقدَّم مع الشاي أو اليخنة.'],
    sw: ['Nduma (magimbi)', 'Nduma laini zenye ladha ya udongo — chemsha na ule na chai au mchuzi.'],
  }),
  p('ginger', 'roots-tubers', 'g500', 250, 'ginger', {
    en: ['Fresh ginger', 'Juicy, fiery ginger root for tea, zobo, stews and marinades.'],
    fr: ['Gingembre frais', 'Racines de gingembre juteuses et piquantes pour le thé, le zobo, les ragoûts et les marinades.'],
    es: ['Jengibre fresco', 'Raíz de jengibre jugosa y picante para té, zobo, guisos y adobos.'],
    pt: ['Gengibre fresco', 'Raiz de gengibre suculenta e picante para chá, zobo, guisados e marinadas.'],
    ar: ['زنجبيل طازج', 'جذور زنجبيل عصيرية ولاذعة للشاي والزوبو واليخنات والتتبيلات.'],
    sw: ['Tangawizi mbichi', 'Tangawizi mbichi yenye ukali mzuri kwa chai, zobo, mchuzi na viungo vya kuloweka.'],
  }),
  p('beetroot', 'roots-tubers', 'bunch', 90, 'beetroot', {
    en: ['Beetroot', 'A bunch of four to six beets with their leaves on; the young greens cook like spinach.'],
    fr: ['Betteraves', 'Une botte de quatre à six betteraves avec leurs fanes ; les jeunes feuilles se cuisinent comme des épinards.'],
    es: ['Remolachas', 'Un manojo de cuatro a seis remolachas con sus hojas; las hojas tiernas se cocinan como espinacas.'],
    pt: ['Beterrabas', 'Um molho de quatro a seis beterrabas com rama; as folhas novas cozinham-se como espinafres.'],
    ar: ['شمندر', 'حزمة من أربع إلى ست حبات شمندر بأوراقها، وتُطهى الأوراق الصغيرة مثل السبانخ.'],
    sw: ['Kiazi sukari (beetroot)', 'Fungu la viazi sukari vinne hadi sita pamoja na majani yake — majani machanga hupikwa kama spinachi.'],
  }),
  p('gari', 'roots-tubers', 'bag', 300, 'gari', {
    en: ['Gari (toasted cassava)', 'Crisp, finely toasted cassava granules — soak them with sugar and groundnuts, or make eba.'],
    fr: ['Gari (semoule de manioc)', 'Semoule de manioc fine et grillée, à tremper avec du sucre et des arachides, ou pour préparer l’eba.'],
    es: ['Gari (yuca tostada)', 'Sémola de yuca fina y tostada: remójala con azúcar y cacahuetes, o prepara eba.'],
    pt: ['Gari (farinha de mandioca torrada)', 'Farinha de mandioca fina e torrada: demolhe com açúcar e amendoim, ou faça eba.'],
    ar: ['غاري (كسافا محمصة)', 'حبيبات كسافا ناعمة ومحمصة، تُنقع مع السكر والفول السوداني أو تُحضَّر منها عصيدة الإيبا.'],
    sw: ['Gari (unga wa muhogo uliokaangwa)', 'Chembe za muhogo zilizokaangwa vizuri — loweka na sukari na karanga, au pika eba.'],
  }, { measure: kg(2) }),

  // ── Grains and legumes ────────────────────────────────────────────────────
  p('beans', 'grains-legumes', 'kg', 200, 'beans', {
    en: ['Dry beans', 'This season’s red kidney and sugar beans; new-crop beans cook faster and taste creamier.'],
    fr: ['Haricots secs', 'Haricots rouges et haricots sugar de la dernière récolte : plus frais, ils cuisent plus vite et sont plus fondants.'],
    es: ['Frijoles secos', 'Frijoles rojos y pintos de la última cosecha: al ser nuevos, se cuecen antes y quedan más cremosos.'],
    pt: ['Feijão seco', 'Feijão vermelho e catarino da última colheita: sendo novo, coze mais depressa e fica mais cremoso.'],
    ar: ['فاصوليا جافة', 'فاصوليا حمراء ومرقطة من المحصول الأخير؛ الحبوب الجديدة تنضج أسرع وتكون أنعم.'],
    sw: ['Maharagwe makavu', 'Maharagwe mekundu na ya rosecoco ya mavuno ya msimu huu — mapya huiva haraka na huwa laini zaidi.'],
  }),
  p('cowpeas', 'grains-legumes', 'kg', 220, 'cowpeas', {
    en: ['Honey beans (cowpeas)', 'Sweet brown honey beans and black-eyed peas for ewa agoyin, akara, moi moi and red-red.'],
    fr: ['Niébé', 'Niébé brun et haricots à œil noir pour les beignets akara, le moi moi et le red-red.'],
    es: ['Caupí (frijol de ojo negro)', 'Caupí marrón y frijol de ojo negro para akara, moi moi y red-red.'],
    pt: ['Feijão-frade', 'Feijão-frade castanho e de olho preto para akara, moi moi e red-red.'],
    ar: ['لوبياء', 'لوبياء بنية حلوة ولوبياء ذات العين السوداء لتحضير الأكارا والموي موي والريد ريد.'],
    sw: ['Kunde', 'Kunde za kahawia na zenye jicho jeusi kwa akara, moi moi na red-red.'],
  }),
  p('maize-meal', 'grains-legumes', 'bag', 250, 'maize-meal', {
    en: ['Stone-ground maize meal', 'Wholegrain white maize, stone-ground at the farm mill, for pap, ugali and porridge. 2 kg bag.'],
    fr: ['Farine de maïs moulue à la pierre', 'Maïs blanc complet moulu à la meule de pierre à la ferme, pour l’ugali, le pap et les bouillies. Sac de 2 kg.'],
    es: ['Harina de maíz molida a la piedra', 'Maíz blanco integral molido a la piedra en la granja, para ugali, pap y gachas. Bolsa de 2 kg.'],
    pt: ['Farinha de milho moída à pedra', 'Milho branco integral moído em mó de pedra na quinta, para xima, pap e papas. Saco de 2 kg.'],
    ar: ['دقيق ذرة مطحون بالحجر', 'ذرة بيضاء كاملة مطحونة بالرحى الحجرية في المزرعة لتحضير الأوغالي والعصائد. كيس 2 كغ.'],
    sw: ['Unga wa mahindi wa kusagwa kwa jiwe', 'Unga wa mahindi meupe usiokobolewa, uliosagwa kwa jiwe shambani — kwa ugali na uji. Mfuko wa kilo 2.'],
  }, { measure: kg(2) }),
  p('rice', 'grains-legumes', 'bag', 1000, 'rice', {
    en: ['Local brown rice', 'Aromatic, unpolished local rice, hand-sorted and stone-free. 5 kg bag.'],
    fr: ['Riz local complet', 'Riz local parfumé et non poli, trié à la main et sans cailloux. Sac de 5 kg.'],
    es: ['Arroz integral local', 'Arroz local aromático sin pulir, seleccionado a mano y sin piedras. Saco de 5 kg.'],
    pt: ['Arroz integral local', 'Arroz local aromático e não polido, escolhido à mão e sem pedras. Saco de 5 kg.'],
    ar: ['أرز محلي بني', 'أرز محلي عطري غير مقشور، منقّى يدويًا وخالٍ من الحصى. كيس 5 كغ.'],
    sw: ['Mchele wa kienyeji usiokobolewa', 'Mchele wa kienyeji wenye harufu nzuri, usiokobolewa, uliochaguliwa kwa mkono bila mawe. Mfuko wa kilo 5.'],
  }, { measure: kg(5) }),
  p('sorghum', 'grains-legumes', 'kg', 150, 'sorghum', {
    en: ['Red sorghum', 'Whole red sorghum grain for porridge, flour and traditional brews, naturally gluten-free.'],
    fr: ['Sorgho rouge', 'Grains entiers de sorgho rouge pour les bouillies, la farine et les boissons traditionnelles, naturellement sans gluten.'],
    es: ['Sorgo rojo', 'Grano entero de sorgo rojo para gachas, harina y bebidas tradicionales; sin gluten de forma natural.'],
    pt: ['Sorgo vermelho', 'Grão inteiro de sorgo vermelho para papas, farinha e bebidas tradicionais; naturalmente sem glúten.'],
    ar: ['ذرة رفيعة حمراء', 'حبوب ذرة رفيعة حمراء كاملة للعصيدة والدقيق والمشروبات التقليدية، خالية من الغلوتين طبيعيًا.'],
    sw: ['Mtama mwekundu', 'Nafaka nzima ya mtama mwekundu kwa uji, unga na vinywaji vya kienyeji — haina gluteni.'],
  }),
  p('millet', 'grains-legumes', 'kg', 200, 'millet', {
    en: ['Finger millet', 'Nutty finger millet; grind it for the smooth, filling porridge known as uji or bushera.'],
    fr: ['Éleusine (mil rouge)', 'Éleusine au goût de noisette, à moudre pour une bouillie onctueuse et nourrissante.'],
    es: ['Mijo africano', 'Mijo africano con sabor a nuez; muélelo para unas gachas suaves y saciantes.'],
    pt: ['Mexoeira (milho-miúdo)', 'Mexoeira com sabor a noz; moa para fazer papas macias e nutritivas.'],
    ar: ['دُخن', 'دخن أصابعي بنكهة البندق، يُطحن لتحضير عصيدة ناعمة ومشبعة.'],
    sw: ['Ulezi (wimbi)', 'Ulezi wenye ladha ya karanga — usage kwa uji laini unaoshibisha.'],
  }),
  p('lentils', 'grains-legumes', 'kg', 250, 'lentils', {
    en: ['Green lentils', 'Small green lentils that hold their shape, for harira, salads and slow-cooked stews.'],
    fr: ['Lentilles vertes', 'Petites lentilles vertes qui se tiennent bien à la cuisson, pour la harira, les salades et les plats mijotés.'],
    es: ['Lentejas verdes', 'Lentejas verdes pequeñas que no se deshacen, para harira, ensaladas y guisos.'],
    pt: ['Lentilhas verdes', 'Lentilhas verdes pequenas que não se desfazem, para harira, saladas e guisados.'],
    ar: ['عدس أخضر', 'عدس أخضر صغير يحافظ على شكله، للحريرة والسلطات واليخنات.'],
    sw: ['Adesi za kijani', 'Adesi ndogo za kijani zisizovurugika zikipikwa — kwa harira, saladi na mchuzi.'],
  }),
  p('chickpeas', 'grains-legumes', 'kg', 220, 'chickpeas', {
    en: ['Chickpeas', 'Plump dried chickpeas for harira, couscous and hummus; soak them overnight.'],
    fr: ['Pois chiches', 'Pois chiches secs bien dodus pour la harira, le couscous et le houmous, à faire tremper la veille.'],
    es: ['Garbanzos', 'Garbanzos secos carnosos para harira, cuscús y hummus; ponlos en remojo la noche anterior.'],
    pt: ['Grão-de-bico', 'Grão-de-bico seco e graúdo para harira, cuscuz e húmus; demolhe de véspera.'],
    ar: ['حمص', 'حمص مجفف ممتلئ للحريرة والكسكس والحمص بالطحينة، يُنقع ليلة كاملة.'],
    sw: ['Dengu kubwa (chickpeas)', 'Dengu kavu nono kwa harira, kuskusi na hummus — loweka usiku mzima.'],
  }),

  // ── Nuts and seeds ────────────────────────────────────────────────────────
  p('groundnuts', 'nuts-seeds', 'kg', 250, 'groundnuts', {
    en: ['Groundnuts', 'Raw, shelled red-skin groundnuts — roast them, boil them, or grind your own groundnut paste.'],
    fr: ['Arachides', 'Arachides crues décortiquées à peau rouge, à griller, à bouillir ou à moudre en pâte maison.'],
    es: ['Cacahuetes', 'Cacahuetes crudos pelados de piel roja, para tostar, hervir o moler en pasta casera.'],
    pt: ['Amendoim', 'Amendoim cru descascado de pele vermelha, para torrar, cozer ou moer em pasta caseira.'],
    ar: ['فول سوداني', 'فول سوداني نيء مقشور بقشرة حمراء، يُحمَّص أو يُسلق أو يُطحن معجونًا منزليًا.'],
    sw: ['Karanga', 'Karanga mbichi zilizomenywa zenye ganda jekundu — zikaange, zichemshe au usage siagi yako mwenyewe.'],
  }),
  p('macadamia', 'nuts-seeds', 'g500', 800, 'macadamia', {
    en: ['Macadamia nuts', 'Buttery macadamias, cracked and sorted by hand; raw, so you can roast them the way you like.'],
    fr: ['Noix de macadamia', 'Noix de macadamia au goût beurré, cassées et triées à la main ; crues, à torréfier selon vos goûts.'],
    es: ['Nueces de macadamia', 'Macadamias de sabor mantecoso, partidas y seleccionadas a mano; crudas, para tostarlas a tu gusto.'],
    pt: ['Nozes de macadâmia', 'Macadâmias amanteigadas, partidas e escolhidas à mão; cruas, para torrar a seu gosto.'],
    ar: ['مكاديميا', 'مكسرات مكاديميا بطعم الزبدة، مكسورة ومنتقاة يدويًا، نيئة لتحمّصها كما تحب.'],
    sw: ['Makadamia', 'Makadamia zenye ladha ya siagi, zilizovunjwa na kuchaguliwa kwa mkono; mbichi, uzikaange upendavyo.'],
  }),
  p('cashew', 'nuts-seeds', 'g500', 700, 'cashew', {
    en: ['Cashew nuts', 'Whole white cashews, lightly roasted in small batches.'],
    fr: ['Noix de cajou', 'Noix de cajou blanches entières, légèrement grillées en petites quantités.'],
    es: ['Anacardos', 'Anacardos blancos enteros, ligeramente tostados en pequeñas tandas.'],
    pt: ['Castanha de caju', 'Castanha de caju branca e inteira, levemente torrada em pequenos lotes.'],
    ar: ['كاجو', 'حبات كاجو بيضاء كاملة محمّصة قليلًا على دفعات صغيرة.'],
    sw: ['Korosho', 'Korosho nzima nyeupe zilizokaangwa kidogo kwa awamu ndogo.'],
  }),
  p('sesame', 'nuts-seeds', 'g500', 250, 'sesame', {
    en: ['Sesame seeds', 'Cleaned white sesame (benniseed) for toasting, baking and making your own tahini.'],
    fr: ['Graines de sésame', 'Sésame blanc nettoyé, à torréfier, pour la pâtisserie ou pour faire votre propre tahini.'],
    es: ['Semillas de sésamo', 'Sésamo blanco limpio para tostar, hornear o preparar tu propio tahini.'],
    pt: ['Sementes de sésamo', 'Sésamo branco limpo para torrar, usar em bolos ou fazer o seu próprio tahini.'],
    ar: ['سمسم', 'سمسم أبيض منقّى للتحميص والخَبز وتحضير الطحينة في البيت.'],
    sw: ['Ufuta', 'Ufuta mweupe uliosafishwa — kwa kukaanga, kuoka na kutengeneza tahini yako.'],
  }),
  p('egusi', 'nuts-seeds', 'g500', 400, 'egusi', {
    en: ['Egusi (melon seeds)', 'Peeled egusi seeds, ready to grind for a rich, thick egusi soup.'],
    fr: ['Egusi (graines de courge)', 'Graines d’egusi décortiquées, prêtes à moudre pour une soupe egusi riche et épaisse.'],
    es: ['Egusi (semillas de melón)', 'Semillas de egusi peladas, listas para moler y preparar una sopa de egusi espesa.'],
    pt: ['Egusi (sementes de melão)', 'Sementes de egusi descascadas, prontas a moer para uma sopa de egusi rica e espessa.'],
    ar: ['إيغوسي (بذور البطيخ)', 'بذور إيغوسي مقشورة جاهزة للطحن لتحضير حساء إيغوسي كثيف وغني.'],
    sw: ['Egusi (mbegu za tikiti)', 'Mbegu za egusi zilizomenywa, tayari kusagwa kwa supu nzito ya egusi.'],
  }),
  p('almonds', 'nuts-seeds', 'g500', 650, 'almonds', {
    en: ['Beldi almonds', 'Small, intensely flavoured local almonds, the kind used for amlou, briouats and wedding pastries.'],
    fr: ['Amandes beldi', 'Petites amandes locales au goût intense, celles de l’amlou, des briouates et des pâtisseries de fête.'],
    es: ['Almendras beldi', 'Almendras locales pequeñas y de sabor intenso, las del amlou, los briouats y los dulces de fiesta.'],
    pt: ['Amêndoas beldi', 'Amêndoas locais pequenas e de sabor intenso, as do amlou, dos briouats e dos doces de festa.'],
    ar: ['لوز بلدي', 'لوز بلدي صغير بنكهة قوية، هو لوز الأملو والبريوات وحلويات الأعراس.'],
    sw: ['Lozi za kienyeji', 'Lozi ndogo za kienyeji zenye ladha kali — zinazotumika kwa amlou, briouat na vitafunio vya harusi.'],
  }),

  // ── Eggs and dairy ────────────────────────────────────────────────────────
  p('eggs', 'eggs-dairy', 'tray30', 480, 'eggs', {
    en: ['Free-range eggs', 'A tray of 30 eggs from hens that scratch outside all day, with deep orange yolks and strong shells.'],
    fr: ['Œufs fermiers', 'Plateau de 30 œufs de poules élevées en plein air toute la journée : jaunes bien orangés, coquilles solides.'],
    es: ['Huevos camperos', 'Bandeja de 30 huevos de gallinas que pasan el día al aire libre: yemas anaranjadas y cáscaras fuertes.'],
    pt: ['Ovos do campo', 'Tabuleiro de 30 ovos de galinhas criadas ao ar livre: gemas bem alaranjadas e cascas fortes.'],
    ar: ['بيض بلدي', 'صينية من 30 بيضة من دجاج يسرح في الهواء الطلق طوال اليوم، بصفار برتقالي داكن وقشرة قوية.'],
    sw: ['Mayai ya kienyeji', 'Trei ya mayai 30 kutoka kwa kuku wanaozurura nje mchana kutwa — viini vya rangi ya chungwa na maganda magumu.'],
  }),
  p('milk', 'eggs-dairy', 'litre', 120, 'milk', {
    en: ['Fresh farm milk', 'Whole milk from grass-fed cows, pasteurised on the farm and bottled the same morning.'],
    fr: ['Lait frais de la ferme', 'Lait entier de vaches nourries à l’herbe, pasteurisé à la ferme et mis en bouteille le matin même.'],
    es: ['Leche fresca de granja', 'Leche entera de vacas alimentadas con pasto, pasteurizada en la granja y embotellada esa misma mañana.'],
    pt: ['Leite fresco da quinta', 'Leite gordo de vacas alimentadas a pasto, pasteurizado na quinta e engarrafado nessa mesma manhã.'],
    ar: ['حليب طازج من المزرعة', 'حليب كامل الدسم من أبقار تتغذى على العشب، مبستر في المزرعة ومعبأ في الصباح نفسه.'],
    sw: ['Maziwa freshi ya shambani', 'Maziwa halisi ya ng’ombe wanaolishwa nyasi, yaliyopashwa moto kwa usalama shambani na kujazwa chupa asubuhi hiyo.'],
  }),
  p('fermented-milk', 'eggs-dairy', 'litre', 150, 'fermented-milk', {
    en: ['Cultured milk', 'Thick, tangy fermented milk, the drink known as amasi, mala, ikivuguto or lben.'],
    fr: ['Lait fermenté', 'Lait fermenté épais et acidulé, la boisson appelée amasi, mala, ikivuguto ou lben selon les pays.'],
    es: ['Leche fermentada', 'Leche fermentada espesa y ácida, la bebida que se conoce como amasi, mala, ikivuguto o lben.'],
    pt: ['Leite fermentado', 'Leite fermentado espesso e ácido, a bebida conhecida como amasi, mala, ikivuguto ou lben.'],
    ar: ['لبن رائب', 'لبن مخمّر كثيف وحامض، وهو المشروب المعروف باسم اللبن أو الأماسي أو المالا أو الإيكيفوغوتو.'],
    sw: ['Maziwa mala', 'Maziwa mala mazito yenye uchachu — kinywaji kinachojulikana pia kama amasi, ikivuguto au lben.'],
  }),
  p('yoghurt', 'eggs-dairy', 'jar', 250, 'yoghurt', {
    en: ['Natural yoghurt', 'Set yoghurt made from whole farm milk with nothing added, in a returnable 500 ml glass jar.'],
    fr: ['Yaourt nature', 'Yaourt ferme au lait entier de la ferme, sans aucun ajout, en pot de verre consigné de 500 ml.'],
    es: ['Yogur natural', 'Yogur firme de leche entera de la granja, sin nada añadido, en tarro de cristal retornable de 500 ml.'],
    pt: ['Iogurte natural', 'Iogurte firme feito com leite gordo da quinta, sem nada adicionado, em frasco de vidro retornável de 500 ml.'],
    ar: ['زبادي طبيعي', 'زبادي متماسك من حليب المزرعة كامل الدسم دون أي إضافات، في برطمان زجاجي قابل للإرجاع سعة 500 مل.'],
    sw: ['Mtindi asilia', 'Mtindi mzito wa maziwa halisi ya shambani bila kuongezwa chochote — chupa ya glasi ya ml 500 inayorudishwa.'],
  }, { measure: l(0.5) }),
  p('butter', 'eggs-dairy', 'g500', 500, 'butter', {
    en: ['Farm butter', 'Golden, lightly salted butter churned from cultured cream.'],
    fr: ['Beurre fermier', 'Beurre doré et légèrement salé, baratté à partir de crème maturée.'],
    es: ['Mantequilla de granja', 'Mantequilla dorada, ligeramente salada, batida con nata madurada.'],
    pt: ['Manteiga da quinta', 'Manteiga dourada, levemente salgada, batida a partir de nata maturada.'],
    ar: ['زبدة بلدية', 'زبدة ذهبية قليلة الملح مخضوضة من قشدة مخمّرة.'],
    sw: ['Siagi ya shambani', 'Siagi ya rangi ya dhahabu yenye chumvi kidogo, iliyotengenezwa kwa malai yaliyochachushwa.'],
  }),
  p('cheese', 'eggs-dairy', 'g500', 600, 'cheese', {
    en: ['Farm cheese', 'Fresh and semi-aged cheeses made in small batches from the farm’s own milk; what is ready changes from week to week.'],
    fr: ['Fromage fermier', 'Fromages frais et demi-affinés, fabriqués en petites quantités avec le lait de la ferme ; la sélection change chaque semaine.'],
    es: ['Queso de granja', 'Quesos frescos y semicurados elaborados en pequeñas tandas con leche de la propia granja; la selección cambia cada semana.'],
    pt: ['Queijo da quinta', 'Queijos frescos e de meia-cura feitos em pequenos lotes com leite da própria quinta; a seleção muda todas as semanas.'],
    ar: ['جبن المزرعة', 'أجبان طازجة ونصف معتّقة تُصنع بكميات صغيرة من حليب المزرعة نفسها، وتتغير التشكيلة من أسبوع لآخر.'],
    sw: ['Jibini ya shambani', 'Jibini mbichi na iliyokomaa kidogo, inayotengenezwa kwa kiasi kidogo kutokana na maziwa ya shamba hili — aina hubadilika kila wiki.'],
  }),

  // ── Meat and poultry ──────────────────────────────────────────────────────
  p('chicken', 'meat-poultry', 'piece', 900, 'chicken', {
    en: ['Free-range chicken', 'A whole, slow-grown free-range bird of about 1.8 kg, with firmer meat and far more flavour than a broiler.'],
    fr: ['Poulet fermier', 'Poulet entier élevé en plein air et à croissance lente, environ 1,8 kg : une chair plus ferme et bien plus savoureuse.'],
    es: ['Pollo de corral', 'Pollo entero de corral y crecimiento lento, de unos 1,8 kg: carne más firme y mucho más sabrosa.'],
    pt: ['Frango do campo', 'Frango inteiro do campo, de crescimento lento, com cerca de 1,8 kg: carne mais firme e muito mais saborosa.'],
    ar: ['دجاج بلدي', 'دجاجة بلدية كاملة بطيئة النمو بوزن نحو 1.8 كغ، لحمها أكثر تماسكًا وأغنى نكهة.'],
    sw: ['Kuku wa kienyeji', 'Kuku mzima wa kienyeji aliyekua polepole, takriban kilo 1.8 — nyama imara na ladha zaidi kuliko kuku wa kisasa.'],
  }, { measure: kg(1.8) }),
  p('beef-mince', 'meat-poultry', 'kg', 700, 'beef-mince', {
    en: ['Grass-fed beef mince', 'Lean mince from grass-fed cattle, ground fresh on the morning of delivery.'],
    fr: ['Bœuf haché nourri à l’herbe', 'Bœuf haché maigre issu de bêtes nourries à l’herbe, haché le matin même de la livraison.'],
    es: ['Carne picada de vacuno de pasto', 'Carne picada magra de vacuno alimentado con pasto, picada la misma mañana de la entrega.'],
    pt: ['Carne picada de novilho de pasto', 'Carne picada magra de gado criado a pasto, picada na manhã da entrega.'],
    ar: ['لحم بقري مفروم', 'لحم مفروم قليل الدهن من أبقار تتغذى على العشب، يُفرم صباح يوم التوصيل.'],
    sw: ['Nyama ya ng’ombe ya kusaga', 'Nyama ya kusaga isiyo na mafuta mengi kutoka kwa ng’ombe wanaolishwa nyasi, inasagwa asubuhi ya siku ya kuleta.'],
  }),
  p('goat', 'meat-poultry', 'kg', 800, 'goat', {
    en: ['Goat meat', 'Bone-in goat, cut for stews, pepper soup and nyama choma, from animals raised on open range.'],
    fr: ['Viande de chèvre', 'Viande de chèvre avec os, découpée pour les ragoûts, la soupe pimentée et les grillades, issue d’animaux élevés en liberté.'],
    es: ['Carne de cabra', 'Carne de cabra con hueso, cortada para guisos, sopa picante y parrilla, de animales criados en libertad.'],
    pt: ['Carne de cabrito', 'Carne de cabrito com osso, cortada para guisados, sopa picante e grelhados, de animais criados em liberdade.'],
    ar: ['لحم ماعز', 'لحم ماعز بالعظم مقطّع لليخنات وحساء الفلفل والشواء، من حيوانات تُربّى في المراعي المفتوحة.'],
    sw: ['Nyama ya mbuzi', 'Nyama ya mbuzi yenye mifupa iliyokatwa kwa mchuzi, supu ya pilipili na nyama choma, kutoka kwa mbuzi wanaolishwa malishoni.'],
  }),
  p('lamb', 'meat-poultry', 'kg', 1000, 'lamb', {
    en: ['Lamb', 'Pasture-raised lamb, shoulder and leg cut for tagines and slow roasting.'],
    fr: ['Agneau', 'Agneau élevé au pâturage, épaule et gigot découpés pour les tajines et les rôtis longs.'],
    es: ['Cordero', 'Cordero criado en pasto, paletilla y pierna troceadas para tajines y asados lentos.'],
    pt: ['Borrego', 'Borrego criado em pastagem, pá e perna cortadas para tajines e assados lentos.'],
    ar: ['لحم خروف', 'لحم خروف مُربّى في المراعي، كتف وفخذ مقطّعان للطواجن والشواء البطيء.'],
    sw: ['Nyama ya kondoo', 'Nyama ya kondoo waliolishwa malishoni — bega na paja zilizokatwa kwa tajini na kuoka polepole.'],
  }),
  p('guinea-fowl', 'meat-poultry', 'piece', 1000, 'guinea-fowl', {
    en: ['Guinea fowl', 'A whole guinea fowl of about 1.2 kg with rich, gamey meat, superb grilled with pepper or in light soup.'],
    fr: ['Pintade', 'Une pintade entière d’environ 1,2 kg, à la chair riche au goût de gibier, superbe grillée ou en soupe.'],
    es: ['Pintada', 'Una pintada entera de unos 1,2 kg, de carne sabrosa con un toque de caza, deliciosa a la parrilla o en sopa.'],
    pt: ['Galinha-d’angola', 'Uma galinha-d’angola inteira com cerca de 1,2 kg, de carne rica com sabor a caça, ótima grelhada ou em sopa.'],
    ar: ['دجاج غيني', 'دجاجة غينية كاملة بوزن نحو 1.2 كغ بلحم غني بنكهة الطرائد، رائعة مشوية أو في الحساء.'],
    sw: ['Kanga', 'Kanga mzima wa takriban kilo 1.2, mwenye nyama tamu ya porini — mzuri kuchomwa au kwenye supu.'],
  }, { measure: kg(1.2) }),

  // ── Honey and preserves ───────────────────────────────────────────────────
  p('honey', 'honey-preserves', 'jar', 600, 'honey', {
    en: ['Raw honey', 'Unheated, unfiltered honey from the farm’s own hives. It may crystallise, which is a sign it is real.'],
    fr: ['Miel brut', 'Miel non chauffé et non filtré, issu des ruches de la ferme ; s’il cristallise, c’est signe qu’il est authentique.'],
    es: ['Miel cruda', 'Miel sin calentar ni filtrar, de las colmenas de la granja; si cristaliza, es señal de que es auténtica.'],
    pt: ['Mel cru', 'Mel não aquecido nem filtrado, das colmeias da quinta; se cristalizar, é sinal de que é verdadeiro.'],
    ar: ['عسل خام', 'عسل غير مُسخَّن وغير مُصفّى من خلايا المزرعة؛ قد يتبلور، وهذا دليل على أنه طبيعي.'],
    sw: ['Asali mbichi', 'Asali isiyopashwa moto wala kuchujwa, kutoka kwenye mizinga ya shamba — ikiganda ni ishara kuwa ni halisi.'],
  }, { measure: kg(0.5) }),
  p('olive-oil', 'honey-preserves', 'litre', 900, 'olive-oil', {
    en: ['Extra virgin olive oil', 'Cold-pressed Picholine olive oil from this season’s harvest: green, peppery and fresh.'],
    fr: ['Huile d’olive vierge extra', 'Huile d’olive Picholine pressée à froid, de la récolte de la saison : verte, poivrée et fraîche.'],
    es: ['Aceite de oliva virgen extra', 'Aceite de oliva Picholine prensado en frío de la cosecha de esta temporada: verde, picante y fresco.'],
    pt: ['Azeite virgem extra', 'Azeite Picholine extraído a frio, da colheita desta época: verde, apimentado e fresco.'],
    ar: ['زيت زيتون بكر ممتاز', 'زيت زيتون بيشولين معصور على البارد من محصول هذا الموسم، أخضر وحار قليلًا وطازج.'],
    sw: ['Mafuta ya zeituni halisi', 'Mafuta ya zeituni ya Picholine yaliyokamuliwa bila joto, ya mavuno ya msimu huu — ya kijani, makali kidogo na mabichi.'],
  }),
  p('argan-oil', 'honey-preserves', 'jar', 1500, 'argan-oil', {
    en: ['Culinary argan oil', 'Toasted argan oil pressed by a women’s cooperative — drizzle it on couscous, salads or warm bread.'],
    fr: ['Huile d’argan alimentaire', 'Huile d’argan torréfiée, pressée par une coopérative de femmes, en filet sur le couscous, les salades ou le pain chaud.'],
    es: ['Aceite de argán culinario', 'Aceite de argán tostado, prensado por una cooperativa de mujeres; sobre cuscús, ensaladas o pan caliente.'],
    pt: ['Óleo de argão culinário', 'Óleo de argão torrado, prensado por uma cooperativa de mulheres; regue cuscuz, saladas ou pão quente.'],
    ar: ['زيت أركان غذائي', 'زيت أركان محمّص تعصره تعاونية نسائية، يُرش على الكسكس والسلطات أو الخبز الساخن.'],
    sw: ['Mafuta ya argan ya kupikia', 'Mafuta ya argan yaliyokaangwa, yanayokamuliwa na ushirika wa wanawake — mwagia kwenye kuskusi, saladi au mkate wa moto.'],
  }, { measure: l(0.25) }),
  p('amlou', 'honey-preserves', 'jar', 800, 'amlou', {
    en: ['Amlou almond spread', 'A smooth spread of roasted almonds, argan oil and honey — Morocco’s answer to peanut butter.'],
    fr: ['Amlou', 'Pâte onctueuse d’amandes grillées, d’huile d’argan et de miel : la pâte à tartiner marocaine par excellence.'],
    es: ['Amlou (crema de almendra)', 'Crema untable de almendras tostadas, aceite de argán y miel: la respuesta marroquí a la crema de cacahuete.'],
    pt: ['Amlou (creme de amêndoa)', 'Creme de amêndoa torrada, óleo de argão e mel: a resposta marroquina à manteiga de amendoim.'],
    ar: ['أملو', 'معجون ناعم من اللوز المحمّص وزيت الأركان والعسل، أشهى ما يُدهن على الخبز المغربي.'],
    sw: ['Amlou (siagi ya lozi)', 'Siagi laini ya lozi zilizokaangwa, mafuta ya argan na asali — jibu la Moroko kwa siagi ya karanga.'],
  }, { measure: kg(0.25) }),
  p('preserved-lemons', 'honey-preserves', 'jar', 400, 'preserved-lemons', {
    en: ['Preserved lemons', 'Beldi lemons cured for three months in salt and their own juice; chop the rind into tagines and salads.'],
    fr: ['Citrons confits', 'Citrons beldi confits trois mois dans le sel et leur jus ; hachez l’écorce dans les tajines et les salades.'],
    es: ['Limones en conserva', 'Limones beldi curados tres meses en sal y su propio zumo; pica la piel en tajines y ensaladas.'],
    pt: ['Limões em conserva', 'Limões beldi curados três meses em sal e no próprio sumo; pique a casca para tajines e saladas.'],
    ar: ['حامض مصيّر', 'ليمون بلدي مصيّر في الملح وعصيره لمدة ثلاثة أشهر، يُقطَّع قشره في الطواجن والسلطات.'],
    sw: ['Malimau ya chumvi', 'Malimau ya kienyeji yaliyohifadhiwa kwa chumvi na maji yake kwa miezi mitatu — katakata maganda kwenye tajini na saladi.'],
  }, { measure: kg(0.5) }),
  p('olives', 'honey-preserves', 'jar', 350, 'olives', {
    en: ['Cracked green olives', 'Hand-cracked green olives marinated with garlic, lemon and wild thyme.'],
    fr: ['Olives vertes cassées', 'Olives vertes cassées à la main, marinées à l’ail, au citron et au thym sauvage.'],
    es: ['Aceitunas verdes partidas', 'Aceitunas verdes partidas a mano y aliñadas con ajo, limón y tomillo silvestre.'],
    pt: ['Azeitonas verdes britadas', 'Azeitonas verdes britadas à mão, temperadas com alho, limão e tomilho silvestre.'],
    ar: ['زيتون أخضر مكسّر', 'زيتون أخضر مكسّر يدويًا ومتبّل بالثوم والحامض والزعتر البري.'],
    sw: ['Zeituni za kijani', 'Zeituni za kijani zilizopasuliwa kwa mkono na kulowekwa kwa kitunguu saumu, limau na thyme ya porini.'],
  }, { measure: kg(0.5) }),
  p('atchar', 'honey-preserves', 'jar', 350, 'atchar', {
    en: ['Mango atchar', 'Spicy green-mango atchar with chilli, fenugreek and mustard seed, made the way South African grandmothers make it.'],
    fr: ['Achard de mangue', 'Achard épicé de mangue verte au piment, au fenugrec et aux graines de moutarde, comme le font les grands-mères sud-africaines.'],
    es: ['Achar de mango', 'Achar picante de mango verde con chile, fenogreco y semillas de mostaza, como lo hacen las abuelas sudafricanas.'],
    pt: ['Achar de manga', 'Achar picante de manga verde com malagueta, feno-grego e sementes de mostarda, como fazem as avós sul-africanas.'],
    ar: ['مخلل المانجو (أتشار)', 'مخلل حار من المانجو الخضراء بالفلفل والحلبة وبذور الخردل، على طريقة الجدات في جنوب أفريقيا.'],
    sw: ['Achari ya embe', 'Achari ya embe bichi yenye pilipili, uwatu na mbegu za haradali — jinsi bibi wa Afrika Kusini wanavyoitengeneza.'],
  }, { measure: kg(0.4) }),
  p('peanut-butter', 'honey-preserves', 'jar', 350, 'peanut-butter', {
    en: ['Peanut butter', 'Just roasted groundnuts and a pinch of salt, stone-ground; stir in the oil that rises to the top.'],
    fr: ['Beurre de cacahuète', 'Uniquement des arachides grillées et une pincée de sel, moulues à la pierre ; mélangez l’huile qui remonte.'],
    es: ['Crema de cacahuete', 'Solo cacahuetes tostados y una pizca de sal, molidos a la piedra; remueve el aceite que sube a la superficie.'],
    pt: ['Manteiga de amendoim', 'Apenas amendoim torrado e uma pitada de sal, moído à pedra; misture o óleo que sobe à superfície.'],
    ar: ['زبدة الفول السوداني', 'فول سوداني محمّص ورشة ملح فقط، مطحون بالحجر؛ حرّك الزيت الذي يطفو على السطح.'],
    sw: ['Siagi ya karanga', 'Karanga zilizokaangwa na chumvi kidogo tu, zilizosagwa kwa jiwe — koroga mafuta yanayopanda juu.'],
  }, { measure: kg(0.4) }),
  p('shito', 'honey-preserves', 'jar', 400, 'shito', {
    en: ['Shito pepper sauce', 'Ghana’s dark, smoky pepper sauce of dried fish, shrimp, ginger and chilli, slow-fried in oil.'],
    fr: ['Sauce shito', 'Sauce pimentée ghanéenne, sombre et fumée, à base de poisson séché, de crevettes, de gingembre et de piment, frits lentement.'],
    es: ['Salsa shito', 'Salsa picante ghanesa, oscura y ahumada, de pescado seco, gambas, jengibre y chile fritos a fuego lento.'],
    pt: ['Molho shito', 'Molho picante ganês, escuro e fumado, de peixe seco, camarão, gengibre e malagueta, frito lentamente.'],
    ar: ['صلصة شيتو', 'صلصة فلفل غانية داكنة ومدخّنة من السمك المجفف والروبيان والزنجبيل والفلفل الحار، مقلية على نار هادئة.'],
    sw: ['Sosi ya shito', 'Sosi ya pilipili ya Ghana yenye rangi nyeusi na harufu ya moshi — samaki wakavu, kamba, tangawizi na pilipili vilivyokaangwa polepole.'],
  }, { measure: kg(0.3) }),
  p('palm-oil', 'honey-preserves', 'litre', 300, 'palm-oil', {
    en: ['Red palm oil', 'Unrefined red palm oil pressed in the village, giving banga, egusi and red-red their colour and flavour.'],
    fr: ['Huile de palme rouge', 'Huile de palme rouge non raffinée, pressée au village : la couleur et le goût du banga et de la sauce graine.'],
    es: ['Aceite de palma rojo', 'Aceite de palma rojo sin refinar, prensado en el pueblo: el color y el sabor del banga y el red-red.'],
    pt: ['Óleo de palma', 'Óleo de palma vermelho não refinado, prensado na aldeia: a cor e o sabor do banga e do red-red.'],
    ar: ['زيت النخيل الأحمر', 'زيت نخيل أحمر غير مكرر يُعصر في القرية، يمنح البانغا والإيغوسي لونهما ونكهتهما.'],
    sw: ['Mafuta ya mawese', 'Mafuta mekundu ya mawese yasiyosafishwa, yaliyokamuliwa kijijini — rangi na ladha ya banga na egusi.'],
  }),
]

export const PRODUCE_BY_KEY: ReadonlyMap<string, ProduceType> = new Map(PRODUCE_TYPES.map((t) => [t.key, t]))
