/**
 * The food seed (issue 34): home kitchens and restaurants in the six markets, each cooking six to
 * eight dishes of the dish library (food-library.ts) at its market's prices, with its opening hours,
 * preparation time, the places it delivers to, and a few offers. Deterministic (a fixed-seed PRNG)
 * except offer dates, which are placed around `now`.
 */
import type { KitchenDetails, MealDetails, OptionGroup } from '../../../src/api/service-details-contract'
import { at, pick, randInt, storeById, type Rng } from '../farm-seed'
import type { I18n, ServiceSeed } from '../seed-types'
import type { StoreDef, StoreId } from '../stores'
import { DISH_BY_KEY, OPTION_GROUPS, type DishType } from './food-library'
import { hours, makeProvider, priceIn, serviceSeedSource, type ProviderDef } from './seed-kit'

const SEED = 0xf00d_5eed

type KitchenPhoto = 'home-kitchen' | 'restaurant' | 'street-grill'

interface KitchenDef extends ProviderDef {
  kind: KitchenDetails['kind']
  cuisines: KitchenDetails['cuisines']
  days: number[]
  open: string
  close: string
  prep: number
  photo: KitchenPhoto
  dishes: string[]
}

const WEEK = [0, 1, 2, 3, 4, 5, 6]
const MON_SAT = [1, 2, 3, 4, 5, 6]
const TUE_SUN = [0, 2, 3, 4, 5, 6]

