/**
 * The account e-mails (confirm the account, reset the password) in the six languages of the
 * storefront, chosen by the request's language. Plain text and a small HTML part with the same
 * words; Arabic is marked right-to-left.
 *
 * The numbers stay within what the sentences are written for: 24 hours and 30 minutes by default
 * (Arabic takes the singular noun from 11 to 99).
 */
import type { Lang } from '../seed/seed-types'

export interface Words {
  subject: string
  greeting: (name: string) => string
  body: string[]
  closing: string
}

const VERIFY: Record<Lang, (v: { code: string; hours: number }) => Words> = {
  en: ({ code, hours }) => ({
    subject: 'Confirm your Malewa account',
    greeting: (name) => `Hello ${name},`,
    body: [
      `Your confirmation code is: ${code}`,
      'Type it on the “Confirm account” screen, or open this link:',
      `The code is valid for ${hours} hours. If you did not create an account on Malewa, you can ignore this e-mail.`,
    ],
    closing: 'The Malewa team',
  }),
  fr: ({ code, hours }) => ({
    subject: 'Confirmez votre compte Malewa',
    greeting: (name) => `Bonjour ${name},`,
    body: [
      `Votre code de confirmation : ${code}`,
      'Saisissez-le sur l’écran « Confirmer le compte », ou ouvrez ce lien :',
      `Le code est valable ${hours} heures. Si vous n’avez pas créé de compte sur Malewa, vous pouvez ignorer cet e-mail.`,
    ],
    closing: 'L’équipe Malewa',
  }),
  es: ({ code, hours }) => ({
    subject: 'Confirma tu cuenta de Malewa',
    greeting: (name) => `Hola, ${name}:`,
    body: [
      `Tu código de confirmación es: ${code}`,
      'Escríbelo en la pantalla «Confirmar cuenta» o abre este enlace:',
      `El código es válido durante ${hours} horas. Si no creaste una cuenta en Malewa, puedes ignorar este correo.`,
    ],
    closing: 'El equipo de Malewa',
  }),
  pt: ({ code, hours }) => ({
    subject: 'Confirme sua conta Malewa',
    greeting: (name) => `Olá, ${name}!`,
    body: [
      `Seu código de confirmação é: ${code}`,
      'Digite-o na tela “Confirmar conta” ou abra este link:',
      `O código é válido por ${hours} horas. Se você não criou uma conta na Malewa, pode ignorar este e-mail.`,
    ],
    closing: 'Equipe Malewa',
  }),
  ar: ({ code, hours }) => ({
    subject: 'أكّد حسابك في Malewa',
    greeting: (name) => `مرحبًا ${name}،`,
    body: [
      `رمز التأكيد الخاص بك هو: ${code}`,
      'اكتبه في شاشة «تأكيد الحساب»، أو افتح هذا الرابط:',
      `الرمز صالح لمدة ${hours} ساعة. إذا لم تُنشئ حسابًا في Malewa، يمكنك تجاهل هذه الرسالة.`,
    ],
    closing: 'فريق Malewa',
  }),
  sw: ({ code, hours }) => ({
    subject: 'Thibitisha akaunti yako ya Malewa',
    greeting: (name) => `Habari ${name},`,
    body: [
      `Msimbo wako wa uthibitisho ni: ${code}`,
      'Uandike kwenye skrini ya “Thibitisha akaunti”, au fungua kiungo hiki:',
      `Msimbo huu ni halali kwa saa ${hours}. Ikiwa hukufungua akaunti kwenye Malewa, unaweza kupuuza barua pepe hii.`,
    ],
    closing: 'Timu ya Malewa',
  }),
}

