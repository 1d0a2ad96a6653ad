/**
 * The six city storefronts: pickup points and delivery zones, currency and the figures used
 * to turn the produce library's USD base prices into local, shopper-friendly prices.
 */
import type { I18n, SeedLocation } from './seed-types'

export type StoreId = 'jnb' | 'nbo' | 'los' | 'acc' | 'kgl' | 'cmn'

export interface StoreDef {
  id: StoreId
  name: I18n
  /** The city as written inside sentences, per language. */
  cityName: I18n
  city: string
  country: string
  currency: string
  currencyExponent: number
  timeZone: string
  /** Local currency units per US dollar (approximate market rate). */
  usdRate: number
  /** Local price level relative to the library's base prices. */
  priceLevel: number
  /** What one order may reach (minor units), in round local figures: see OrderLimits. */
  orderLimits: OrderLimits
  /** How the market hands orders over (decision 017): see MarketRules. */
  market: MarketRules
  locations: SeedLocation[]
  /** Farming towns near the city, with the road distance in km (and an Arabic spelling where one is in common use). */
  towns: Record<string, { km: number; ar?: string }>
}

/**
 * A market's order limits (the `stores` columns of the same names). About US$1 000 for any order
 * (a household's or a small restaurant's week of produce, far above a usual basket), and about
 * US$100 and two open orders until the
 * account's e-mail is confirmed: enough for a first real order, too little for a throwaway
 * account to tie up a farmer's stock.
 */
export interface OrderLimits {
  maxOrderTotal: number
  unconfirmedMaxOpenOrders: number
  unconfirmedMaxOrderTotal: number
}

/**
 * The market as a food hub (decision 017, the \`stores\` columns market_days, min_order_total and
 * free_delivery_from): the weekdays it delivers and opens its pickup points (0 = Sunday), the
 * smallest basket it takes (about US$3: a trip for a farmer's crate is not worth less) and the
 * subtotal from which delivery is free (about US$22, a family's week of vegetables), minor units.
 */
export interface MarketRules {
  days: number[]
  minOrderTotal: number
  freeDeliveryFrom: number | null
}

/**
 * Windows of a market day (issue 31, migration 0012): a zone gets a morning and an afternoon round
 * of about a dozen drops each (one van); a pickup point opens in the morning and late afternoon,
 * handing over some thirty baskets in each.
 */
const ZONE_WINDOWS = [
  { id: 'morning', start: '08:00', end: '12:00', capacity: 12 },
  { id: 'afternoon', start: '14:00', end: '18:00', capacity: 12 },
]
const PICKUP_HOURS = [
  { id: 'morning', start: '09:00', end: '13:00', capacity: 30 },
  { id: 'afternoon', start: '15:00', end: '18:30', capacity: 30 },
]
const pickup = (id: string, name: string, address: string): SeedLocation => ({ id, name, kind: 'pickup', address, deliveryFee: 0, windows: PICKUP_HOURS.map((w) => ({ ...w })) })
const zone = (id: string, name: string, address: string, deliveryFee: number): SeedLocation => ({ id, name, kind: 'zone', address, deliveryFee, windows: ZONE_WINDOWS.map((w) => ({ ...w })) })

