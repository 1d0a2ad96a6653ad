/**
 * The UI's words as a shopper sees them in each language, read from the Lingui catalogs
 * (locales/<lang>/messages.po, account.po and the back office's backoffice.po, partner.po and admin.po), so browser tests follow the translations rather than
 * copies of them: a better translation never breaks a test.
 */
import fs from 'node:fs'
import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'

const catalogs = new Map<string, Map<string, string>>()

/** msgid → msgstr of both catalogs of a language (single- and multi-line entries). */
function catalog(lang: string): Map<string, string> {
  let messages = catalogs.get(lang)
  if (messages) return messages
  messages = new Map()
  const unquote = (s: string) => JSON.parse(s) as string
  let key: 'msgid' | 'msgstr' | null = null
  let entry = { msgid: '', msgstr: '' }
  const flush = () => {
    // The first catalog that has an id speaks for it: the shop's words before the account area's and
    // the back office's, where the same English names another thing ("Produce": the list, a column).
    if (entry.msgid && !messages!.has(entry.msgid)) messages!.set(entry.msgid, entry.msgstr || entry.msgid)
    entry = { msgid: '', msgstr: '' }
  }
  const lines = ['messages', 'account', 'backoffice', 'partner', 'admin'].flatMap((part) => fs.readFileSync(`locales/${lang}/${part}.po`, 'utf8').split('\n').concat(''))
  for (const line of lines) {
    const field = line.match(/^(msgid|msgstr) (".*")$/)
    if (field) {
      if (field[1] === 'msgid') flush()
      key = field[1] as 'msgid' | 'msgstr'
      entry[key] = unquote(field[2]!)
    } else if (key && /^".*"$/.test(line)) entry[key] += unquote(line)
    else key = null
  }
  flush()
  catalogs.set(lang, messages)
  return messages
}

/** A message as the language's catalog translates it (placeholders left as `{name}`). */
export function translated(lang: string, msgid: string): string {
  const text = catalog(lang).get(msgid)
  if (text === undefined) throw new Error(`"${msgid}" is in neither locales/${lang}/messages.po nor account.po`)
  return text
}

/** A message as a shopper reads it in a language: ICU plurals chosen by the language's rules, placeholders filled. */
export function formatted(lang: string, msgid: string, values: Record<string, string | number> = {}): string {
  const i18n = setupI18n({ locale: lang, messages: { [lang]: { [msgid]: compileMessage(translated(lang, msgid)) } } })
  return i18n._(msgid, values)
}

/**
 * The ids the built catalogs use for the storefront's and the account area's messages (Lingui's
 * generated ids: the first 6 characters of a hash of the English text and its context). A page that
 * shows one of them is showing a message whose words were not on the device.
 */
export function messageIds(): Set<string> {
  const ids = new Set<string>()
  for (const part of ['messages', 'account']) {
    const text = fs.readFileSync(`locales/en/${part}.po`, 'utf8')
    for (const entry of text.split(/\n\s*\n/)) {
      const field = (name: string) => {
        const m = entry.match(new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm'))
        return m
          ? m[1]!
              .trim()
              .split('\n')
              .map((s) => JSON.parse(s) as string)
              .join('')
          : ''
      }
      const msgid = field('msgid')
      if (msgid) ids.add(generateMessageId(msgid, field('msgctxt')))
    }
  }
  return ids
}
