/**
 * Order numbers a shopper can read out on the phone: "MF-" and five characters from an alphabet
 * without look-alikes (no 0/O, 1/I/L). 31^5 ≈ 28.6 million numbers; uniqueness is the database's
 * unique index, and checkout draws again on the rare collision.
 */
import { randomInt } from 'node:crypto'

export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const PREFIX: Record<string, string> = { farm: 'MF', food: 'MD', grocery: 'MG', chef: 'MC', cookbook: 'MB' }

export function newOrderNumber(vertical: string): string {
  let code = ''
  for (let i = 0; i < 5; i++) code += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)]
  return `${PREFIX[vertical] ?? 'MF'}-${code}`
}

export const ORDER_NUMBER_PATTERN = /^M[FDGCB]-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}$/