export const STORES: readonly StoreDef[] = [
  {
    id: 'jnb',
    name: {
      en: 'Johannesburg Farmers’ Market',
      fr: 'Marché fermier de Johannesburg',
      es: 'Mercado de Productores de Johannesburgo',
      pt: 'Mercado de Produtores de Joanesburgo',
      ar: 'سوق المزارعين في جوهانسبرغ',
      sw: 'Soko la Wakulima Johannesburg',
    },
    cityName: { en: 'Johannesburg', fr: 'Johannesburg', es: 'Johannesburgo', pt: 'Joanesburgo', ar: 'جوهانسبرغ', sw: 'Johannesburg' },
    city: 'Johannesburg',
    country: 'ZA',
    currency: 'ZAR',
    currencyExponent: 2,
    timeZone: 'Africa/Johannesburg',
    usdRate: 18,
    priceLevel: 1,
    orderLimits: { maxOrderTotal: 2_000_000, unconfirmedMaxOpenOrders: 2, unconfirmedMaxOrderTotal: 200_000 }, // R 20 000; R 2 000 unconfirmed
    market: { days: [2, 4, 6], minOrderTotal: 5_000, freeDeliveryFrom: 40_000 }, // Tue, Thu, Sat; R 50 minimum, free delivery from R 400
    locations: [
      pickup('jnb-rosebank-pickup', 'Rosebank', 'Keyes Avenue, Rosebank, Johannesburg, 2196'),
      pickup('jnb-parkhurst-pickup', 'Parkhurst', '4th Avenue, Parkhurst, Johannesburg, 2193'),
      pickup('jnb-maboneng-pickup', 'Maboneng', 'Fox Street, Maboneng Precinct, Johannesburg, 2094'),
      zone('jnb-melville-zone', 'Melville & Auckland Park', 'Melville, Auckland Park, Westdene and Emmarentia', 4500),
      zone('jnb-soweto-zone', 'Soweto', 'Orlando West, Diepkloof, Pimville and Dube, Soweto', 5500),
      zone('jnb-sandton-zone', 'Sandton & Bryanston', 'Sandton, Morningside, Bryanston and Rivonia', 6500),
    ],
    towns: {
      Magaliesburg: { km: 70 },
      Muldersdrift: { km: 30 },
      Lanseria: { km: 35 },
      Hartbeespoort: { km: 60 },
      Heidelberg: { km: 50 },
      Bronkhorstspruit: { km: 90 },
      Tarlton: { km: 50 },
      Cullinan: { km: 80 },
      Walkerville: { km: 40 },
      Bapsfontein: { km: 45 },
    },
  },
  {
    id: 'nbo',
    name: {
      en: 'Nairobi Farmers’ Market',
      fr: 'Marché fermier de Nairobi',
      es: 'Mercado de Productores de Nairobi',
      pt: 'Mercado de Produtores de Nairobi',
      ar: 'سوق المزارعين في نيروبي',
      sw: 'Soko la Wakulima Nairobi',
    },
    cityName: { en: 'Nairobi', fr: 'Nairobi', es: 'Nairobi', pt: 'Nairobi', ar: 'نيروبي', sw: 'Nairobi' },
    city: 'Nairobi',
    country: 'KE',
    currency: 'KES',
    currencyExponent: 2,
    timeZone: 'Africa/Nairobi',
    usdRate: 129,
    priceLevel: 0.9,
    orderLimits: { maxOrderTotal: 15_000_000, unconfirmedMaxOpenOrders: 2, unconfirmedMaxOrderTotal: 1_500_000 }, // KSh 150 000; KSh 15 000 unconfirmed
    market: { days: [1, 3, 5, 6], minOrderTotal: 50_000, freeDeliveryFrom: 300_000 }, // Mon, Wed, Fri, Sat; KSh 500 minimum, free from KSh 3 000
    locations: [
      pickup('nbo-westlands-pickup', 'Westlands', 'Woodvale Grove, Westlands, Nairobi'),
      pickup('nbo-kilimani-pickup', 'Kilimani', 'Argwings Kodhek Road, Kilimani, Nairobi'),
      pickup('nbo-karen-pickup', 'Karen', 'Dagoretti Road, Karen, Nairobi'),
      zone('nbo-lavington-zone', 'Lavington & Kileleshwa', 'Lavington, Kileleshwa and Valley Arcade', 25000),
      zone('nbo-southb-zone', 'South B & South C', 'South B, South C and Nairobi West', 30000),
      zone('nbo-runda-zone', 'Runda & Gigiri', 'Runda, Gigiri and Muthaiga North', 35000),
    ],
    towns: {
      Limuru: { km: 35 },
      Ruiru: { km: 25 },
      Kiambu: { km: 20 },
      Thika: { km: 45 },
      Machakos: { km: 65 },
      Ngong: { km: 25 },
      Kikuyu: { km: 25 },
      Kajiado: { km: 80 },
      "Murang'a": { km: 85 },
      Naivasha: { km: 90 },
    },
  },
  {
    id: 'los',
    name: {
      en: 'Lagos Farmers’ Market',
      fr: 'Marché fermier de Lagos',
      es: 'Mercado de Productores de Lagos',
      pt: 'Mercado de Produtores de Lagos',
      ar: 'سوق المزارعين في لاغوس',
      sw: 'Soko la Wakulima Lagos',
    },
    cityName: { en: 'Lagos', fr: 'Lagos', es: 'Lagos', pt: 'Lagos', ar: 'لاغوس', sw: 'Lagos' },
    city: 'Lagos',
    country: 'NG',
    currency: 'NGN',
    currencyExponent: 2,
    timeZone: 'Africa/Lagos',
    usdRate: 1550,
    priceLevel: 1,
    orderLimits: { maxOrderTotal: 150_000_000, unconfirmedMaxOpenOrders: 2, unconfirmedMaxOrderTotal: 15_000_000 }, // ₦1 500 000; ₦150 000 unconfirmed
    market: { days: [2, 5, 6], minOrderTotal: 500_000, freeDeliveryFrom: 3_000_000 }, // Tue, Fri, Sat; ₦5 000 minimum, free from ₦30 000
    locations: [
      pickup('los-lekki-pickup', 'Lekki Phase 1', 'Admiralty Way, Lekki Phase 1, Lagos'),
      pickup('los-yaba-pickup', 'Yaba', 'Herbert Macaulay Way, Yaba, Lagos'),
      pickup('los-ikeja-pickup', 'Ikeja GRA', 'Isaac John Street, Ikeja GRA, Lagos'),
      zone('los-surulere-zone', 'Surulere', 'Surulere, Ojuelegba and Aguda', 250000),
      zone('los-vi-ikoyi-zone', 'Victoria Island & Ikoyi', 'Victoria Island, Ikoyi and Oniru', 300000),
      zone('los-ajah-zone', 'Ajah & Sangotedo', 'Ajah, Sangotedo, Abraham Adesanya and Badore', 350000),
    ],
    towns: {
      Epe: { km: 70 },
      Ikorodu: { km: 35 },
      Sagamu: { km: 60 },
      Abeokuta: { km: 80 },
      'Ibeju-Lekki': { km: 60 },
      Ota: { km: 40 },
      Mowe: { km: 45 },
      Badagry: { km: 55 },
      Itoikin: { km: 75 },
      'Ijebu-Ode': { km: 100 },
    },
  },
  {
    id: 'acc',
    name: {
      en: 'Accra Farmers’ Market',
      fr: 'Marché fermier d’Accra',
      es: 'Mercado de Productores de Acra',
      pt: 'Mercado de Produtores de Acra',
      ar: 'سوق المزارعين في أكرا',
      sw: 'Soko la Wakulima Accra',
    },
    cityName: { en: 'Accra', fr: 'Accra', es: 'Acra', pt: 'Acra', ar: 'أكرا', sw: 'Accra' },
    city: 'Accra',
    country: 'GH',
    currency: 'GHS',
    currencyExponent: 2,
    timeZone: 'Africa/Accra',
    usdRate: 15,
    priceLevel: 1,
    orderLimits: { maxOrderTotal: 1_500_000, unconfirmedMaxOpenOrders: 2, unconfirmedMaxOrderTotal: 150_000 }, // GH₵15 000; GH₵1 500 unconfirmed
    market: { days: [3, 6], minOrderTotal: 4_000, freeDeliveryFrom: 30_000 }, // Wed, Sat; GH₵40 minimum, free from GH₵300
    locations: [
      pickup('acc-osu-pickup', 'Osu', 'Oxford Street, Osu, Accra'),
      pickup('acc-east-legon-pickup', 'East Legon', 'Lagos Avenue, East Legon, Accra'),
      zone('acc-airport-zone', 'Airport Residential', 'Airport Residential Area, Roman Ridge and Dzorwulu', 3000),
      zone('acc-cantonments-zone', 'Cantonments & Labone', 'Cantonments, Labone and Ridge', 3500),
      zone('acc-spintex-zone', 'Spintex & Sakumono', 'Spintex Road, Sakumono and Community 18', 4500),
    ],
    towns: {
      Dodowa: { km: 35 },
      Aburi: { km: 30 },
      Amasaman: { km: 25 },
      Prampram: { km: 45 },
      Akuse: { km: 85 },
      Somanya: { km: 65 },
      Kasoa: { km: 30 },
      Nsawam: { km: 40 },
      Ada: { km: 100 },
      Koforidua: { km: 80 },
    },
  },
  {
    id: 'kgl',
    name: {
      en: 'Kigali Farmers’ Market',
      fr: 'Marché fermier de Kigali',
      es: 'Mercado de Productores de Kigali',
      pt: 'Mercado de Produtores de Kigali',
      ar: 'سوق المزارعين في كيغالي',
      sw: 'Soko la Wakulima Kigali',
    },
    cityName: { en: 'Kigali', fr: 'Kigali', es: 'Kigali', pt: 'Kigali', ar: 'كيغالي', sw: 'Kigali' },
    city: 'Kigali',
    country: 'RW',
    currency: 'RWF',
    currencyExponent: 0,
    timeZone: 'Africa/Kigali',
    usdRate: 1400,
    priceLevel: 0.85,
    orderLimits: { maxOrderTotal: 1_500_000, unconfirmedMaxOpenOrders: 2, unconfirmedMaxOrderTotal: 150_000 }, // RWF 1 500 000; RWF 150 000 unconfirmed
    market: { days: [2, 4, 6], minOrderTotal: 4_000, freeDeliveryFrom: 30_000 }, // Tue, Thu, Sat; RWF 4 000 minimum, free from RWF 30 000
    locations: [
      pickup('kgl-kimihurura-pickup', 'Kimihurura', 'KG 7 Avenue, Kimihurura, Kigali'),
      pickup('kgl-kacyiru-pickup', 'Kacyiru', 'KG 9 Avenue, Kacyiru, Kigali'),
      pickup('kgl-nyamirambo-pickup', 'Nyamirambo', 'KN 2 Avenue, Nyamirambo, Kigali'),
      zone('kgl-remera-zone', 'Remera & Kimironko', 'Remera, Kimironko and Kibagabaga', 1500),
      zone('kgl-nyarutarama-zone', 'Nyarutarama & Gacuriro', 'Nyarutarama, Gacuriro and Kagugu', 2000),
      zone('kgl-kicukiro-zone', 'Kicukiro & Gikondo', 'Kicukiro, Niboye and Gikondo', 2000),
    ],
    towns: {
      Rwamagana: { km: 55 },
      Gicumbi: { km: 60 },
      Musanze: { km: 95 },
      Nyamata: { km: 35 },
      Kamonyi: { km: 30 },
      Rulindo: { km: 40 },
      Muhanga: { km: 50 },
      Kayonza: { km: 75 },
      Ruhango: { km: 60 },
      Shyorongi: { km: 20 },
    },
  },
  {
    id: 'cmn',
    name: {
      en: 'Casablanca Farmers’ Market',
      fr: 'Marché fermier de Casablanca',
      es: 'Mercado de Productores de Casablanca',
      pt: 'Mercado de Produtores de Casablanca',
      ar: 'سوق المزارعين في الدار البيضاء',
      sw: 'Soko la Wakulima Casablanca',
    },
    cityName: { en: 'Casablanca', fr: 'Casablanca', es: 'Casablanca', pt: 'Casablanca', ar: 'الدار البيضاء', sw: 'Casablanca' },
    city: 'Casablanca',
    country: 'MA',
    currency: 'MAD',
    currencyExponent: 2,
    timeZone: 'Africa/Casablanca',
    usdRate: 9.9,
    priceLevel: 0.9,
    orderLimits: { maxOrderTotal: 1_000_000, unconfirmedMaxOpenOrders: 2, unconfirmedMaxOrderTotal: 100_000 }, // MAD 10 000; MAD 1 000 unconfirmed
    market: { days: [1, 4, 6], minOrderTotal: 3_000, freeDeliveryFrom: 25_000 }, // Mon, Thu, Sat; MAD 30 minimum, free from MAD 250
    locations: [
      pickup('cmn-maarif-pickup', 'Maârif', 'Rue Ibnou Mounir, Maârif, Casablanca'),
      pickup('cmn-racine-pickup', 'Racine', 'Boulevard d’Anfa, Racine, Casablanca'),
      zone('cmn-bourgogne-zone', 'Bourgogne & Gauthier', 'Bourgogne, Palmier and Gauthier', 2500),
      zone('cmn-anfa-zone', 'Anfa & Aïn Diab', 'Anfa Supérieur, Aïn Diab and Val d’Anfa', 3000),
      zone('cmn-californie-zone', 'Californie & Oasis', 'Californie, Oasis and Sidi Maârouf', 3500),
    ],
    towns: {
      Bouskoura: { km: 20, ar: 'بوسكورة' },
      Benslimane: { km: 60, ar: 'بنسليمان' },
      'Tit Mellil': { km: 20, ar: 'تيط مليل' },
      Berrechid: { km: 40, ar: 'برشيد' },
      Mohammedia: { km: 25, ar: 'المحمدية' },
      Azemmour: { km: 80, ar: 'أزمور' },
      'Had Soualem': { km: 35, ar: 'حد السوالم' },
      Settat: { km: 70, ar: 'سطات' },
      'El Jadida': { km: 100, ar: 'الجديدة' },
      Médiouna: { km: 20, ar: 'مديونة' },
    },
  },
]
