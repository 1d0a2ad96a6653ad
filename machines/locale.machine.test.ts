// @vitest-environment node
import { createActor } from 'xstate'
import { expect, test, vi } from 'vitest'
import { localeMachine, type LocaleInput } from './locale.machine'

function start(input: LocaleInput) {
  const navigate = vi.fn()
  const saveCookie = vi.fn()
  const actor = createActor(localeMachine.provide({ actions: { navigate: (_, params) => navigate(params), saveCookie: ({ context }) => saveCookie(context.locale) } }), { input }).start()
  return { actor, navigate, saveCookie }
}

test('the URL prefix wins over the cookie and the browser', () => {
  const { actor, navigate } = start({ urlPrefix: 'sw', isRootPath: false, cookie: 'fr', browserLanguages: ['ar'] })
  expect(actor.getSnapshot().context).toMatchObject({ locale: 'sw', source: 'url' })
  expect(navigate).not.toHaveBeenCalled()
})

test('on the root page a saved cookie redirects to that language', () => {
  const { actor, navigate } = start({ isRootPath: true, cookie: 'fr', browserLanguages: ['ar-MA'] })
  expect(actor.getSnapshot().context).toMatchObject({ locale: 'fr', source: 'cookie' })
  expect(navigate).toHaveBeenCalledWith({ locale: 'fr', replace: true })
})

test('without a cookie the browser language decides, country variants included', () => {
  const { navigate } = start({ isRootPath: true, browserLanguages: ['de-DE', 'pt-MZ', 'en'] })
  expect(navigate).toHaveBeenCalledWith({ locale: 'pt', replace: true })
})

test('the root page does not redirect when the detected language is English', () => {
  const { actor, navigate } = start({ isRootPath: true, cookie: 'en', browserLanguages: ['fr'] })
  expect(actor.getSnapshot().value).toBe('active')
  expect(navigate).not.toHaveBeenCalled()
})

test('other unprefixed pages stay in English whatever the cookie says', () => {
  const { actor, navigate } = start({ isRootPath: false, cookie: 'ar', browserLanguages: ['ar'] })
  expect(actor.getSnapshot().context.locale).toBe('en')
  expect(navigate).not.toHaveBeenCalled()
})

test('an unsupported browser language falls back to English', () => {
  const { actor } = start({ isRootPath: true, browserLanguages: ['zu-ZA', 'de'] })
  expect(actor.getSnapshot().context).toMatchObject({ locale: 'en', source: 'default' })
})

test('choosing a language saves the cookie and moves to the same page in it', () => {
  const { actor, navigate, saveCookie } = start({ urlPrefix: 'fr', isRootPath: false, browserLanguages: [] })
  actor.send({ type: 'locale.choose', locale: 'ar' })
  expect(saveCookie).toHaveBeenCalledWith('ar')
  expect(navigate).toHaveBeenCalledWith({ locale: 'ar', replace: false })
  actor.send({ type: 'url.changed', urlPrefix: 'ar', isRootPath: false })
  expect(actor.getSnapshot().context).toMatchObject({ locale: 'ar', source: 'url' })
})
