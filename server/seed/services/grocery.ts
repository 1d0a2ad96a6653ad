/**
 * The grocery seed (issue 34): supermarkets, corner grocers and market stalls in the six markets,
 * each selling 25 to 40 products of the product library (grocery-library.ts) at its market's prices,
 * with its opening hours, the places it delivers to, and a few offers. Packed products carry an
 * EAN-13 barcode (the same product has the same code in every store of a market); loose produce,
 * meat and deli cheese are sold by weight. Deterministic except offer dates, placed around `now`.
 */
import type { GroceryStoreDetails, ProductDetails } from '../../../src/api/service-details-contract'
import { at, locationsFor, mulberry32, pick, randInt, slugify, storeById, type Rng } from '../farm-seed'
import type { I18n, ServiceSeed } from '../seed-types'
import type { StoreDef, StoreId } from '../stores'
import { PRODUCT_TYPES, type GroceryCategory, type ProductType } from './grocery-library'
import { fillTemplate, growListings, hours, placeOffers, priceIn } from './seed-kit'

const SEED = 0x6e0c_e41e

/** How much a packed weight may exceed the estimate before the excess is not charged (ProductDetails.byWeight). */
export const BY_WEIGHT_MARGIN_PERCENT = 10

/** The check digit of an EAN-13 code, from its first twelve digits. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 needs twelve digits, not "${first12}"`)
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3)
  return (10 - (sum % 10)) % 10
}

export const isValidEan13 = (code: string): boolean => /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12])

/** GS1 prefixes of the markets' countries (Rwanda's shops mostly stock goods coded in Kenya). */
const GS1_PREFIX: Record<StoreId, string> = { jnb: '600', nbo: '616', kgl: '616', los: '615', acc: '603', cmn: '611' }

/** A stable five-digit number from a text (FNV-1a): the brand's company number, the product's item number. */
function digitsOf(text: string, length: number): string {
  let h = 0x811c9dc5
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0
  return String(h % 10 ** length).padStart(length, '0')
}

/** The product's EAN-13 in a market: GS1 prefix, the brand's company number, the product's item number, check digit. */
export function barcodeFor(store: StoreId, type: ProductType): string {
  const first12 = GS1_PREFIX[store] + digitsOf(type.brand, 5) + digitsOf(`${store}:${type.key}`, 4)
  return first12 + String(ean13CheckDigit(first12))
}

type StoreKind = GroceryStoreDetails['kind']
type StorePhoto = 'supermarket' | 'grocer' | 'market-stall'

interface ShopDef {
  store: StoreId
  name: string
  firstAr?: string
  shop: string
  kind: StoreKind
  town: string
  townAr?: string
  photo: StorePhoto
  featured?: boolean
}

