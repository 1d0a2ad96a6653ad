import { afterEach, expect, test, vi } from 'vitest'
import { applyTheme, isDark, readTheme, saveTheme } from './theme'

afterEach(() => {
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; path=/`
})

test("the default theme is 'light.malewa' with square corners", () => {
  expect(readTheme()).toEqual({ colour: 'light.malewa', radius: 'square' })
})

test('a theme is dark when its colour name contains dark', () => {
  expect(isDark('dark.bluenavy')).toBe(true)
  expect(isDark('light.redruby')).toBe(false)
  saveTheme({ colour: 'dark.greenmoss' })
  expect(document.documentElement.dataset.themeDark).toBe('true')
  expect(document.documentElement.dataset.colour).toBe('greenmoss')
})

test('the colour and radius are saved in cookies, and removing the value removes the cookie', () => {
  saveTheme({ colour: 'light.orangecarrot', radius: 'rounded' })
  expect(document.cookie).toContain('theme_color=light.orangecarrot')
  expect(document.cookie).toContain('theme_radius=rounded')
  saveTheme({ colour: undefined, radius: undefined })
  expect(document.cookie).not.toContain('theme_color')
  expect(document.cookie).not.toContain('theme_radius')
  expect(readTheme()).toEqual({ colour: 'light.malewa', radius: 'square' })
})

test('an unknown colour in the cookie falls back to the default', () => {
  document.cookie = 'theme_color=light.neon; path=/'
  expect(readTheme().colour).toBe('light.malewa')
  applyTheme()
  expect(document.documentElement.dataset.colour).toBe('malewa')
})

test("the browser bar's colour follows the theme once the page is styled, with no style pass forced during the start-up", async () => {
  const meta = document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'theme-color', content: 'stale' }))
  const computed = vi.spyOn(window, 'getComputedStyle')
  try {
    applyTheme({ colour: 'dark.bluenavy', radius: 'square' })
    expect(computed).not.toHaveBeenCalled()
    expect(document.documentElement.dataset.colour).toBe('bluenavy')
    await vi.waitFor(() => expect(meta.getAttribute('content')).not.toBe('stale'))
    expect(computed).toHaveBeenCalledWith(document.documentElement)
  } finally {
    computed.mockRestore()
    meta.remove()
  }
})
