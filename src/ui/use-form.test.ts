import fc from 'fast-check'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { requiredFields } from './use-form'

// The sign-in form's checks without zod must say what zod said: the same fields, the same code and bound.
const zodForm = z.object({ identifier: z.string().trim().min(1), secret: z.string().min(1) })
const plainForm = requiredFields({ trimmed: ['identifier'], exact: ['secret'] })
const shape = (result: ReturnType<typeof plainForm.safeParse>) =>
  result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code, minimum: 'minimum' in issue ? Number(issue.minimum) : undefined }))

test('required fields without zod report what the zod schema reports, for any identifier and password', () => {
  const text = fc.oneof(fc.constantFrom('', ' ', '  \t', '\n', 'a', ' a ', 'amina@example.com'), fc.string())
  fc.assert(
    fc.property(text, text, (identifier, secret) => {
      const values = { identifier, secret }
      expect(shape(plainForm.safeParse(values))).toEqual(shape(zodForm.safeParse(values)))
    }),
  )
})

test('a password of spaces is sent as typed (the server judges it); an identifier of spaces is empty', () => {
  expect(shape(plainForm.safeParse({ identifier: '   ', secret: '   ' }))).toEqual([{ path: 'identifier', code: 'too_small', minimum: 1 }])
})