// prettier-ignore
export const SHOPS: readonly ShopDef[] = [
  { store: 'jnb', name: 'Rajesh Naidoo', shop: 'Jozi Fresh Supermarket', kind: 'supermarket', town: 'Rosebank', photo: 'supermarket', featured: true },
  { store: 'jnb', name: 'Pieter Botha', shop: 'Melville Corner Grocer', kind: 'grocer', town: 'Melville', photo: 'grocer' },
  { store: 'jnb', name: 'Lindiwe Sithole', shop: 'Lindiwe’s Spaza & Fresh', kind: 'grocer', town: 'Soweto', photo: 'grocer' },
  { store: 'jnb', name: 'Sibusiso Zulu', shop: 'Sibusiso’s Market Stall', kind: 'market-stall', town: 'Newtown', photo: 'market-stall' },
  { store: 'nbo', name: 'Hitesh Shah', shop: 'Kilimani Family Supermarket', kind: 'supermarket', town: 'Kilimani', photo: 'supermarket', featured: true },
  { store: 'nbo', name: 'Amani Njoroge', shop: 'Duka la Amani', kind: 'grocer', town: 'Lavington', photo: 'grocer' },
  { store: 'nbo', name: 'Wangari Muthoni', shop: 'Mama Mboga Wangari', kind: 'market-stall', town: 'Westlands', photo: 'market-stall' },
  { store: 'los', name: 'Emeka Obi', shop: 'Lekki Value Supermarket', kind: 'supermarket', town: 'Lekki', photo: 'supermarket', featured: true },
  { store: 'los', name: 'Bisi Ogunleye', shop: 'Yaba Provisions Store', kind: 'grocer', town: 'Yaba', photo: 'grocer' },
  { store: 'los', name: 'Kafayat Bello', shop: 'Iya Kafayat’s Mile 12 Stall', kind: 'market-stall', town: 'Mile 12', photo: 'market-stall' },
  { store: 'los', name: 'Uche Okonkwo', shop: 'Surulere Family Mart', kind: 'grocer', town: 'Surulere', photo: 'grocer' },
  { store: 'acc', name: 'Kofi Adjei', shop: 'Osu Corner Supermarket', kind: 'supermarket', town: 'Osu', photo: 'supermarket', featured: true },
  { store: 'acc', name: 'Yaa Frimpong', shop: 'East Legon Provisions', kind: 'grocer', town: 'East Legon', photo: 'grocer' },
  { store: 'acc', name: 'Esi Quaye', shop: 'Auntie Esi’s Makola Stall', kind: 'market-stall', town: 'Makola', photo: 'market-stall' },
  { store: 'kgl', name: 'Eric Niyonzima', shop: 'Kacyiru Supermarket', kind: 'supermarket', town: 'Kacyiru', photo: 'supermarket', featured: true },
  { store: 'kgl', name: 'Patrick Nsengimana', shop: 'Alimentation Remera', kind: 'grocer', town: 'Remera', photo: 'grocer' },
  { store: 'kgl', name: 'Odette Mukeshimana', shop: 'Odette’s Kimironko Stall', kind: 'market-stall', town: 'Kimironko', photo: 'market-stall' },
  { store: 'cmn', name: 'Nadia Chraibi', firstAr: 'نادية', shop: 'Supermarché Maârif', kind: 'supermarket', town: 'Maârif', townAr: 'المعاريف', photo: 'supermarket', featured: true },
  { store: 'cmn', name: 'Mohammed Berrada', firstAr: 'محمد', shop: 'Hanout Si Mohammed', kind: 'grocer', town: 'Bourgogne', townAr: 'بوركون', photo: 'grocer' },
  { store: 'cmn', name: 'Rachid Ouazzani', firstAr: 'رشيد', shop: 'Étal Rachid, Marché Central', kind: 'market-stall', town: 'Marché Central', townAr: 'السوق المركزي', photo: 'market-stall' },
]

/** Opening hours by kind of store: supermarkets every day (shorter on Sunday), grocers and stalls from early morning, Monday to Saturday. */
const OPENING: Record<StoreKind, GroceryStoreDetails['openingHours']> = {
  supermarket: [...hours([1, 2, 3, 4, 5, 6], '08:00', '21:00'), ...hours([0], '09:00', '17:00')],
  grocer: hours([1, 2, 3, 4, 5, 6], '07:00', '20:00'),
  'market-stall': hours([1, 2, 3, 4, 5, 6], '06:00', '17:00'),
  wholesaler: hours([1, 2, 3, 4, 5], '07:00', '16:00'),
}

/** What a kind of store stocks, and how many products (inclusive range). */
const RANGE: Record<StoreKind, { categories: readonly GroceryCategory[]; min: number; max: number }> = {
  supermarket: { categories: ['pantry', 'fresh', 'dairy-eggs', 'bakery', 'drinks', 'household', 'baby', 'frozen'], min: 36, max: 40 },
  grocer: { categories: ['pantry', 'fresh', 'dairy-eggs', 'bakery', 'drinks', 'household', 'baby'], min: 28, max: 32 },
  'market-stall': { categories: ['pantry', 'fresh', 'dairy-eggs', 'bakery', 'drinks', 'household'], min: 25, max: 27 },
  wholesaler: { categories: ['pantry', 'drinks', 'household'], min: 25, max: 30 },
}

