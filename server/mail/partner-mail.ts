/**
 * The portal's e-mails (decision 035), in the six languages: to each member of a farm when an
 * order with its lines comes in (in the member's language), and to the shopper when a farm takes a
 * line out of the order (in the language they checked out in) with the order's new total.
 */
import type { Lang } from '../seed/seed-types'
import { formatDay, formatMoney, orderMailLang, renderBlocks, type RenderedOrderMail } from './order-mail'

interface PartnerWords {
  newOrderSubject: (n: string, farm: string) => string
  newOrderIntro: (n: string, farm: string) => string
  dropOff: (day: string) => string
  openPortal: string
  unavailableSubject: (n: string, item: string) => string
  unavailableIntro: (farm: string, item: string, n: string) => string
  newTotal: (total: string) => string
  followLink: string
  payoutSubject: (farm: string) => string
  payoutIntro: (farm: string, number: string, by: string) => string
  payoutNotYou: string
  greeting: (name: string) => string
  closing: string
}

const WORDS: Record<Lang, PartnerWords> = {
  en: {
    newOrderSubject: (n, farm) => `New order ${n} for ${farm}`,
    newOrderIntro: (n, farm) => `Order ${n} has lines from ${farm}. Accept or decline it in the portal:`,
    dropOff: (day) => `Bring them to the market on ${day}.`,
    openPortal: 'Open the order in the portal:',
    unavailableSubject: (n, item) => `Your Malewa order ${n}: ${item} is not available`,
    unavailableIntro: (farm, item, n) => `${farm} cannot supply ${item} for your order ${n}. It is taken off your order; you will not pay for it.`,
    newTotal: (total) => `Your order's new total: ${total}.`,
    followLink: 'See your order:',
    payoutSubject: (farm) => `The payout number of ${farm} was changed`,
    payoutIntro: (farm, number, by) => `Payouts for ${farm} now go to the mobile-money number ${number}. The change was made by ${by}.`,
    payoutNotYou: 'If you did not expect this, change it back in the portal and tell the market at once:',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    closing: 'The Malewa market',
  },
  fr: {
    newOrderSubject: (n, farm) => `Nouvelle commande ${n} pour ${farm}`,
    newOrderIntro: (n, farm) => `La commande ${n} contient des articles de ${farm}. Acceptez-la ou refusez-la dans le portail :`,
    dropOff: (day) => `Apportez-les au marché le ${day}.`,
    openPortal: 'Ouvrir la commande dans le portail :',
    unavailableSubject: (n, item) => `Votre commande Malewa ${n} : ${item} n'est pas disponible`,
    unavailableIntro: (farm, item, n) => `${farm} ne peut pas fournir ${item} pour votre commande ${n}. L'article est retiré de votre commande ; vous ne le payerez pas.`,
    newTotal: (total) => `Nouveau total de votre commande : ${total}.`,
    followLink: 'Voir votre commande :',
    payoutSubject: (farm) => `Le numéro de versement de ${farm} a été modifié`,
    payoutIntro: (farm, number, by) => `Les versements de ${farm} vont désormais au numéro de mobile money ${number}. La modification a été faite par ${by}.`,
    payoutNotYou: 'Si vous ne vous y attendiez pas, rétablissez-le dans le portail et prévenez aussitôt le marché :',
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    closing: 'Le marché Malewa',
  },
  es: {
    newOrderSubject: (n, farm) => `Nuevo pedido ${n} para ${farm}`,
    newOrderIntro: (n, farm) => `El pedido ${n} tiene productos de ${farm}. Acéptalo o recházalo en el portal:`,
    dropOff: (day) => `Llévalos al mercado el ${day}.`,
    openPortal: 'Abre el pedido en el portal:',
    unavailableSubject: (n, item) => `Tu pedido de Malewa ${n}: ${item} no está disponible`,
    unavailableIntro: (farm, item, n) => `${farm} no puede suministrar ${item} para tu pedido ${n}. Se ha quitado de tu pedido; no lo pagarás.`,
    newTotal: (total) => `Nuevo total de tu pedido: ${total}.`,
    followLink: 'Ver tu pedido:',
    payoutSubject: (farm) => `El número de cobro de ${farm} ha cambiado`,
    payoutIntro: (farm, number, by) => `Los pagos de ${farm} van ahora al número de dinero móvil ${number}. El cambio lo hizo ${by}.`,
    payoutNotYou: 'Si no lo esperabas, vuelve a cambiarlo en el portal y avisa al mercado enseguida:',
    greeting: (name) => (name ? `Hola ${name}:` : 'Hola:'),
    closing: 'El mercado Malewa',
  },
  pt: {
    newOrderSubject: (n, farm) => `Nova encomenda ${n} para ${farm}`,
    newOrderIntro: (n, farm) => `A encomenda ${n} tem produtos de ${farm}. Aceite-a ou recuse-a no portal:`,
    dropOff: (day) => `Leve-os ao mercado em ${day}.`,
    openPortal: 'Abra a encomenda no portal:',
    unavailableSubject: (n, item) => `A sua encomenda Malewa ${n}: ${item} não está disponível`,
    unavailableIntro: (farm, item, n) => `${farm} não pode fornecer ${item} para a sua encomenda ${n}. Foi retirado da sua encomenda; não o vai pagar.`,
    newTotal: (total) => `Novo total da sua encomenda: ${total}.`,
    followLink: 'Ver a sua encomenda:',
    payoutSubject: (farm) => `O número de pagamento de ${farm} foi alterado`,
    payoutIntro: (farm, number, by) => `Os pagamentos de ${farm} vão agora para o número de dinheiro móvel ${number}. A alteração foi feita por ${by}.`,
    payoutNotYou: 'Se não esperava isto, volte a alterá-lo no portal e avise o mercado de imediato:',
    greeting: (name) => (name ? `Olá ${name},` : 'Olá,'),
    closing: 'O mercado Malewa',
  },
  ar: {
    newOrderSubject: (n, farm) => `طلب جديد ${n} لـ ${farm}`,
    newOrderIntro: (n, farm) => `يحتوي الطلب ${n} على منتجات من ${farm}. اقبله أو ارفضه في البوابة:`,
    dropOff: (day) => `أحضرها إلى السوق يوم ${day}.`,
    openPortal: 'افتح الطلب في البوابة:',
    unavailableSubject: (n, item) => `طلبك من Malewa رقم ${n}: ${item} غير متوفر`,
    unavailableIntro: (farm, item, n) => `لا تستطيع ${farm} توفير ${item} لطلبك ${n}. أُزيل من طلبك؛ ولن تدفع ثمنه.`,
    newTotal: (total) => `المجموع الجديد لطلبك: ${total}.`,
    followLink: 'اطّلع على طلبك:',
    payoutSubject: (farm) => `تم تغيير رقم الدفعات لـ ${farm}`,
    payoutIntro: (farm, number, by) => `تُرسل دفعات ${farm} الآن إلى رقم المال عبر الهاتف ${number}. أجرى التغيير ${by}.`,
    payoutNotYou: 'إن لم تكن تتوقع ذلك، فأعِده في البوابة وأبلغ السوق فورًا:',
    greeting: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    closing: 'سوق Malewa',
  },
  sw: {
    newOrderSubject: (n, farm) => `Oda mpya ${n} kwa ${farm}`,
    newOrderIntro: (n, farm) => `Oda ${n} ina bidhaa za ${farm}. Ikubali au uikatae kwenye lango:`,
    dropOff: (day) => `Zilete sokoni ${day}.`,
    openPortal: 'Fungua oda kwenye lango:',
    unavailableSubject: (n, item) => `Oda yako ya Malewa ${n}: ${item} haipatikani`,
    unavailableIntro: (farm, item, n) => `${farm} hawawezi kuleta ${item} kwa oda yako ${n}. Imeondolewa kwenye oda yako; hutailipia.`,
    newTotal: (total) => `Jumla mpya ya oda yako: ${total}.`,
    followLink: 'Tazama oda yako:',
    payoutSubject: (farm) => `Namba ya malipo ya ${farm} imebadilishwa`,
    payoutIntro: (farm, number, by) => `Malipo ya ${farm} sasa yanaenda kwenye namba ya pesa kwa simu ${number}. Mabadiliko yalifanywa na ${by}.`,
    payoutNotYou: 'Kama hukutarajia hili, ibadilishe tena kwenye lango na uujulishe soko mara moja:',
    greeting: (name) => (name ? `Habari ${name},` : 'Habari,'),
    closing: 'Soko la Malewa',
  },
}