// One kitchen a line (two with its dishes), laid out to be read as a table: Prettier leaves it.
// prettier-ignore
export const KITCHENS: readonly KitchenDef[] = [
  // ── Johannesburg ──────────────────────────────────────────────────────────
  { store: 'jnb', name: 'Nomvula Dlamini', business: 'Nomvula’s Kitchen', kind: 'home', town: 'Soweto', cuisines: ['south-african'], days: TUE_SUN, open: '11:00', close: '19:00', prep: 50, photo: 'home-kitchen', featured: true,
    dishes: ['pap-wors', 'chakalaka-pap', 'samp-beans', 'vetkoek', 'malva', 'rooibos-iced', 'braai-platter'] },
  { store: 'jnb', name: 'Yusuf Moosa', business: 'Durban Curry House', kind: 'restaurant', town: 'Fordsburg', cuisines: ['south-african', 'durban-indian'], days: WEEK, open: '10:00', close: '22:00', prep: 25, photo: 'restaurant', featured: true,
    dishes: ['bunny-chow', 'vetkoek', 'samosa', 'chakalaka-pap', 'rooibos-iced', 'malva'] },
  { store: 'jnb', name: 'Fatima Davids', business: 'Bo-Kaap Table', kind: 'home', town: 'Mayfair', cuisines: ['cape-malay'], days: [3, 4, 5, 6, 0], open: '12:00', close: '20:00', prep: 55, photo: 'home-kitchen',
    dishes: ['bobotie', 'bunny-chow', 'samosa', 'malva', 'rooibos-iced', 'chakalaka-pap'] },
  { store: 'jnb', name: 'Bongani Khumalo', business: 'Shisa Nyama kwaBongani', kind: 'restaurant', town: 'Orlando West', cuisines: ['south-african', 'braai'], days: [3, 4, 5, 6, 0], open: '11:00', close: '22:00', prep: 35, photo: 'street-grill',
    dishes: ['braai-platter', 'pap-wors', 'chakalaka-pap', 'samp-beans', 'vetkoek', 'rooibos-iced', 'malva'] },
  { store: 'jnb', name: 'Adaeze Eze', business: 'Mama Ada’s Kitchen', kind: 'home', town: 'Yeoville', cuisines: ['nigerian'], days: MON_SAT, open: '11:00', close: '20:00', prep: 45, photo: 'home-kitchen',
    dishes: ['jollof-chicken', 'egusi', 'fried-rice', 'suya', 'puff-puff', 'zobo'] },
  // ── Nairobi ───────────────────────────────────────────────────────────────
  { store: 'nbo', name: 'Wanjiru Kamau', business: 'Mama Wanjiru’s Kitchen', kind: 'home', town: 'Kilimani', cuisines: ['kenyan'], days: MON_SAT, open: '10:00', close: '19:00', prep: 45, photo: 'home-kitchen', featured: true,
    dishes: ['githeri', 'mukimo', 'sukuma-ugali', 'chapati-beans', 'mandazi', 'chai', 'pilau'] },
  { store: 'nbo', name: 'Otieno Ochieng', business: 'Kwa Otieno Choma Zone', kind: 'restaurant', town: 'South B', cuisines: ['kenyan', 'grills'], days: WEEK, open: '11:00', close: '23:00', prep: 40, photo: 'street-grill', featured: true,
    dishes: ['nyama-choma', 'tilapia-fry', 'sukuma-ugali', 'pilau', 'samosa', 'passion-juice', 'chai'] },
  { store: 'nbo', name: 'Amina Hassan', business: 'Lamu Spice Kitchen', kind: 'home', town: 'South C', cuisines: ['swahili'], days: TUE_SUN, open: '11:00', close: '20:00', prep: 50, photo: 'home-kitchen',
    dishes: ['pilau', 'samosa', 'mandazi', 'chai', 'chapati-beans', 'passion-juice'] },
  { store: 'nbo', name: 'Njeri Mwangi', business: 'Westlands Breakfast Club', kind: 'restaurant', town: 'Westlands', cuisines: ['kenyan', 'breakfast'], days: WEEK, open: '06:30', close: '15:00', prep: 20, photo: 'restaurant',
    dishes: ['mandazi', 'chai', 'chapati-beans', 'samosa', 'githeri', 'passion-juice'] },
  { store: 'nbo', name: 'Grace Achieng', business: 'Nyanza Fish Point', kind: 'restaurant', town: 'Kilimani', cuisines: ['kenyan', 'luo', 'fish'], days: MON_SAT, open: '11:00', close: '21:30', prep: 35, photo: 'restaurant',
    dishes: ['tilapia-fry', 'sukuma-ugali', 'nyama-choma', 'chapati-beans', 'passion-juice', 'chai'] },
  // ── Lagos ─────────────────────────────────────────────────────────────────
  { store: 'los', name: 'Ngozi Okafor', business: 'Mama Ngozi’s Kitchen', kind: 'home', town: 'Surulere', cuisines: ['nigerian'], days: MON_SAT, open: '10:00', close: '20:00', prep: 50, photo: 'home-kitchen', featured: true,
    dishes: ['jollof-chicken', 'egusi', 'fried-rice', 'moi-moi', 'pepper-soup', 'zobo', 'puff-puff', 'party-jollof'] },
  { store: 'los', name: 'Musa Abdullahi', business: 'Mallam Musa Suya Spot', kind: 'restaurant', town: 'Yaba', cuisines: ['nigerian', 'hausa', 'grills'], days: WEEK, open: '16:00', close: '23:30', prep: 25, photo: 'street-grill', featured: true,
    dishes: ['suya', 'zobo', 'puff-puff', 'meat-pie', 'fried-rice', 'jollof-chicken'] },
  { store: 'los', name: 'Folake Adeyemi', business: 'Iya Folake Bukka', kind: 'restaurant', town: 'Ikeja', cuisines: ['nigerian', 'yoruba'], days: MON_SAT, open: '09:00', close: '18:00', prep: 20, photo: 'restaurant',
    dishes: ['efo-riro', 'ayamase', 'egusi', 'moi-moi', 'jollof-chicken', 'zobo', 'chin-chin'] },
  { store: 'los', name: 'Tolu Bakare', business: 'Lekki Small Chops Co.', kind: 'home', town: 'Lekki', cuisines: ['nigerian', 'small-chops'], days: [2, 3, 4, 5, 6], open: '10:00', close: '19:00', prep: 60, photo: 'home-kitchen',
    dishes: ['puff-puff', 'meat-pie', 'chin-chin', 'suya', 'zobo', 'moi-moi', 'party-jollof'] },
  { store: 'los', name: 'Chidi Nwosu', business: 'Chidi’s Pepper Soup Joint', kind: 'restaurant', town: 'Ikoyi', cuisines: ['nigerian', 'igbo'], days: WEEK, open: '12:00', close: '23:00', prep: 30, photo: 'restaurant',
    dishes: ['pepper-soup', 'egusi', 'jollof-chicken', 'fried-rice', 'zobo', 'ayamase'] },
  // ── Accra ─────────────────────────────────────────────────────────────────
  { store: 'acc', name: 'Akosua Mensah', business: 'Auntie Akosua’s Waakye', kind: 'home', town: 'Osu', cuisines: ['ghanaian'], days: MON_SAT, open: '07:00', close: '15:00', prep: 30, photo: 'home-kitchen', featured: true,
    dishes: ['waakye', 'kelewele', 'red-red', 'jollof-chicken', 'zobo', 'light-soup'] },
  { store: 'acc', name: 'Kwame Asante', business: 'Asante Chop Bar', kind: 'restaurant', town: 'Kaneshie', cuisines: ['ghanaian', 'akan'], days: WEEK, open: '10:00', close: '21:00', prep: 25, photo: 'restaurant', featured: true,
    dishes: ['light-soup', 'groundnut-soup', 'banku-tilapia', 'waakye', 'red-red', 'zobo', 'kelewele'] },
  { store: 'acc', name: 'Efua Owusu', business: 'Efua’s Jollof Pot', kind: 'home', town: 'East Legon', cuisines: ['ghanaian'], days: TUE_SUN, open: '11:00', close: '20:00', prep: 45, photo: 'home-kitchen',
    dishes: ['jollof-chicken', 'party-jollof', 'kelewele', 'fried-rice', 'zobo', 'chin-chin'] },
  { store: 'acc', name: 'Ibrahim Mohammed', business: 'Nima Suya & Grill', kind: 'restaurant', town: 'Nima', cuisines: ['ghanaian', 'hausa', 'grills'], days: WEEK, open: '15:00', close: '23:00', prep: 25, photo: 'street-grill',
    dishes: ['suya', 'banku-tilapia', 'kelewele', 'jollof-chicken', 'zobo', 'groundnut-soup'] },
  { store: 'acc', name: 'Abena Boateng', business: 'Abena’s Red Red', kind: 'home', town: 'Labone', cuisines: ['ghanaian', 'vegetarian'], days: MON_SAT, open: '11:00', close: '19:00', prep: 40, photo: 'home-kitchen',
    dishes: ['red-red', 'kelewele', 'waakye', 'light-soup', 'groundnut-soup', 'zobo'] },
  // ── Kigali ────────────────────────────────────────────────────────────────
  { store: 'kgl', name: 'Claudine Uwase', business: 'Chez Claudine', kind: 'home', town: 'Kicukiro', cuisines: ['rwandan'], days: MON_SAT, open: '11:00', close: '20:00', prep: 50, photo: 'home-kitchen', featured: true,
    dishes: ['isombe', 'ibihaze', 'brochettes', 'sambaza', 'passion-juice', 'chai', 'tilapia-fry'] },
  { store: 'kgl', name: 'Jean-Paul Habimana', business: 'Brochettes Habimana', kind: 'restaurant', town: 'Remera', cuisines: ['rwandan', 'grills'], days: WEEK, open: '12:00', close: '23:00', prep: 30, photo: 'street-grill', featured: true,
    dishes: ['brochettes', 'sambaza', 'tilapia-fry', 'ibihaze', 'passion-juice', 'chai'] },
  { store: 'kgl', name: 'Aline Mukamana', business: 'Nyamirambo Pilau House', kind: 'restaurant', town: 'Nyamirambo', cuisines: ['swahili', 'rwandan'], days: WEEK, open: '10:00', close: '22:00', prep: 25, photo: 'restaurant',
    dishes: ['pilau', 'samosa', 'mandazi', 'chai', 'chapati-beans', 'brochettes'] },
  { store: 'kgl', name: 'Grace Ingabire', business: 'Inzu y’Ibiryo', kind: 'home', town: 'Kimihurura', cuisines: ['rwandan', 'vegetarian'], days: TUE_SUN, open: '11:00', close: '19:00', prep: 45, photo: 'home-kitchen',
    dishes: ['isombe', 'ibihaze', 'githeri', 'mandazi', 'chai', 'passion-juice'] },
  // ── Casablanca ────────────────────────────────────────────────────────────
  { store: 'cmn', name: 'Fatima Zahra Bennani', firstAr: 'فاطمة الزهراء', business: 'Dar Lalla Fatima', kind: 'home', town: 'Derb Sultan', townAr: 'درب السلطان', cuisines: ['moroccan'], days: TUE_SUN, open: '12:00', close: '21:00', prep: 60, photo: 'home-kitchen', featured: true,
    dishes: ['chicken-tagine', 'lamb-prunes', 'couscous-friday', 'harira', 'zaalouk', 'mint-tea', 'chebakia'] },
  { store: 'cmn', name: 'Youssef El Amrani', firstAr: 'يوسف', business: 'Riad Youssef', kind: 'restaurant', town: 'Habous', townAr: 'الحبوس', cuisines: ['moroccan', 'fassi'], days: WEEK, open: '12:00', close: '23:00', prep: 35, photo: 'restaurant', featured: true,
    dishes: ['pastilla', 'lamb-prunes', 'chicken-tagine', 'kefta-tagine', 'zaalouk', 'mint-tea', 'chebakia', 'couscous-friday'] },
  { store: 'cmn', name: 'Khadija Alaoui', firstAr: 'خديجة', business: 'Ftour Khadija', kind: 'home', town: 'Maârif', townAr: 'المعاريف', cuisines: ['moroccan', 'breakfast'], days: MON_SAT, open: '07:00', close: '13:00', prep: 30, photo: 'home-kitchen',
    dishes: ['msemen-honey', 'bissara', 'harira', 'mint-tea', 'chebakia', 'zaalouk'] },
  { store: 'cmn', name: 'Hassan Tazi', firstAr: 'حسن', business: 'Kefta Hassan', kind: 'restaurant', town: 'Hay Mohammadi', townAr: 'الحي المحمدي', cuisines: ['moroccan', 'grills'], days: WEEK, open: '11:00', close: '23:00', prep: 25, photo: 'street-grill',
    dishes: ['kefta-tagine', 'chicken-tagine', 'zaalouk', 'bissara', 'harira', 'mint-tea'] },
  { store: 'cmn', name: 'Salma Idrissi', firstAr: 'سلمى', business: 'Couscous Salma', kind: 'home', town: 'Gauthier', townAr: 'غوتييه', cuisines: ['moroccan'], days: [3, 4, 5, 6, 0], open: '12:00', close: '20:00', prep: 55, photo: 'home-kitchen',
    dishes: ['couscous-friday', 'harira', 'pastilla', 'msemen-honey', 'mint-tea', 'chebakia'] },
]

