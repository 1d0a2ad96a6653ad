import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { useCloseOnOutsideClick } from './use-close-on-outside-click'
import { Later } from './later'
import { THEME_HUES, readTheme, saveTheme, type ThemeHue } from './theme'

/** The theme-colour picker panel: hue, light or dark, corner radius; "Reset" removes the cookies. */
export function ThemePicker() {
  const { t } = useLingui()
  const ref = useRef<HTMLDetailsElement>(null)
  useCloseOnOutsideClick(ref)
  const [theme, setTheme] = useState(readTheme)
  const [base, hue] = theme.colour.split('.') as ['light' | 'dark', ThemeHue]
  const names: Record<ThemeHue, string> = {
    malewa: t`Malewa green`,
    bluenavy: t`Navy blue`,
    blueyale: t`Yale blue`,
    blueolympic: t`Olympic blue`,
    greenmoss: t`Moss green`,
    greenlime: t`Lime green`,
    purplemonster: t`Purple`,
    orangecarrot: t`Carrot orange`,
    redruby: t`Ruby red`,
    yellowgranola: t`Granola yellow`,
    greysteel: t`Steel grey`,
    base: t`Plain`,
  }
  return (
    <details className="dropdown theme-picker" ref={ref}>
      <summary className="header__link" aria-label={t`Colours`}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M12 3a9 9 0 1 0 0 18c1 0 1.6-.8 1.6-1.6 0-.5-.2-.9-.5-1.2-.3-.3-.5-.7-.5-1.2 0-.9.7-1.6 1.6-1.6H16a5 5 0 0 0 5-5c0-4-4-7.4-9-7.4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="7.5" cy="11" r="1.3" fill="currentColor" />
          <circle cx="10.5" cy="7" r="1.3" fill="currentColor" />
          <circle cx="15" cy="7.5" r="1.3" fill="currentColor" />
        </svg>
      </summary>
      <div className="dropdown__panel theme-picker__panel">
        <Later>
          <fieldset>
            <legend>
              <Trans>Colour</Trans>
            </legend>
            <div className="swatches">
              {THEME_HUES.map((h) => (
                <label key={h} className="swatch" data-swatch={h} title={names[h]}>
                  <input type="radio" name="theme-hue" checked={h === hue} onChange={() => setTheme(saveTheme({ colour: `${base}.${h}` }))} />
                  <span className="visually-hidden">{names[h]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>
              <Trans>Brightness</Trans>
            </legend>
            <label className="check">
              <input type="radio" name="theme-base" checked={base === 'light'} onChange={() => setTheme(saveTheme({ colour: `light.${hue}` }))} />
              <Trans>Light</Trans>
            </label>
            <label className="check">
              <input type="radio" name="theme-base" checked={base === 'dark'} onChange={() => setTheme(saveTheme({ colour: `dark.${hue}` }))} />
              <Trans>Dark</Trans>
            </label>
          </fieldset>
          <fieldset>
            <legend>
              <Trans>Corners</Trans>
            </legend>
            <label className="check">
              <input type="radio" name="theme-radius" checked={theme.radius === 'square'} onChange={() => setTheme(saveTheme({ radius: 'square' }))} />
              <Trans>Square</Trans>
            </label>
            <label className="check">
              <input type="radio" name="theme-radius" checked={theme.radius === 'rounded'} onChange={() => setTheme(saveTheme({ radius: 'rounded' }))} />
              <Trans>Rounded</Trans>
            </label>
          </fieldset>
          <button type="button" className="button" onClick={() => setTheme(saveTheme({ colour: undefined, radius: undefined }))}>
            <Trans>Reset</Trans>
          </button>
        </Later>
      </div>
    </details>
  )
}