/** Store stories. Slots: {farmName} {first} {town} {city} {since} {item} {item2}; the Arabic ones keep the shop as the subject. */
// prettier-ignore
const STORIES: Record<StoreKind, I18n> = {
  supermarket: {
    en: '{farmName} has served {town} since {since}: a neighbourhood supermarket with everything for the week, from {item} to {item2}. Orders are picked by staff who know the shelves, and checked before they leave.',
    fr: '{farmName} sert {town} depuis {since} : un supermarché de quartier où l’on trouve tout pour la semaine. Parmi les incontournables : {item} et {item2}. Les commandes sont préparées par une équipe qui connaît les rayons et vérifiées avant le départ.',
    es: '{farmName} atiende a {town} desde {since}: un supermercado de barrio con todo lo de la semana. Entre lo más pedido: {item} y {item2}. Los pedidos los prepara un equipo que conoce los pasillos y se revisan antes de salir.',
    pt: '{farmName} serve {town} desde {since}: um supermercado de bairro com tudo para a semana. Entre os mais pedidos: {item} e {item2}. As encomendas são preparadas por uma equipa que conhece as prateleiras e verificadas antes de sair.',
    ar: 'يخدم {farmName} حي {town} منذ عام {since}: سوبرماركت الحي الذي يوفّر كل ما يلزم للأسبوع. من أكثر المطلوب: {item} و{item2}. يجهّز الطلبات فريق يعرف الرفوف جيدًا، وتُراجَع قبل خروجها.',
    sw: '{farmName} imehudumia {town} tangu {since}: supamaketi ya mtaani yenye kila kitu cha wiki nzima. Vinavyoagizwa zaidi: {item} na {item2}. Oda huandaliwa na wafanyakazi wanaozijua rafu, na hukaguliwa kabla ya kutoka.',
  },
  grocer: {
    en: '{first} has run {farmName} in {town}, {city}, since {since}. The shop is small, the shelves are full, and regulars come for {item} and {item2}. Everything you order is packed by hand the same day.',
    fr: '{first} tient {farmName} à {town}, à {city}, depuis {since}. La boutique est petite mais les rayons sont pleins, et les habitués viennent pour leurs classiques : {item} et {item2}. Chaque commande est préparée à la main le jour même.',
    es: '{first} lleva {farmName} en {town}, {city}, desde {since}. La tienda es pequeña pero los estantes están llenos, y los clientes fijos vienen por sus básicos: {item} y {item2}. Cada pedido se prepara a mano el mismo día.',
    pt: '{first} gere {farmName} em {town}, {city}, desde {since}. A loja é pequena mas as prateleiras estão cheias, e os clientes habituais vêm pelos básicos: {item} e {item2}. Cada encomenda é preparada à mão no mesmo dia.',
    ar: 'يعمل {farmName} في {town} بمدينة {city} منذ عام {since}. المحل صغير لكن رفوفه ممتلئة، ويأتي الزبائن الدائمون من أجل: {item} و{item2}. يُجهَّز كل طلب يدويًا في اليوم نفسه.',
    sw: '{first} ameendesha {farmName} huko {town}, {city}, tangu {since}. Duka ni dogo lakini rafu zimejaa, na wateja wa kudumu huja kwa {item} na {item2}. Kila oda hufungwa kwa mkono siku hiyo hiyo.',
  },
  'market-stall': {
    en: '{first} has kept {farmName} at {town} since {since}, buying from farmers and wholesalers before dawn. Loose produce is weighed as it is packed, and staples such as {item} and {item2} are always in stock.',
    fr: '{first} tient {farmName} à {town} depuis {since} et achète aux producteurs et aux grossistes avant l’aube. Les produits en vrac sont pesés à la préparation, et les essentiels sont toujours là : {item} et {item2}.',
    es: '{first} atiende {farmName} en {town} desde {since} y compra a agricultores y mayoristas antes del amanecer. Lo que se vende a granel se pesa al preparar el pedido, y los básicos nunca faltan: {item} y {item2}.',
    pt: '{first} mantém {farmName} em {town} desde {since} e compra a agricultores e grossistas antes do amanhecer. O que se vende a granel é pesado na preparação, e os básicos nunca faltam: {item} e {item2}.',
    ar: 'يقوم {farmName} في {town} منذ عام {since}، ويشتري بضاعته من المزارعين وتجار الجملة قبل الفجر. تُوزن المنتجات السائبة عند التعبئة، والأساسيات متوفرة دائمًا: {item} و{item2}.',
    sw: '{first} amekuwa na kibanda chake, {farmName}, huko {town} tangu {since}, akinunua kwa wakulima na wauzaji wa jumla kabla ya alfajiri. Bidhaa za rejareja hupimwa zinapofungwa, na mahitaji ya msingi kama {item} na {item2} hayakosekani.',
  },
  wholesaler: {
    en: '{farmName} has supplied {town} and all of {city} in bulk since {since}; its best sellers are {item} and {item2}.',
    fr: '{farmName} fournit {town} et tout {city} en gros depuis {since} ; ses meilleures ventes : {item} et {item2}.',
    es: '{farmName} abastece al por mayor a {town} y a todo {city} desde {since}; lo más vendido: {item} y {item2}.',
    pt: '{farmName} abastece por grosso {town} e toda {city} desde {since}; os mais vendidos: {item} e {item2}.',
    ar: 'يزوّد {farmName} حي {town} ومدينة {city} كلها بالجملة منذ عام {since}؛ الأكثر مبيعًا: {item} و{item2}.',
    sw: '{farmName} imesambaza bidhaa kwa jumla {town} na {city} yote tangu {since}; zinazouzwa zaidi ni {item} na {item2}.',
  },
}