/**
 * Kitchen stories. Slots: {farmName} {first} {town} {city} {since} {dish} {dish2}. Dishes come after
 * a colon or "for", so the sentence stays grammatical whatever the dish; the Arabic sentences let the
 * kitchen, not the cook, be the subject (no verb to agree with a gender).
 */
// prettier-ignore
const STORIES: Record<KitchenDetails['kind'], readonly I18n[]> = {
  home: [
    {
      en: '{farmName} is {first}’s home kitchen in {town}, {city}, cooking since {since}. Neighbours order it most for {dish} and {dish2}. Every pot is cooked on the day, in small batches, the way it is made at home.',
      fr: '{farmName} est la cuisine familiale de {first} à {town}, à {city}, qui cuisine depuis {since}. Les voisins y commandent surtout : {dish} et {dish2}. Chaque marmite est préparée le jour même, en petites quantités, comme à la maison.',
      es: '{farmName} es la cocina casera de {first} en {town}, {city}, que cocina desde {since}. Lo que más piden los vecinos: {dish} y {dish2}. Cada olla se prepara el mismo día, en pequeñas cantidades, como en casa.',
      pt: '{farmName} é a cozinha caseira de {first} em {town}, {city}, a cozinhar desde {since}. O que os vizinhos mais pedem: {dish} e {dish2}. Cada panela é feita no próprio dia, em pequenas quantidades, como em casa.',
      ar: '{farmName} مطبخ بيتي في {town} بمدينة {city}، يطبخ منذ عام {since}. أكثر ما يطلبه الجيران: {dish} و{dish2}. يُطهى كل قدر في اليوم نفسه وبكميات صغيرة، كما في البيت.',
      sw: '{farmName} ni jiko la nyumbani la {first} huko {town}, {city}, linalopika tangu {since}. Majirani huagiza zaidi: {dish} na {dish2}. Kila sufuria hupikwa siku hiyo hiyo, kwa kiasi kidogo, kama nyumbani.',
    },
    {
      en: '{first} started {farmName} in {since}, cooking for friends from a family kitchen in {town}. Word spread across {city}, and today the favourites are {dish} and {dish2}, made from market-fresh ingredients.',
      fr: '{first} a lancé {farmName} en {since} en cuisinant pour des amis dans la cuisine familiale, à {town}. Le bouche-à-oreille a fait le tour de {city} ; les préférés aujourd’hui : {dish} et {dish2}, faits avec des produits frais du marché.',
      es: '{first} empezó {farmName} en {since} cocinando para amigos en la cocina familiar de {town}. Se corrió la voz por {city}, y hoy los favoritos son: {dish} y {dish2}, hechos con productos frescos del mercado.',
      pt: '{first} começou {farmName} em {since}, a cozinhar para amigos na cozinha da família em {town}. A fama espalhou-se por {city} e hoje os favoritos são: {dish} e {dish2}, feitos com produtos frescos do mercado.',
      ar: 'بدأ {farmName} عام {since} بطبخات للأصدقاء في مطبخ العائلة في {town}. ثم انتشر صيته في {city}، والمفضّل اليوم: {dish} و{dish2}، من مكونات طازجة من السوق.',
      sw: '{first} alianzisha {farmName} mwaka {since} akipikia marafiki kwenye jiko la familia huko {town}. Sifa zikaenea kote {city}, na leo vipendwa ni: {dish} na {dish2}, vilivyopikwa kwa viungo vibichi vya sokoni.',
    },
  ],
  restaurant: [
    {
      en: '{farmName} has fed {town} since {since}. Known across {city} for {dish} and {dish2}, the kitchen cooks every order fresh and packs it hot for delivery.',
      fr: '{farmName} nourrit {town} depuis {since}. Réputée dans tout {city} pour ses spécialités — {dish} et {dish2} —, la cuisine prépare chaque commande à la minute et l’emballe bien chaude pour la livraison.',
      es: '{farmName} da de comer a {town} desde {since}. Famosa en todo {city} por sus especialidades —{dish} y {dish2}—, la cocina prepara cada pedido al momento y lo empaca bien caliente para el reparto.',
      pt: '{farmName} alimenta {town} desde {since}. Conhecida em toda {city} pelas suas especialidades — {dish} e {dish2} —, a cozinha prepara cada pedido na hora e embala-o bem quente para a entrega.',
      ar: 'يطعم {farmName} أهل {town} منذ عام {since}. يشتهر في {city} كلها بأطباقه: {dish} و{dish2}، ويُحضَّر كل طلب طازجًا ويُغلَّف ساخنًا للتوصيل.',
      sw: '{farmName} imekuwa ikilisha {town} tangu {since}. Inajulikana kote {city} kwa {dish} na {dish2}; jiko hupika kila oda ikiwa mpya na kuifunga ikiwa moto kwa ajili ya kuletwa.',
    },
    {
      en: '{first} opened {farmName} in {town} in {since}. Regulars from all over {city} come back for {dish} and {dish2}; now the same plates come to your door.',
      fr: '{first} a ouvert {farmName} à {town} en {since}. Des habitués de tout {city} reviennent pour leurs plats préférés : {dish} et {dish2}. Les mêmes assiettes arrivent désormais à votre porte.',
      es: '{first} abrió {farmName} en {town} en {since}. Clientes de todo {city} vuelven por sus platos favoritos: {dish} y {dish2}. Ahora esos mismos platos llegan a su puerta.',
      pt: '{first} abriu {farmName} em {town} em {since}. Clientes de toda {city} voltam pelos pratos preferidos: {dish} e {dish2}. Agora os mesmos pratos chegam à sua porta.',
      ar: 'افتُتح {farmName} في {town} عام {since}. يعود إليه زبائن من أنحاء {city} من أجل أطباقهم المفضلة: {dish} و{dish2}، والآن تصلكم الأطباق نفسها إلى الباب.',
      sw: '{first} alifungua {farmName} huko {town} mwaka {since}. Wateja wa kudumu kutoka kote {city} hurudi kwa vyakula wanavyovipenda: {dish} na {dish2}; sasa sahani hizo hizo zinakufikia mlangoni.',
    },
  ],
}

