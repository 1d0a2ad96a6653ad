/**
 * The theme (spec 3, 4, 9): a colour such as 'light.malewa' or 'dark.bluenavy' and a corner radius,
 * saved in cookies for a day; removing the value removes the cookie. The theme is dark when the
 * colour's name contains 'dark'. Applied as data attributes on <html>; styles.css maps them to tokens.
 */
import { COOKIES, DEFAULT_THEME, THEME_COLOURS } from '../config'
import { readCookie, writeCookie } from '../lib/cookies'
import { whenIdle } from '../lib/yield'

export const THEME_HUES = ['malewa', ...THEME_COLOURS, 'base'] as const
export type ThemeHue = (typeof THEME_HUES)[number]
export type ThemeRadius = 'square' | 'rounded'

export interface Theme {
  colour: string
  radius: ThemeRadius
}

export const isDark = (colour: string) => colour.includes('dark')
const hueOf = (colour: string): ThemeHue => {
  const hue = colour.split('.')[1]
  return (THEME_HUES as readonly string[]).includes(hue ?? '') ? (hue as ThemeHue) : 'malewa'
}
const validColour = (c: string | undefined): c is string => !!c && /^(light|dark)\.[a-z]+$/.test(c) && hueOf(c) === c.split('.')[1]

export function readTheme(): Theme {
  const colour = readCookie(COOKIES.themeColor.name)
  const radius = readCookie(COOKIES.themeRadius.name)
  return { colour: validColour(colour) ? colour : DEFAULT_THEME.colour, radius: radius === 'rounded' ? 'rounded' : 'square' }
}

export function applyTheme(theme: Theme = readTheme()): void {
  const root = document.documentElement
  const set = (key: 'colour' | 'themeDark' | 'radius', value: string) => {
    if (root.dataset[key] !== value) root.dataset[key] = value
  }
  set('colour', hueOf(theme.colour))
  set('themeDark', String(isDark(theme.colour)))
  set('radius', theme.radius)
  // The browser bar's colour is the theme's own token, read once the browser has styled the page:
  // read at once, it forced a style pass over the whole page (a drawn one, on a first visit) in
  // the middle of the start-up, 22-28 ms at CPU × 4.
  whenIdle(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', getComputedStyle(root).getPropertyValue('--color-primary').trim() || '#2f5d3a')
  }, 1_000)
}

/** Saves (or, with undefined, removes) the colour and radius cookies, then applies the result. */
export function saveTheme(change: { colour?: string | undefined; radius?: ThemeRadius | undefined }): Theme {
  if ('colour' in change) writeCookie(COOKIES.themeColor.name, change.colour, { maxAgeSeconds: COOKIES.themeColor.maxAgeSeconds })
  if ('radius' in change) writeCookie(COOKIES.themeRadius.name, change.radius, { maxAgeSeconds: COOKIES.themeRadius.maxAgeSeconds })
  const theme = readTheme()
  applyTheme(theme)
  return theme
}