export interface NewOrderWords {
  locale: string
  name: string
  number: string
  farm: string
  dropOffDay: string | null
  lines: string[]
  link: string
}

/** To a member of a farm: an order with the farm's lines came in. */
export function newOrderMail(v: NewOrderWords): RenderedOrderMail {
  const lang = orderMailLang(v.locale)
  const w = WORDS[lang]
  return renderBlocks(lang, w.newOrderSubject(v.number, v.farm), [
    { kind: 'p', text: w.greeting(v.name) },
    { kind: 'p', text: w.newOrderIntro(v.number, v.farm) },
    { kind: 'list', items: v.lines },
    ...(v.dropOffDay ? [{ kind: 'p' as const, text: w.dropOff(formatDay(v.dropOffDay, lang)) }] : []),
    { kind: 'link', intro: w.openPortal, href: v.link },
    { kind: 'p', text: `— ${w.closing}` },
  ])
}

export interface UnavailableWords {
  locale: string
  name: string
  number: string
  farm: string
  item: string
  total: number
  currency: string
  currencyExponent: number
  link: string
}

/** To the shopper: a farm took a line out of the order, and the order's total is lower. */
export function lineUnavailableMail(v: UnavailableWords): RenderedOrderMail {
  const lang = orderMailLang(v.locale)
  const w = WORDS[lang]
  return renderBlocks(lang, w.unavailableSubject(v.number, v.item), [
    { kind: 'p', text: w.greeting(v.name) },
    { kind: 'p', text: w.unavailableIntro(v.farm, v.item, v.number) },
    { kind: 'p', text: w.newTotal(formatMoney(v.total, v.currency, v.currencyExponent, lang)) },
    { kind: 'link', intro: w.followLink, href: v.link },
    { kind: 'p', text: `— ${w.closing}` },
  ])
}

export interface PayoutChangedWords {
  locale: string
  name: string
  farm: string
  /** Masked: the last three digits only. */
  number: string
  by: string
  link: string
}

/** To each owner of a provider: the payout number changed (decision 039), so a change no owner made is noticed. */
export function payoutChangedMail(v: PayoutChangedWords): RenderedOrderMail {
  const lang = orderMailLang(v.locale)
  const w = WORDS[lang]
  return renderBlocks(lang, w.payoutSubject(v.farm), [
    { kind: 'p', text: w.greeting(v.name) },
    { kind: 'p', text: w.payoutIntro(v.farm, v.number, v.by) },
    { kind: 'link', intro: w.payoutNotYou, href: v.link },
    { kind: 'p', text: `— ${w.closing}` },
  ])
}
