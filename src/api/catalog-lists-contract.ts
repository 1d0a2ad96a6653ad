/**
 * The catalog's closed lists (farming practices, produce categories, units), shared by the API
 * contract (catalog-contract.ts), the server and the screens. Kept apart from the contract's zod
 * schemas so that the first page a shopper opens can read them without loading zod (issue 8).
 */
export const PRACTICES = ['organic', 'regenerative', 'agroforestry', 'pasture-raised', 'pesticide-free', 'fair-trade', 'permaculture', 'hydroponic'] as const
export type Practice = (typeof PRACTICES)[number]

export const CATEGORIES = ['vegetables', 'fruit', 'leafy-greens', 'herbs', 'grains-legumes', 'eggs-dairy', 'meat-poultry', 'honey-preserves', 'nuts-seeds', 'roots-tubers'] as const
export type Category = (typeof CATEGORIES)[number]

export const UNITS = ['kg', 'g500', 'bunch', 'head', 'piece', 'tray30', 'dozen', 'litre', 'jar', 'bag', 'punnet'] as const
export type Unit = (typeof UNITS)[number]
