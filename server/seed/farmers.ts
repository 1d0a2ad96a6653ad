/**
 * The sixty farmers behind the six storefronts (ten per city): who they are, where they
 * farm, how, on which days they deliver, and the ten products each one lists, signature
 * product first. Stories, ratings and served locations are derived in farm-seed.ts.
 */
import type { Practice } from './seed-types'
import type { StoreId } from './stores'

/** Farm landscapes under /img/farms/. */
export const FARM_PHOTOS = ['vegetable-rows', 'orchard', 'pasture', 'beehives', 'greenhouse', 'hillside-fields', 'palm-grove', 'olive-grove'] as const
export type FarmPhoto = (typeof FARM_PHOTOS)[number]

export interface FarmerDef {
  store: StoreId
  name: string
  /** How the farmer is called in stories when it is not simply the first word of the name. */
  first?: string
  /** The first name in Arabic script, for farmers whose names are usually written in it. */
  firstAr?: string
  farm: string
  town: string
  practices: Practice[]
  days: number[]
  photo: FarmPhoto
  featured?: boolean
  crops: string[]
}

// One farmer a line (two with the crops), laid out to be read as a table: Prettier leaves it.
// prettier-ignore
export const FARMERS: readonly FarmerDef[] = [
  // ── Johannesburg ──────────────────────────────────────────────────────────
  { store: 'jnb', name: 'Thandiwe Mokoena', farm: 'Kuhle Organics', town: 'Magaliesburg', practices: ['organic', 'regenerative'], days: [2, 5], photo: 'vegetable-rows', featured: true,
    crops: ['tomato', 'spinach', 'kale', 'carrot', 'beetroot', 'butternut', 'lettuce', 'coriander', 'green-beans', 'sweet-potato'] },
  { store: 'jnb', name: 'Sipho Ndlovu', farm: 'Sizanani Farm', town: 'Muldersdrift', practices: ['pasture-raised', 'pesticide-free'], days: [3, 6], photo: 'pasture', featured: true,
    crops: ['eggs', 'chicken', 'goat', 'green-maize', 'maize-meal', 'sorghum', 'butternut', 'sweet-potato', 'spinach', 'peanut-butter'] },
  { store: 'jnb', name: 'Lerato Molefe', farm: 'Botlhale Greens', town: 'Lanseria', practices: ['hydroponic'], days: [1, 3, 5], photo: 'greenhouse', featured: true,
    crops: ['lettuce', 'basil', 'coriander', 'parsley', 'mint', 'spinach', 'kale', 'cucumber', 'tomato', 'bell-pepper'] },
  { store: 'jnb', name: 'Pieter van der Merwe', farm: 'Rietfontein Orchards', town: 'Hartbeespoort', practices: ['pesticide-free', 'agroforestry'], days: [4, 6], photo: 'orchard',
    crops: ['orange', 'lemon', 'avocado', 'strawberries', 'watermelon', 'macadamia', 'honey', 'papaya', 'banana', 'passion-fruit'] },
  { store: 'jnb', name: 'Annelie Botha', farm: 'Klipfontein Dairy', town: 'Heidelberg', practices: ['pasture-raised'], days: [2, 5], photo: 'pasture',
    crops: ['milk', 'fermented-milk', 'yoghurt', 'butter', 'cheese', 'eggs', 'beef-mince', 'lamb', 'chicken', 'goat'] },
  { store: 'jnb', name: 'Tshepo Mahlangu', farm: 'Mahlangu Family Farm', town: 'Bronkhorstspruit', practices: ['regenerative'], days: [3, 6], photo: 'hillside-fields',
    crops: ['green-maize', 'maize-meal', 'sorghum', 'beans', 'groundnuts', 'sweet-potato', 'butternut', 'cabbage', 'red-onion', 'peanut-butter'] },
  { store: 'jnb', name: 'Priya Naidoo', farm: 'Naidoo Market Garden', town: 'Tarlton', practices: ['pesticide-free'], days: [2, 4, 6], photo: 'vegetable-rows',
    crops: ['chilli', 'aubergine', 'okra', 'coriander', 'ginger', 'garlic', 'tomato', 'green-beans', 'atchar', 'bell-pepper'] },
  { store: 'jnb', name: 'Bongani Zulu', farm: 'Emthonjeni Honey & Orchard', town: 'Cullinan', practices: ['agroforestry'], days: [5], photo: 'beehives',
    crops: ['honey', 'avocado', 'macadamia', 'groundnuts', 'peanut-butter', 'lemon', 'orange', 'figs', 'passion-fruit', 'mango'] },
  { store: 'jnb', name: 'Refilwe Khumalo', farm: 'Thaba Permaculture Garden', town: 'Walkerville', practices: ['permaculture', 'organic'], days: [3, 6], photo: 'vegetable-rows',
    crops: ['eggs', 'spinach', 'kale', 'beetroot', 'carrot', 'potato', 'garlic', 'peas', 'strawberries', 'mint'] },
  { store: 'jnb', name: 'Nomvula Dlamini', farm: 'Siyakhula Farmers’ Co-op', town: 'Bapsfontein', practices: ['fair-trade', 'pesticide-free'], days: [2, 5], photo: 'hillside-fields',
    crops: ['cabbage', 'potato', 'red-onion', 'carrot', 'spinach', 'beetroot', 'tomato', 'green-beans', 'butternut', 'chilli'] },

  // ── Nairobi ───────────────────────────────────────────────────────────────
  { store: 'nbo', name: 'Wanjiku Kamau', farm: 'Mugumo Organic Farm', town: 'Limuru', practices: ['organic'], days: [2, 5], photo: 'hillside-fields', featured: true,
    crops: ['kale', 'spinach', 'nightshade', 'spider-plant', 'amaranth', 'cabbage', 'carrot', 'potato', 'peas', 'coriander'] },
  { store: 'nbo', name: 'Kevin Otieno', farm: 'Ruiru Hydro Greens', town: 'Ruiru', practices: ['hydroponic'], days: [1, 4], photo: 'greenhouse',
    crops: ['lettuce', 'basil', 'coriander', 'mint', 'kale', 'spinach', 'tomato', 'bell-pepper', 'cucumber', 'strawberries'] },
  { store: 'nbo', name: 'Grace Wambui', farm: 'Wambui Dairy', town: 'Kiambu', practices: ['pasture-raised'], days: [1, 3, 5], photo: 'pasture', featured: true,
    crops: ['milk', 'fermented-milk', 'yoghurt', 'butter', 'cheese', 'eggs', 'chicken', 'beef-mince', 'goat', 'lamb'] },
  { store: 'nbo', name: 'Mwangi Njoroge', farm: 'Thika Orchards', town: 'Thika', practices: ['agroforestry'], days: [2, 6], photo: 'orchard', featured: true,
    crops: ['avocado', 'mango', 'passion-fruit', 'pineapple', 'papaya', 'banana', 'macadamia', 'tree-tomato', 'orange', 'lemon'] },
  { store: 'nbo', name: 'Mumbua Mutua', farm: 'Kyeni Farm', town: 'Machakos', practices: ['regenerative'], days: [4], photo: 'hillside-fields',
    crops: ['sorghum', 'millet', 'beans', 'green-maize', 'maize-meal', 'cowpeas', 'mango', 'groundnuts', 'sweet-potato', 'cassava'] },
  { store: 'nbo', name: 'Kiprotich Langat', farm: 'Ngong Hills Honey & Fruit', town: 'Ngong', practices: ['agroforestry', 'organic'], days: [3, 6], photo: 'beehives',
    crops: ['honey', 'avocado', 'tree-tomato', 'passion-fruit', 'macadamia', 'peanut-butter', 'groundnuts', 'mango', 'papaya', 'banana'] },
  { store: 'nbo', name: 'Faith Nyambura', farm: 'Kikuyu Permagarden', town: 'Kikuyu', practices: ['permaculture'], days: [2, 5], photo: 'vegetable-rows',
    crops: ['eggs', 'kale', 'spinach', 'amaranth', 'nightshade', 'carrot', 'beetroot', 'garlic', 'lemongrass', 'mint'] },
  { store: 'nbo', name: 'Amina Hassan', farm: 'Olkeri Ranch', town: 'Kajiado', practices: ['pasture-raised'], days: [5], photo: 'pasture',
    crops: ['goat', 'lamb', 'beef-mince', 'milk', 'fermented-milk', 'butter', 'eggs', 'chicken', 'yoghurt', 'cheese'] },
  { store: 'nbo', name: 'Peter Kariuki', farm: 'Murang’a Smallholders’ Co-op', town: "Murang'a", practices: ['fair-trade'], days: [2, 5], photo: 'hillside-fields',
    crops: ['avocado', 'macadamia', 'banana', 'cocoyam', 'sweet-potato', 'beans', 'tree-tomato', 'passion-fruit', 'mango', 'ginger'] },
  { store: 'nbo', name: 'Joseph Kiplagat', farm: 'Lakeview Fresh Farm', town: 'Naivasha', practices: ['pesticide-free'], days: [1, 4], photo: 'vegetable-rows',
    crops: ['tomato', 'red-onion', 'bell-pepper', 'chilli', 'green-beans', 'peas', 'courgette', 'cabbage', 'carrot', 'butternut'] },

  // ── Lagos ─────────────────────────────────────────────────────────────────
  { store: 'los', name: 'Adebayo Ogunleye', farm: 'Ogunleye Family Farms', town: 'Epe', practices: ['pesticide-free'], days: [2, 5], photo: 'palm-grove',
    crops: ['cassava', 'yam', 'plantain', 'pineapple', 'palm-oil', 'gari', 'cocoyam', 'chilli', 'ugu', 'coconut'] },
  { store: 'los', name: 'Chiamaka Okafor', farm: 'Green Basket Farm', town: 'Ikorodu', practices: ['organic'], days: [1, 3, 5], photo: 'vegetable-rows', featured: true,
    crops: ['ugu', 'bitterleaf', 'amaranth', 'scent-leaf', 'okra', 'tomato', 'chilli', 'bell-pepper', 'garden-egg', 'cucumber'] },
  { store: 'los', name: 'Ibrahim Musa', farm: 'Musa Livestock Farm', town: 'Sagamu', practices: ['pasture-raised'], days: [3, 6], photo: 'pasture',
    crops: ['goat', 'beef-mince', 'chicken', 'guinea-fowl', 'eggs', 'milk', 'fermented-milk', 'yoghurt', 'cheese', 'lamb'] },
  { store: 'los', name: 'Funmilayo Bakare', farm: 'Orisun Orchards', town: 'Abeokuta', practices: ['agroforestry'], days: [4], photo: 'orchard', featured: true,
    crops: ['mango', 'cashew', 'orange', 'pineapple', 'papaya', 'banana', 'avocado', 'coconut', 'honey', 'lemon'] },
  { store: 'los', name: 'Emeka Nwosu', farm: 'Lekki Hydro Farms', town: 'Ibeju-Lekki', practices: ['hydroponic'], days: [2, 4, 6], photo: 'greenhouse', featured: true,
    crops: ['lettuce', 'basil', 'mint', 'scent-leaf', 'cucumber', 'tomato', 'bell-pepper', 'chilli', 'ugu', 'amaranth'] },
  { store: 'los', name: 'Yetunde Alabi', farm: 'Alabi Family Farm', town: 'Ota', practices: ['pasture-raised', 'pesticide-free'], days: [3, 6], photo: 'pasture',
    crops: ['eggs', 'chicken', 'guinea-fowl', 'moringa', 'green-maize', 'groundnuts', 'peanut-butter', 'cowpeas', 'plantain', 'honey'] },
  { store: 'los', name: 'Tunde Balogun', farm: 'Ofada Valley Farm', town: 'Mowe', practices: ['regenerative'], days: [5], photo: 'hillside-fields',
    crops: ['rice', 'cowpeas', 'green-maize', 'sorghum', 'millet', 'groundnuts', 'sesame', 'egusi', 'yam', 'sweet-potato'] },
  { store: 'los', name: 'Kemi Olatunji', farm: 'Badagry Coastal Growers’ Co-op', town: 'Badagry', practices: ['fair-trade'], days: [2, 6], photo: 'palm-grove',
    crops: ['coconut', 'pineapple', 'plantain', 'cassava', 'gari', 'palm-oil', 'okra', 'papaya', 'watermelon', 'ginger'] },
  { store: 'los', name: 'Ngozi Eze', farm: 'Nkwa Permaculture Farm', town: 'Itoikin', practices: ['permaculture'], days: [1, 4], photo: 'vegetable-rows',
    crops: ['moringa', 'bitterleaf', 'ugu', 'scent-leaf', 'lemongrass', 'hibiscus', 'okra', 'garden-egg', 'cocoyam', 'yam'] },
  { store: 'los', name: 'Aisha Bello', farm: 'Ijebu Women Farmers’ Co-op', town: 'Ijebu-Ode', practices: ['fair-trade', 'organic'], days: [3], photo: 'hillside-fields',
    crops: ['hibiscus', 'ginger', 'sesame', 'cashew', 'groundnuts', 'cowpeas', 'rice', 'millet', 'sorghum', 'honey'] },

  // ── Accra ─────────────────────────────────────────────────────────────────
  { store: 'acc', name: 'Kwame Mensah', farm: 'Mensah Organic Gardens', town: 'Dodowa', practices: ['organic'], days: [2, 5], photo: 'vegetable-rows', featured: true,
    crops: ['tomato', 'garden-egg', 'okra', 'chilli', 'kontomire', 'cabbage', 'carrot', 'lettuce', 'cucumber', 'bell-pepper'] },
  { store: 'acc', name: 'Akosua Boateng', farm: 'Aburi Hills Farm', town: 'Aburi', practices: ['agroforestry', 'organic'], days: [3, 6], photo: 'hillside-fields', featured: true,
    crops: ['avocado', 'pineapple', 'papaya', 'mango', 'banana', 'plantain', 'passion-fruit', 'cocoyam', 'kontomire', 'ginger'] },
  { store: 'acc', name: 'Kofi Asante', farm: 'Asante Family Farm', town: 'Amasaman', practices: ['pasture-raised'], days: [1, 4], photo: 'pasture',
    crops: ['eggs', 'chicken', 'guinea-fowl', 'goat', 'beef-mince', 'honey', 'green-maize', 'groundnuts', 'cowpeas', 'shito'] },
  { store: 'acc', name: 'Naa Adjeley Quaye', first: 'Naa Adjeley', farm: 'Adjeley’s Coastal Farm', town: 'Prampram', practices: ['pesticide-free'], days: [2, 5], photo: 'palm-grove',
    crops: ['chilli', 'okra', 'shito', 'palm-oil', 'coconut', 'cassava', 'gari', 'garden-egg', 'moringa', 'hibiscus'] },
  { store: 'acc', name: 'Yaw Darko', farm: 'Akuse Valley Farm', town: 'Akuse', practices: ['regenerative'], days: [3], photo: 'hillside-fields',
    crops: ['rice', 'mango', 'watermelon', 'cassava', 'yam', 'sweet-potato', 'cowpeas', 'groundnuts', 'sorghum', 'millet'] },
  { store: 'acc', name: 'Abena Osei', farm: 'Somanya Orchards', town: 'Somanya', practices: ['agroforestry'], days: [4], photo: 'orchard',
    crops: ['mango', 'papaya', 'pineapple', 'orange', 'avocado', 'cashew', 'honey', 'coconut', 'banana', 'lemon'] },
  { store: 'acc', name: 'Kwabena Agyeman', farm: 'Kasoa Greenhouse Farm', town: 'Kasoa', practices: ['hydroponic'], days: [1, 3, 5], photo: 'greenhouse',
    crops: ['lettuce', 'basil', 'mint', 'cucumber', 'bell-pepper', 'tomato', 'strawberries', 'coriander', 'kale', 'spinach'] },
  { store: 'acc', name: 'Esi Ansah', farm: 'Nsawam Fair Harvest Co-op', town: 'Nsawam', practices: ['fair-trade'], days: [2, 5], photo: 'orchard',
    crops: ['pineapple', 'plantain', 'cassava', 'cocoyam', 'kontomire', 'yam', 'ginger', 'orange', 'papaya', 'garden-egg'] },
  { store: 'acc', name: 'Selorm Agbeko', farm: 'Songor Lagoon Farm', town: 'Ada', practices: ['permaculture'], days: [6], photo: 'palm-grove',
    crops: ['watermelon', 'okra', 'tomato', 'chilli', 'coconut', 'sweet-potato', 'moringa', 'lemongrass', 'garden-egg', 'eggs'] },
  { store: 'acc', name: 'Nii Armah Tetteh', first: 'Nii Armah', farm: 'Akuapem Bee & Spice Farm', town: 'Koforidua', practices: ['pesticide-free', 'agroforestry'], days: [3, 6], photo: 'beehives',
    crops: ['honey', 'ginger', 'lemongrass', 'hibiscus', 'chilli', 'cashew', 'groundnuts', 'sesame', 'peanut-butter', 'scent-leaf'] },

  // ── Kigali ────────────────────────────────────────────────────────────────
  { store: 'kgl', name: 'Jean Bosco Habimana', first: 'Jean Bosco', farm: 'Umuhuza Organic Farm', town: 'Rwamagana', practices: ['organic'], days: [2, 5], photo: 'vegetable-rows', featured: true,
    crops: ['tomato', 'carrot', 'cabbage', 'bell-pepper', 'green-beans', 'peas', 'aubergine', 'amaranth', 'chilli', 'red-onion'] },
  { store: 'kgl', name: 'Claudine Uwimana', farm: 'Ikaze Dairy', town: 'Gicumbi', practices: ['pasture-raised'], days: [1, 3, 5], photo: 'pasture', featured: true,
    crops: ['milk', 'fermented-milk', 'yoghurt', 'butter', 'cheese', 'eggs', 'chicken', 'beef-mince', 'goat', 'lamb'] },
  { store: 'kgl', name: 'Eric Niyonzima', farm: 'Kinigi Highland Farm', town: 'Musanze', practices: ['regenerative'], days: [3, 6], photo: 'hillside-fields',
    crops: ['potato', 'carrot', 'cabbage', 'peas', 'beans', 'garlic', 'red-onion', 'beetroot', 'maize-meal', 'sorghum'] },
  { store: 'kgl', name: 'Aline Mukamana', farm: 'Nyamata Fruit Garden', town: 'Nyamata', practices: ['agroforestry'], days: [4], photo: 'orchard', featured: true,
    crops: ['mango', 'avocado', 'papaya', 'pineapple', 'passion-fruit', 'tree-tomato', 'banana', 'orange', 'macadamia', 'honey'] },
  { store: 'kgl', name: 'Emmanuel Nshimiyimana', farm: 'Kamonyi Farmers’ Cooperative', town: 'Kamonyi', practices: ['fair-trade'], days: [2, 6], photo: 'hillside-fields',
    crops: ['beans', 'cassava', 'cassava-leaves', 'sweet-potato', 'cocoyam', 'plantain', 'sorghum', 'maize-meal', 'groundnuts', 'rice'] },
  { store: 'kgl', name: 'Divine Ingabire', farm: 'Rulindo Hydro Gardens', town: 'Rulindo', practices: ['hydroponic'], days: [1, 4], photo: 'greenhouse',
    crops: ['lettuce', 'basil', 'mint', 'coriander', 'spinach', 'kale', 'strawberries', 'cucumber', 'tomato', 'bell-pepper'] },
  { store: 'kgl', name: 'Patrick Mugisha', farm: 'Muhanga Honey & Fruit', town: 'Muhanga', practices: ['organic', 'agroforestry'], days: [3], photo: 'beehives',
    crops: ['honey', 'avocado', 'tree-tomato', 'passion-fruit', 'banana', 'plantain', 'mango', 'papaya', 'pineapple', 'macadamia'] },
  { store: 'kgl', name: 'Solange Uwase', farm: 'Kayonza Harvest', town: 'Kayonza', practices: ['pesticide-free'], days: [2, 5], photo: 'orchard',
    crops: ['pineapple', 'banana', 'plantain', 'cassava', 'beans', 'sorghum', 'millet', 'groundnuts', 'mango', 'watermelon'] },
  { store: 'kgl', name: 'Olivier Hakizimana', farm: 'Ruhango Permaculture Farm', town: 'Ruhango', practices: ['permaculture'], days: [4], photo: 'vegetable-rows',
    crops: ['eggs', 'chicken', 'cassava-leaves', 'amaranth', 'kale', 'spinach', 'carrot', 'beetroot', 'cocoyam', 'lemongrass'] },
  { store: 'kgl', name: 'Josiane Mukeshimana', farm: 'Ituze Market Garden', town: 'Shyorongi', practices: ['pesticide-free', 'organic'], days: [1, 3, 5], photo: 'vegetable-rows',
    crops: ['tomato', 'aubergine', 'green-beans', 'courgette', 'chilli', 'bell-pepper', 'spinach', 'coriander', 'lettuce', 'garlic'] },

  // ── Casablanca ────────────────────────────────────────────────────────────
  { store: 'cmn', name: 'Fatima Zahra El Amrani', first: 'Fatima Zahra', firstAr: 'فاطمة الزهراء', farm: 'Ferme Bio Bouskoura', town: 'Bouskoura', practices: ['organic'], days: [2, 5], photo: 'vegetable-rows', featured: true,
    crops: ['tomato', 'courgette', 'carrot', 'lettuce', 'spinach', 'coriander', 'parsley', 'mint', 'broad-beans', 'peas'] },
  { store: 'cmn', name: 'Youssef Benali', firstAr: 'يوسف', farm: 'Domaine Zitoun', town: 'Benslimane', practices: ['regenerative', 'agroforestry'], days: [4], photo: 'olive-grove', featured: true,
    crops: ['olive-oil', 'olives', 'preserved-lemons', 'honey', 'figs', 'almonds', 'lemon', 'orange', 'chickpeas', 'lentils'] },
  { store: 'cmn', name: 'Khadija Bennani', firstAr: 'خديجة', farm: 'Ferme Laitière Tit Mellil', town: 'Tit Mellil', practices: ['pasture-raised'], days: [1, 3, 5], photo: 'pasture',
    crops: ['milk', 'fermented-milk', 'yoghurt', 'butter', 'cheese', 'eggs', 'chicken', 'lamb', 'beef-mince', 'goat'] },
  { store: 'cmn', name: 'Mohamed Alaoui', firstAr: 'محمد', farm: 'Jnane Berrechid', town: 'Berrechid', practices: ['pesticide-free'], days: [2, 6], photo: 'vegetable-rows',
    crops: ['potato', 'red-onion', 'carrot', 'tomato', 'bell-pepper', 'chilli', 'aubergine', 'courgette', 'green-beans', 'garlic'] },
  { store: 'cmn', name: 'Hassan Ouazzani', firstAr: 'حسن', farm: 'Rucher et Vergers Ouazzani', town: 'Mohammedia', practices: ['agroforestry'], days: [3, 6], photo: 'beehives', featured: true,
    crops: ['honey', 'amlou', 'argan-oil', 'almonds', 'dates', 'figs', 'olive-oil', 'sesame', 'lemon-verbena', 'mint'] },
  { store: 'cmn', name: 'Amina Tazi', firstAr: 'أمينة', farm: 'Jnane Lalla Amina', town: 'Azemmour', practices: ['permaculture'], days: [5], photo: 'olive-grove',
    crops: ['olives', 'olive-oil', 'figs', 'lemon', 'orange', 'broad-beans', 'peas', 'lettuce', 'mint', 'lemon-verbena'] },
  { store: 'cmn', name: 'Rachid Chraibi', firstAr: 'رشيد', farm: 'Serres de Had Soualem', town: 'Had Soualem', practices: ['hydroponic'], days: [1, 4], photo: 'greenhouse',
    crops: ['tomato', 'cucumber', 'bell-pepper', 'lettuce', 'basil', 'strawberries', 'courgette', 'coriander', 'parsley', 'mint'] },
  { store: 'cmn', name: 'Nadia Berrada', firstAr: 'نادية', farm: 'Coopérative Chaouia Bio', town: 'Settat', practices: ['fair-trade'], days: [3], photo: 'hillside-fields',
    crops: ['lentils', 'chickpeas', 'broad-beans', 'almonds', 'honey', 'olive-oil', 'olives', 'sesame', 'figs', 'amlou'] },
  { store: 'cmn', name: 'Omar El Mansouri', firstAr: 'عمر', farm: 'Ferme Doukkala', town: 'El Jadida', practices: ['regenerative'], days: [2, 5], photo: 'hillside-fields',
    crops: ['watermelon', 'potato', 'carrot', 'beetroot', 'red-onion', 'sweet-potato', 'tomato', 'courgette', 'garlic', 'broad-beans'] },
  { store: 'cmn', name: 'Samira Idrissi', firstAr: 'سميرة', farm: 'Jardins de Médiouna', town: 'Médiouna', practices: ['organic'], days: [1, 4], photo: 'vegetable-rows',
    crops: ['mint', 'coriander', 'parsley', 'lemon-verbena', 'spinach', 'lettuce', 'courgette', 'preserved-lemons', 'olives', 'lemon'] },
]