const RESET: Record<Lang, (v: { minutes: number }) => Words> = {
  en: ({ minutes }) => ({
    subject: 'Reset your Malewa password',
    greeting: (name) => `Hello ${name},`,
    body: [
      'Someone asked to reset the password of your Malewa account.',
      'To choose a new password, open this link:',
      `The link is valid for ${minutes} minutes and works once. Choosing a new password signs you out on every device. If you did not ask for this, ignore this e-mail: your password stays the same.`,
    ],
    closing: 'The Malewa team',
  }),
  fr: ({ minutes }) => ({
    subject: 'Réinitialisez votre mot de passe Malewa',
    greeting: (name) => `Bonjour ${name},`,
    body: [
      'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Malewa.',
      'Pour choisir un nouveau mot de passe, ouvrez ce lien :',
      `Le lien est valable ${minutes} minutes et ne fonctionne qu’une fois. Choisir un nouveau mot de passe vous déconnecte sur tous vos appareils. Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.`,
    ],
    closing: 'L’équipe Malewa',
  }),
  es: ({ minutes }) => ({
    subject: 'Restablece tu contraseña de Malewa',
    greeting: (name) => `Hola, ${name}:`,
    body: [
      'Alguien pidió restablecer la contraseña de tu cuenta de Malewa.',
      'Para elegir una contraseña nueva, abre este enlace:',
      `El enlace es válido durante ${minutes} minutos y solo funciona una vez. Al elegir una contraseña nueva se cerrará tu sesión en todos los dispositivos. Si no lo pediste, ignora este correo: tu contraseña no cambia.`,
    ],
    closing: 'El equipo de Malewa',
  }),
  pt: ({ minutes }) => ({
    subject: 'Redefina sua senha da Malewa',
    greeting: (name) => `Olá, ${name}!`,
    body: [
      'Alguém pediu para redefinir a senha da sua conta Malewa.',
      'Para escolher uma nova senha, abra este link:',
      `O link é válido por ${minutes} minutos e funciona uma única vez. Ao escolher uma nova senha, você sai da sua conta em todos os dispositivos. Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.`,
    ],
    closing: 'Equipe Malewa',
  }),
  ar: ({ minutes }) => ({
    subject: 'إعادة تعيين كلمة مرور Malewa',
    greeting: (name) => `مرحبًا ${name}،`,
    body: [
      'طلب أحدهم إعادة تعيين كلمة مرور حسابك في Malewa.',
      'لاختيار كلمة مرور جديدة، افتح هذا الرابط:',
      `الرابط صالح لمدة ${minutes} دقيقة ويعمل مرة واحدة فقط. يؤدي اختيار كلمة مرور جديدة إلى تسجيل خروجك من جميع الأجهزة. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.`,
    ],
    closing: 'فريق Malewa',
  }),
  sw: ({ minutes }) => ({
    subject: 'Weka upya nenosiri lako la Malewa',
    greeting: (name) => `Habari ${name},`,
    body: [
      'Mtu ameomba kuweka upya nenosiri la akaunti yako ya Malewa.',
      'Ili kuchagua nenosiri jipya, fungua kiungo hiki:',
      `Kiungo hiki ni halali kwa dakika ${minutes} na kinafanya kazi mara moja tu. Ukichagua nenosiri jipya, utaondolewa kwenye akaunti katika vifaa vyote. Ikiwa hukuomba hili, puuza barua pepe hii: nenosiri lako litabaki lile lile.`,
    ],
    closing: 'Timu ya Malewa',
  }),
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

/** Paragraphs before the link, the link, paragraphs after it. */
export function render(lang: Lang, words: Words, name: string, link: string, code?: string): RenderedMail {
  const [first, beforeLink, after] = words.body as [string, string, string]
  const text = [words.greeting(name), '', first, '', beforeLink, link, '', after, '', `— ${words.closing}`, ''].join('\n')
  const dir = lang === 'ar' ? 'rtl' : 'ltr'
  const firstHtml = code ? escapeHtml(first).replace(escapeHtml(code), `<strong style="font-family:monospace;font-size:1.4em;letter-spacing:.1em">${escapeHtml(code)}</strong>`) : escapeHtml(first)
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(words.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1d2b1f">
<p>${escapeHtml(words.greeting(name))}</p>
<p>${firstHtml}</p>
<p>${escapeHtml(beforeLink)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(after)}</p>
<p>— ${escapeHtml(words.closing)}</p>
</body></html>
`
  return { subject: words.subject, text, html }
}

export function verificationMail(lang: Lang, v: { name: string; code: string; link: string; hours: number }): RenderedMail {
  return render(lang, VERIFY[lang]({ code: v.code, hours: v.hours }), v.name, v.link, v.code)
}

export function resetMail(lang: Lang, v: { name: string; link: string; minutes: number }): RenderedMail {
  return render(lang, RESET[lang]({ minutes: v.minutes }), v.name, v.link)
}

/** The storefront's path prefix for a language: English has none, the others `/fr/`… */
export function localePrefix(lang: Lang): string {
  return lang === 'en' ? '' : `${lang}/`
}
