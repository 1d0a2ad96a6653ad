/**
 * A form's draft and its errors (spec 5): a field is invalid when it was touched and fails the
 * schema, or when the server reported an error for it. The draft lives in component state, so a
 * failed submit never loses what was typed.
 */
import { useState } from 'react'
import type { z } from 'zod'

/** A refinement's own stable code (`params.code`, e.g. `single_line`), as the server reports it. */
const ownCodeOf = (issue: z.core.$ZodIssue): string | null => (issue.code === 'custom' && typeof issue.params?.code === 'string' ? issue.params.code : null)

export interface ServerFieldError {
  field: string
  code: string
  params?: Record<string, string | number>
}

/** What a form needs of its schema: a zod schema, or a few plain checks where zod's weight is not wanted (the sign-in page). */
export interface FormSchema {
  safeParse(values: unknown): { success: true } | { success: false; error: { issues: readonly z.core.$ZodIssue[] } }
}

/**
 * Required fields, checked as zod's `.min(1)` would report them (`too_small`, min 1), without zod:
 * `trimmed` ones as `z.string().trim().min(1)` (spaces alone are empty), `exact` ones as is (a
 * password is never trimmed).
 */
export function requiredFields({ trimmed = [], exact = [] }: { trimmed?: string[]; exact?: string[] }): FormSchema {
  const empty = (field: string, value: unknown) => (trimmed.includes(field) ? String(value ?? '').trim() : String(value ?? '')) === ''
  return {
    safeParse(values) {
      const record = values as Record<string, unknown>
      const issues = [...trimmed, ...exact]
        .filter((field) => empty(field, record[field]))
        .map((field) => ({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, path: [field], message: '', input: record[field] }) as z.core.$ZodIssue)
      return issues.length ? { success: false, error: { issues } } : { success: true }
    },
  }
}

export function useForm<T extends Record<string, unknown>>(
  schema: FormSchema,
  initial: T,
  translate: (code: string, params?: Record<string, string | number>) => string,
  serverErrors: ServerFieldError[] = [],
) {
  const [values, setValues] = useState<T>(initial)
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({})
  const parsed = schema.safeParse(values)
  const clientErrors = new Map<string, string>()
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.')
      const params: Record<string, number> = {}
      if ('minimum' in issue) params.min = Number(issue.minimum)
      if ('maximum' in issue) params.max = Number(issue.maximum)
      if (!clientErrors.has(key)) clientErrors.set(key, translate(issue.code === 'custom' ? (ownCodeOf(issue) ?? 'mismatch') : issue.code, params))
    }
  }
  const errorOf = (field: string): string | undefined => {
    const server = serverErrors.find((e) => e.field === field)
    if (server) return translate(server.code, server.params)
    return touched[field] ? clientErrors.get(field) : undefined
  }
  const set = <K extends keyof T>(field: K, value: T[K]) => setValues((v) => ({ ...v, [field]: value }))
  const bind = (field: keyof T & string) => ({
    value: String(values[field] ?? ''),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value as T[typeof field]),
    onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
  })
  const touchAll = () => setTouched(Object.fromEntries([...Object.keys(values), ...clientErrors.keys()].map((k) => [k, true])))
  return { values, set, bind, errorOf, parsed, touchAll, setValues }
}