// prettier-ignore
const OFFER_TITLES: readonly I18n[] = [
  {
    en: 'This week at {provider}: {item}, {pct}% off',
    fr: 'Cette semaine chez {provider} : {item} à -{pct}\u00a0%',
    es: 'Esta semana en {provider}: {item} con un {pct}\u00a0% de descuento',
    pt: 'Esta semana em {provider}: {item} com {pct}% de desconto',
    ar: 'هذا الأسبوع لدى {provider}: {item} بخصم {pct}٪',
    sw: 'Wiki hii kwa {provider}: punguzo la {pct}% kwa {item}',
  },
  {
    en: 'Cook’s special: {pct}% off {item}',
    fr: 'Le plat du chef : {item} à -{pct}\u00a0%',
    es: 'Especial de la cocina: {item} con un {pct}\u00a0% de descuento',
    pt: 'Especial da cozinha: {item} com {pct}% de desconto',
    ar: 'طبق المطبخ المميز: {item} بخصم {pct}٪',
    sw: 'Chakula maalum cha jiko: punguzo la {pct}% kwa {item}',
  },
]

export const FOOD_OFFERS_PER_MARKET = 2

type Kitchen = ServiceSeed<'food'>['providers'][number]
type Meal = ServiceSeed<'food'>['listings'][number]

