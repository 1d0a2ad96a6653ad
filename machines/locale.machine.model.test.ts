// @vitest-environment node
import { expect, test } from 'vitest'
import { localeMachine, type LocaleInput } from './locale.machine'
import { coverage, modelPaths, runPath } from './test/model'

// Each input starts the resolution chain at a different link: URL, cookie, browser, default.
const inputs: Record<string, LocaleInput> = {
  'url prefix': { urlPrefix: 'fr', isRootPath: false, browserLanguages: ['sw'] },
  'cookie on /': { isRootPath: true, cookie: 'ar', browserLanguages: [] },
  'browser on /': { isRootPath: true, browserLanguages: ['sw-KE'] },
  'english cookie on /': { isRootPath: true, cookie: 'en', browserLanguages: ['fr'] },
  nothing: { isRootPath: false, browserLanguages: [] },
}
const events = [
  { type: 'locale.choose', locale: 'es' },
  { type: 'url.changed', urlPrefix: 'es', isRootPath: false },
  { type: 'url.changed', urlPrefix: undefined, isRootPath: true },
]
const model = localeMachine.provide({ actions: { navigate: () => {}, saveCookie: () => {} } })
const all = Object.entries(inputs).flatMap(([name, input]) => modelPaths(model, { events, input, simple: false }).map((path) => ({ name, input, path })))

for (const { name, input, path } of all) {
  test(`${name}: ${path.description}`, () => {
    runPath(model, path, {
      input,
      check: (snapshot) => {
        // Meaning: at rest the shown language is the URL's, or English on an unprefixed page.
        if (snapshot.matches('active')) {
          const { urlPrefix, locale, source } = snapshot.context
          expect(locale).toBe(urlPrefix ?? 'en')
          if (urlPrefix) expect(source).toBe('url')
        }
      },
    })
  })
}

test('the generated locale paths reach every state and transition', () => {
  expect(
    coverage(
      model,
      all.map((p) => p.path),
    ),
  ).toEqual({ states: [], transitions: [] })
})
