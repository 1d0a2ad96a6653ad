/** Escapes LIKE/ILIKE wildcards so a search keyword matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`)
}