function dish(key: string): DishType {
  const type = DISH_BY_KEY.get(key)
  if (!type) throw new Error(`Unknown dish "${key}"`)
  return type
}

/** A dish's option groups with the market's prices. */
function optionGroups(type: DishType, store: StoreDef): OptionGroup[] {
  return type.groups.map((key) => {
    const group = OPTION_GROUPS[type.region][key]
    return {
      id: key,
      name: { ...group.name },
      min: group.min,
      max: group.max,
      options: group.options.map((o) => ({ id: o.id, name: { ...o.name }, price: o.usdCents ? priceIn(store, o.usdCents) : 0 })),
    }
  })
}

function makeMeal(type: DishType, kitchen: Kitchen, store: StoreDef, id: string, rng: Rng, minFactor: number, maxFactor: number): Meal {
  const base = kitchen.details.kind === 'home' ? randInt(rng, 15, 40) : randInt(rng, 50, 120)
  const details: MealDetails = {
    serves: type.serves,
    dietary: type.dietary.slice(),
    allergens: type.allergens.slice(),
    optionGroups: optionGroups(type, store),
    portionsPerDay: type.unit === 'platter' ? Math.max(4, Math.round(base / 4)) : base,
  }
  return {
    id,
    providerId: kitchen.id,
    name: { ...type.name },
    category: type.category,
    unit: type.unit,
    price: priceIn(store, type.usdCents, minFactor + rng() * (maxFactor - minFactor)),
    stock: null,
    minQty: 1,
    stepQty: 1,
    photo: `/img/food/${type.img}.svg`,
    description: { ...type.description },
    details,
  }
}

