/**
 * What a farm's name promises it sells: a word of the name (its kind) → the produce categories
 * such a farm grows or makes. A "Bee Farm" sells honey and what its bees work (nuts, herbs,
 * preserves), not avocados; a "Dairy" sells milk and its herd's meat, not honey. A name with
 * two kinds ("Honey & Orchard", "Bee & Spice") sells what either grows; a name without one
 * ("Kyeni Farm", "… Co-op") may sell anything. farm-seed.test.ts checks every seeded farmer
 * against this table, and that a farm of a kind sells the produce that names it.
 */
import type { Category } from './seed-types'
import type { FarmPhoto } from './farmers'

export interface FarmKind {
  /** Words of a farm's name (lower case, whole words) that make it this kind. */
  words: readonly string[]
  categories: readonly Category[]
  /** A produce such a farm sells without fail (a bee farm's honey), if any. */
  signature?: string
  /** The landscapes that picture such a farm, if only some do. */
  photos?: readonly FarmPhoto[]
}

export const FARM_KINDS: Record<string, FarmKind> = {
  bees: { words: ['bee', 'bees', 'honey', 'rucher'], categories: ['honey-preserves', 'nuts-seeds', 'herbs'], signature: 'honey', photos: ['beehives'] },
  dairy: { words: ['dairy', 'laitière'], categories: ['eggs-dairy', 'meat-poultry'], signature: 'milk', photos: ['pasture'] },
  livestock: { words: ['livestock', 'ranch', 'poultry'], categories: ['meat-poultry', 'eggs-dairy'], photos: ['pasture'] },
  orchard: { words: ['orchard', 'orchards', 'fruit', 'vergers'], categories: ['fruit', 'nuts-seeds', 'honey-preserves'] },
  greens: { words: ['greens'], categories: ['leafy-greens', 'herbs', 'vegetables'] },
  hydroponic: { words: ['hydro', 'greenhouse', 'serres'], categories: ['leafy-greens', 'herbs', 'vegetables', 'fruit'], photos: ['greenhouse'] },
  spice: { words: ['spice'], categories: ['herbs', 'roots-tubers', 'vegetables', 'nuts-seeds'] },
  permaculture: { words: ['permaculture', 'permagarden'], categories: ['vegetables', 'leafy-greens', 'herbs', 'roots-tubers', 'fruit', 'eggs-dairy', 'meat-poultry', 'grains-legumes'] },
  garden: { words: ['garden', 'gardens', 'jnane', 'jardins'], categories: ['vegetables', 'leafy-greens', 'herbs', 'roots-tubers', 'fruit', 'honey-preserves'] },
}

/** The kinds a farm's name says it is (none: a farm that may sell anything). */
export function kindsOf(farmName: string): FarmKind[] {
  const words = new Set(
    farmName
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter(Boolean),
  )
  return Object.values(FARM_KINDS).filter((k) => k.words.some((w) => words.has(w)))
}
