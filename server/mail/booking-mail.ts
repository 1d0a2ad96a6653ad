/**
 * The e-mails telling a shopper what became of their chef booking (decision 046), in the language
 * they booked in: the chef accepted it, declined it, or did not answer in time (expired: declined
 * for them). A declined or expired booking's deposit goes back by the order refund paths (to the
 * card or account with Paystack, otherwise to their Malewa credit), which the mail says.
 *
 * And the chef's: a request whose deposit is paid is waiting for their answer (written once, in
 * the transaction that marks the deposit paid: server/bookings/bookings.ts `writeChefRequestMail`),
 * in the language of the member's invitation as the portal's other e-mails are.
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

interface ChefRequestWords {
  subject: (n: string, what: string) => string
  greeting: (name: string) => string
  intro: (guest: string, what: string) => string
  experience: string
  when: string
  guests: string
  /** One form per plural category of the language (Intl.PluralRules); `n` already formatted. */
  guestCount: Partial<Record<Intl.LDMLPluralRule, (n: string) => string>> & { other: (n: string) => string }
  answerBy: string
  deadline: (at: string) => string
  openPortal: string
  closing: string
}

const CHEF_WORDS: Record<Lang, ChefRequestWords> = {
  en: {
    subject: (n, what) => `New booking request ${n}: ${what}`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (guest, what) => `${guest} asks to book ${what}, and has paid the deposit.`,
    experience: 'Experience',
    when: 'Date and time',
    guests: 'Guests',
    guestCount: { one: (n) => `${n} guest`, other: (n) => `${n} guests` },
    answerBy: 'Answer by',
    deadline: (at) => `Accept or decline it in the portal by ${at}. Without an answer by then it is declined automatically and the deposit goes back to the guest.`,
    openPortal: 'Your bookings in the portal:',
    closing: 'The Malewa market',
  },
  fr: {
    subject: (n, what) => `Nouvelle demande de réservation ${n} : ${what}`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (guest, what) => `${guest} souhaite réserver ${what} et a payé l'acompte.`,
    experience: 'Prestation',
    when: 'Date et heure',
    guests: 'Convives',
    guestCount: { one: (n) => `${n} convive`, other: (n) => `${n} convives` },
    answerBy: 'Répondre avant le',
    deadline: (at) => `Acceptez-la ou refusez-la dans le portail avant le ${at}. Sans réponse d'ici là, elle est refusée automatiquement et l'acompte est remboursé au client.`,
    openPortal: 'Vos réservations dans le portail :',
    closing: 'Le marché Malewa',
  },
  es: {
    subject: (n, what) => `Nueva solicitud de reserva ${n}: ${what}`,
    greeting: (name) => (name ? `Hola ${name}:` : 'Hola:'),
    intro: (guest, what) => `${guest} quiere reservar ${what} y ya pagó el depósito.`,
    experience: 'Experiencia',
    when: 'Fecha y hora',
    guests: 'Comensales',
    guestCount: { one: (n) => `${n} comensal`, other: (n) => `${n} comensales` },
    answerBy: 'Responder antes del',
    deadline: (at) => `Acéptala o recházala en el portal antes del ${at}. Si no respondes para entonces, se rechaza automáticamente y el depósito se devuelve al cliente.`,
    openPortal: 'Tus reservas en el portal:',
    closing: 'El mercado Malewa',
  },
  pt: {
    subject: (n, what) => `Novo pedido de reserva ${n}: ${what}`,
    greeting: (name) => (name ? `Olá ${name},` : 'Olá,'),
    intro: (guest, what) => `${guest} quer reservar ${what} e já pagou o sinal.`,
    experience: 'Experiência',
    when: 'Data e hora',
    guests: 'Convidados',
    guestCount: { one: (n) => `${n} convidado`, other: (n) => `${n} convidados` },
    answerBy: 'Responder até',
    deadline: (at) => `Aceite ou recuse o pedido no portal até ${at}. Sem resposta até lá, é recusado automaticamente e o sinal é devolvido ao cliente.`,
    openPortal: 'As suas reservas no portal:',
    closing: 'O mercado Malewa',
  },
  ar: {
    subject: (n, what) => `طلب حجز جديد ${n}: ${what}`,
    greeting: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    intro: (guest, what) => `يطلب ${guest} حجز ${what}، وقد دفع العربون.`,
    experience: 'التجربة',
    when: 'التاريخ والوقت',
    guests: 'الضيوف',
    guestCount: {
      zero: (n) => `${n} ضيف`,
      one: () => 'ضيف واحد',
      two: () => 'ضيفان',
      few: (n) => `${n} ضيوف`,
      many: (n) => `${n} ضيفًا`,
      other: (n) => `${n} ضيف`,
    },
    answerBy: 'الرد قبل',
    deadline: (at) => `اقبله أو ارفضه في البوابة قبل ${at}. إن لم ترد حتى ذلك الحين يُرفض تلقائيًا ويُعاد العربون إلى الزبون.`,
    openPortal: 'حجوزاتك في البوابة:',
    closing: 'سوق Malewa',
  },
  sw: {
    subject: (n, what) => `Ombi jipya la uhifadhi ${n}: ${what}`,
    greeting: (name) => (name ? `Habari ${name},` : 'Habari,'),
    intro: (guest, what) => `${guest} anaomba kuhifadhi ${what}, na amelipa amana.`,
    experience: 'Huduma',
    when: 'Tarehe na saa',
    guests: 'Wageni',
    guestCount: { one: (n) => `mgeni ${n}`, other: (n) => `wageni ${n}` },
    answerBy: 'Jibu kabla ya',
    deadline: (at) => `Likubali au ulikatae kwenye lango kabla ya ${at}. Usipojibu kufikia wakati huo, linakataliwa moja kwa moja na amana inarudishwa kwa mteja.`,
    openPortal: 'Uhifadhi wako kwenye lango:',
    closing: 'Soko la Malewa',
  },
}

export interface ChefRequestFacts {
  /** The member's language (their invitation's). */
  locale: string
  name: string
  number: string
  experience: string
  guest: string
  day: string
  start: string
  guests: number
  /** When the answer is due, an instant, shown in the market's time zone. */
  answerBy: Date
  timeZone: string
  link: string
}

/** To a member of the chef's provider: a request with its deposit paid waits for their answer. */
export function chefRequestMail(v: ChefRequestFacts): RenderedOrderMail {
  const lang = orderMailLang(v.locale)
  const w = CHEF_WORDS[lang]
  const count = w.guestCount[new Intl.PluralRules(lang).select(v.guests)] ?? w.guestCount.other
  const deadline = new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: v.timeZone }).format(v.answerBy)
  return renderBlocks(lang, w.subject(v.number, v.experience), [
    { kind: 'p', text: w.greeting(v.name) },
    { kind: 'p', text: w.intro(v.guest, v.experience) },
    {
      kind: 'rows',
      rows: [
        [w.experience, v.experience],
        [w.when, `${formatDay(v.day, lang)}, ${v.start}`],
        [w.guests, count(new Intl.NumberFormat(lang).format(v.guests))],
        [w.answerBy, deadline],
      ],
    },
    { kind: 'p', text: w.deadline(deadline) },
    { kind: 'link', intro: w.openPortal, href: v.link },
    { kind: 'p', text: `— ${w.closing}` },
  ])
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