function makeKitchen(def: KitchenDef, index: number, rng: Rng): Kitchen {
  // The two dishes the story names: the first two whose names hold no "and" of their own, so the sentence reads.
  const [first, second] = def.dishes.map(dish).filter((d) => !/ and /.test(d.name.en))
  if (!first || !second) throw new Error(`${def.business} needs at least two dishes to name`)
  return makeProvider(
    'food',
    def,
    index,
    rng,
    at(STORIES[def.kind], index % STORIES[def.kind].length),
    { dish: first.name, dish2: second.name },
    {
      kind: def.kind,
      cuisines: def.cuisines.slice(),
      openingHours: hours(def.days, def.open, def.close),
      prepMinutes: def.prep,
    },
  )
}

/** Every dish the kitchens of a market cook: what the benchmark catalog draws another kitchen's dish from. */
const DISHES_OF_MARKET = new Map<StoreId, string[]>()
for (const def of KITCHENS) DISHES_OF_MARKET.set(def.store, [...new Set([...(DISHES_OF_MARKET.get(def.store) ?? []), ...def.dishes])])

/** The food seed: 29 kitchens in six markets, their meals with options, and two offers a market dated around `now`. */
export const FOOD_SEED = serviceSeedSource({
  service: 'food',
  seed: SEED,
  offerTitles: OFFER_TITLES,
  offersPerMarket: FOOD_OFFERS_PER_MARKET,
  providers: (rng) =>
    KITCHENS.map((def, i) => {
      const kitchen = makeKitchen(def, i, rng)
      const store = storeById(def.store)
      return {
        provider: kitchen,
        listings: def.dishes.map((key) => makeMeal(dish(key), kitchen, store, `${kitchen.id}-${key}`, rng, 0.92, 1.12)),
        more: (r, suffix) => {
          const key = r() < 0.6 ? pick(r, def.dishes) : pick(r, DISHES_OF_MARKET.get(def.store) ?? def.dishes)
          return makeMeal(dish(key), kitchen, store, `${kitchen.id}-${key}-${suffix}`, r, 0.75, 1.4)
        },
      }
    }),
})

export const buildFoodSeed = FOOD_SEED.build
export const generateLargeFoodCatalog = FOOD_SEED.generateLarge