// prettier-ignore
const OFFER_TITLES: readonly I18n[] = [
  {
    en: 'Weekly saver at {provider}: {item}, {pct}% off',
    fr: 'Bon plan de la semaine chez {provider} : {item} à -{pct}\u00a0%',
    es: 'Ahorro de la semana en {provider}: {item} con un {pct}\u00a0% de descuento',
    pt: 'Poupança da semana em {provider}: {item} com {pct}% de desconto',
    ar: 'توفير الأسبوع لدى {provider}: {item} بخصم {pct}٪',
    sw: 'Akiba ya wiki kwa {provider}: punguzo la {pct}% kwa {item}',
  },
  {
    en: 'Stock up: {pct}% off {item}',
    fr: 'Faites le plein : {item} à -{pct}\u00a0%',
    es: 'Aprovisiónese: {item} con un {pct}\u00a0% de descuento',
    pt: 'Abasteça-se: {item} com {pct}% de desconto',
    ar: 'خزّنوا الآن: {item} بخصم {pct}٪',
    sw: 'Jiwekee akiba: punguzo la {pct}% kwa {item}',
  },
]

export const GROCERY_OFFERS_PER_MARKET = 2

type Shop = ServiceSeed<'grocery'>['providers'][number]
type Product = ServiceSeed<'grocery'>['listings'][number]

const availableIn = (store: StoreId, type: ProductType): boolean => type.only === null || type.only.includes(store)

function stockFor(rng: Rng, byWeight: boolean): number | null {
  if (byWeight) return null // weighed out of the day's crates: no count of units
  return rng() < 0.08 ? randInt(rng, 1, 5) : randInt(rng, 12, 240)
}

function makeProduct(type: ProductType, shop: Shop, store: StoreDef, id: string, rng: Rng, minFactor: number, maxFactor: number): Product {
  const byWeight = type.estimateKg !== null
  const details: ProductDetails = {
    brand: byWeight ? shop.farmName : type.brand,
    size: type.size,
    barcode: byWeight ? '' : barcodeFor(store.id, type),
    byWeight: type.estimateKg !== null ? { estimateKg: type.estimateKg, marginPercent: BY_WEIGHT_MARGIN_PERCENT } : null,
  }
  return {
    id,
    providerId: shop.id,
    name: { ...type.name },
    category: type.category,
    unit: type.unit,
    price: priceIn(store, type.usdCents, minFactor + rng() * (maxFactor - minFactor)),
    stock: stockFor(rng, byWeight),
    minQty: 1,
    stepQty: 1,
    photo: `/img/grocery/${type.img}.svg`,
    description: { ...type.description },
    details,
  }
}

