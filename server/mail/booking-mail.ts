/**
 * The e-mails telling a shopper what became of their chef booking (decision 046), in the language
 * they booked in: the chef accepted it, declined it, or did not answer in time (expired: declined
 * for them). A declined or expired booking's deposit goes back by the order refund paths (to the
 * card or account with Paystack, otherwise to their Malewa credit), which the mail says.
 */
import type { Lang } from '../seed/seed-types'
import { formatDay, formatMoney, orderMailLang, renderBlocks, type RenderedOrderMail } from './order-mail'

export type BookingMailKind = 'accepted' | 'declined' | 'expired'

interface BookingWords {
  subject: Record<BookingMailKind, (n: string) => string>
  greeting: (name: string) => string
  body: Record<BookingMailKind, (what: string, when: string, chef: string) => string>
  depositBack: (amount: string) => string
  restLater: (amount: string) => string
  followLink: string
  closing: string
}

const WORDS: Record<Lang, BookingWords> = {
  en: {
    subject: { accepted: (n) => `Your chef booking ${n} is confirmed`, declined: (n) => `Your chef booking ${n} was declined`, expired: (n) => `Your chef booking ${n} was not answered in time` },
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    body: {
      accepted: (what, when, chef) => `${chef} accepted your booking of ${what} on ${when}.`,
      declined: (what, when, chef) => `${chef} cannot take your booking of ${what} on ${when}.`,
      expired: (what, when, chef) => `${chef} did not answer your booking of ${what} on ${when} in time, so it is declined.`,
    },
    depositBack: (a) => `Your deposit of ${a} is on its way back: to your card or account if you paid by Paystack, otherwise to your Malewa credit.`,
    restLater: (a) => `The rest, ${a}, is paid after the event, from your bookings.`,
    followLink: 'Your booking:',
    closing: 'The Malewa team',
  },
  fr: {
    subject: {
      accepted: (n) => `Votre réservation de chef ${n} est confirmée`,
      declined: (n) => `Votre réservation de chef ${n} a été refusée`,
      expired: (n) => `Votre réservation de chef ${n} n'a pas reçu de réponse à temps`,
    },
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: {
      accepted: (what, when, chef) => `${chef} a accepté votre réservation de ${what} le ${when}.`,
      declined: (what, when, chef) => `${chef} ne peut pas accepter votre réservation de ${what} le ${when}.`,
      expired: (what, when, chef) => `${chef} n'a pas répondu à temps à votre réservation de ${what} le ${when} : elle est donc refusée.`,
    },
    depositBack: (a) => `Votre acompte de ${a} vous est remboursé : sur votre carte ou votre compte si vous avez payé par Paystack, sinon sur votre crédit Malewa.`,
    restLater: (a) => `Le solde, ${a}, se paie après l'événement, depuis vos réservations.`,
    followLink: 'Votre réservation :',
    closing: "L'équipe Malewa",
  },
  es: {
    subject: {
      accepted: (n) => `Tu reserva de chef ${n} está confirmada`,
      declined: (n) => `Tu reserva de chef ${n} fue rechazada`,
      expired: (n) => `Tu reserva de chef ${n} no recibió respuesta a tiempo`,
    },
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    body: {
      accepted: (what, when, chef) => `${chef} aceptó tu reserva de ${what} el ${when}.`,
      declined: (what, when, chef) => `${chef} no puede aceptar tu reserva de ${what} el ${when}.`,
      expired: (what, when, chef) => `${chef} no respondió a tiempo a tu reserva de ${what} el ${when}, así que queda rechazada.`,
    },
    depositBack: (a) => `Tu depósito de ${a} se te devuelve: a tu tarjeta o cuenta si pagaste con Paystack, si no, a tu crédito de Malewa.`,
    restLater: (a) => `El resto, ${a}, se paga después del evento, desde tus reservas.`,
    followLink: 'Tu reserva:',
    closing: 'El equipo de Malewa',
  },
  pt: {
    subject: {
      accepted: (n) => `A sua reserva de chef ${n} está confirmada`,
      declined: (n) => `A sua reserva de chef ${n} foi recusada`,
      expired: (n) => `A sua reserva de chef ${n} não teve resposta a tempo`,
    },
    greeting: (name) => (name ? `Olá, ${name}.` : 'Olá.'),
    body: {
      accepted: (what, when, chef) => `${chef} aceitou a sua reserva de ${what} em ${when}.`,
      declined: (what, when, chef) => `${chef} não pode aceitar a sua reserva de ${what} em ${when}.`,
      expired: (what, when, chef) => `${chef} não respondeu a tempo à sua reserva de ${what} em ${when}, por isso foi recusada.`,
    },
    depositBack: (a) => `O seu sinal de ${a} está a ser devolvido: para o seu cartão ou conta se pagou pela Paystack, senão para o seu crédito Malewa.`,
    restLater: (a) => `O restante, ${a}, paga-se depois do evento, nas suas reservas.`,
    followLink: 'A sua reserva:',
    closing: 'A equipa Malewa',
  },
  ar: {
    subject: { accepted: (n) => `تم تأكيد حجز الطاهي ${n}`, declined: (n) => `تم رفض حجز الطاهي ${n}`, expired: (n) => `لم يتم الرد على حجز الطاهي ${n} في الوقت المحدد` },
    greeting: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    body: {
      accepted: (what, when, chef) => `قبل ${chef} حجزك لـ ${what} يوم ${when}.`,
      declined: (what, when, chef) => `لا يستطيع ${chef} قبول حجزك لـ ${what} يوم ${when}.`,
      expired: (what, when, chef) => `لم يرد ${chef} على حجزك لـ ${what} يوم ${when} في الوقت المحدد، لذا تم رفضه.`,
    },
    depositBack: (a) => `يُعاد إليك العربون ${a}: إلى بطاقتك أو حسابك إذا دفعت عبر Paystack، وإلا إلى رصيدك لدى ماليوا.`,
    restLater: (a) => `يُدفع الباقي، ${a}، بعد المناسبة من صفحة حجوزاتك.`,
    followLink: 'حجزك:',
    closing: 'فريق ماليوا',
  },
  sw: {
    subject: {
      accepted: (n) => `Uhifadhi wako wa mpishi ${n} umethibitishwa`,
      declined: (n) => `Uhifadhi wako wa mpishi ${n} umekataliwa`,
      expired: (n) => `Uhifadhi wako wa mpishi ${n} haukujibiwa kwa wakati`,
    },
    greeting: (name) => (name ? `Habari ${name},` : 'Habari,'),
    body: {
      accepted: (what, when, chef) => `${chef} amekubali uhifadhi wako wa ${what} tarehe ${when}.`,
      declined: (what, when, chef) => `${chef} hawezi kukubali uhifadhi wako wa ${what} tarehe ${when}.`,
      expired: (what, when, chef) => `${chef} hakujibu uhifadhi wako wa ${what} tarehe ${when} kwa wakati, kwa hiyo umekataliwa.`,
    },
    depositBack: (a) => `Amana yako ya ${a} inarudishwa: kwenye kadi au akaunti yako ikiwa ulilipa kwa Paystack, la sivyo kwenye salio lako la Malewa.`,
    restLater: (a) => `Kiasi kilichobaki, ${a}, kinalipwa baada ya tukio, kwenye uhifadhi wako.`,
    followLink: 'Uhifadhi wako:',
    closing: 'Timu ya Malewa',
  },
}

export interface BookingMailFacts {
  locale: string
  name: string
  number: string
  experience: string
  chef: string
  day: string
  start: string
  deposit: number
  rest: number
  currency: string
  currencyExponent: number
  link: string
}

export function bookingMail(kind: BookingMailKind, v: BookingMailFacts): RenderedOrderMail {
  const lang = orderMailLang(v.locale)
  const w = WORDS[lang]
  const money = (minor: number) => formatMoney(minor, v.currency, v.currencyExponent, lang)
  const when = `${formatDay(v.day, lang)}, ${v.start}`
  return renderBlocks(lang, w.subject[kind](v.number), [
    { kind: 'p', text: w.greeting(v.name) },
    { kind: 'p', text: w.body[kind](v.experience, when, v.chef) },
    { kind: 'p', text: kind === 'accepted' ? w.restLater(money(v.rest)) : w.depositBack(money(v.deposit)) },
    { kind: 'link', intro: w.followLink, href: v.link },
    { kind: 'p', text: w.closing },
  ])
}
