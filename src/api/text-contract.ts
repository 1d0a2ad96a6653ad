/**
 * Text a person types that may end up in an e-mail's header or body (names, a farm's name, a town):
 * one line of human text. A line break in a name would let a visitor write their own lines into an
 * official e-mail sent to anyone's address (issue 28); bidirectional overrides would let them
 * reorder what the reader sees. Every schema of such a field, on both sides, goes through
 * `singleLine`, so the forms and the API refuse the same text with the same field code.
 */
import type { z } from 'zod'

/** Control characters (C0, DEL, C1: \n, \r, \t…), the Unicode line and paragraph separators, bidi embeddings, overrides and isolates. */
const NOT_SINGLE_LINE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u

/** The field code of the refusal (server field errors and the client's own check). */
export const SINGLE_LINE_CODE = 'single_line'

export function isSingleLine(value: string): boolean {
  return !NOT_SINGLE_LINE.test(value)
}

/** The same string schema, refusing line breaks and control characters with the `single_line` code. */
export function singleLine<S extends z.ZodString>(schema: S): S {
  return schema.refine(isSingleLine, { message: 'One line of text, without line breaks or control characters', params: { code: SINGLE_LINE_CODE } }) as S
}