const sameIn = (text: string): I18n => ({ en: text, fr: text, es: text, pt: text, ar: text, sw: text })

/** The store's range: what its kind stocks and its market sells, in a fixed-seed order, by-weight produce first for a stall. */
function rangeOf(def: ShopDef, rng: Rng): ProductType[] {
  const { categories, min, max } = RANGE[def.kind]
  const fits = PRODUCT_TYPES.filter((t) => availableIn(def.store, t) && categories.includes(t.category))
  const shuffled = fits
    .map((t) => ({ t, key: (def.kind === 'market-stall' && t.estimateKg !== null ? -1 : 0) + rng() }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.t)
  return shuffled.slice(0, Math.min(shuffled.length, randInt(rng, min, max)))
}

function makeShop(def: ShopDef, index: number, range: ProductType[], rng: Rng): Shop {
  const store = storeById(def.store)
  const packed = range.filter((t) => t.estimateKg === null)
  const item = at(packed, 0)
  const item2 = at(packed, 1)
  const first = def.name.split(' ')[0] ?? def.name
  const story = fillTemplate(
    STORIES[def.kind],
    {
      farmName: def.shop,
      first: { ...sameIn(first), ar: def.firstAr ?? first },
      town: { ...sameIn(def.town), ar: def.townAr ?? def.town },
      city: store.cityName,
      since: String(randInt(rng, 1994, 2020)),
    },
    { item: item.name, item2: item2.name },
  )
  return {
    id: slugify(def.shop),
    storeId: store.id,
    name: def.name,
    farmName: def.shop,
    story,
    photo: `/img/grocery/${def.photo}.svg`,
    town: def.town,
    country: store.country,
    rating: Math.round((3.9 + rng() * 1.0) * 10) / 10,
    locationIds: locationsFor(store, index, rng),
    featured: def.featured ?? false,
    details: { kind: def.kind, openingHours: OPENING[def.kind].map((h) => ({ ...h })) },
  }
}

function build(now: Date): { seed: ServiceSeed<'grocery'>; shops: { def: ShopDef; shop: Shop; range: ProductType[] }[] } {
  const rng = mulberry32(SEED)
  const shops = SHOPS.map((def, i) => {
    const range = rangeOf(def, rng)
    return { def, range, shop: makeShop(def, i, range, rng) }
  })
  const listings = shops.flatMap(({ def, shop, range }) => range.map((type) => makeProduct(type, shop, storeById(def.store), `${shop.id}-${type.key}`, rng, 0.92, 1.1)))
  const byId = new Map(shops.map(({ shop }) => [shop.id, shop]))
  const offers = placeOffers(
    listings,
    (l) => byId.get(l.providerId)?.storeId ?? '',
    (l) => byId.get(l.providerId)?.farmName ?? '',
    OFFER_TITLES,
    GROCERY_OFFERS_PER_MARKET,
    'grocery',
    now,
    rng,
  )
  return { seed: { service: 'grocery', providers: shops.map((s) => s.shop), listings, offers }, shops }
}

/** The grocery seed: 20 stores in six markets, their products, and two offers a market dated around `now`. */
export function buildGrocerySeed(now: Date = new Date()): ServiceSeed<'grocery'> {
  return build(now).seed
}

/** The same stores with `productCount` products, for benchmarks: the regular ones, then more of the market's products at other prices. */
export function generateLargeGroceryCatalog(productCount: number, now: Date = new Date()): ServiceSeed<'grocery'> {
  const { seed, shops } = build(now)
  const rng = mulberry32(SEED ^ 0xb16ca7)
  const sold = new Map(SHOPS.map((def) => [def.store, PRODUCT_TYPES.filter((t) => availableIn(def.store, t))]))
  return growListings(seed, productCount, (i) => {
    const { def, shop } = pick(rng, shops)
    const type = pick(rng, sold.get(def.store) ?? PRODUCT_TYPES)
    return makeProduct(type, shop, storeById(def.store), `${shop.id}-${type.key}-${i.toString(36)}`, rng, 0.75, 1.4)
  })
}
