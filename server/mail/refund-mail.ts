/**
 * The e-mail telling a shopper where an operator sent money owed back (decision 043), in the
 * language they checked out in: back to their card or account (Paystack), to their Malewa credit,
 * or sent by hand outside Malewa (with the transfer's reference).
 */
import type { Lang } from '../seed/seed-types'
import { formatMoney, orderMailLang, renderBlocks, type RenderedOrderMail } from './order-mail'

export type RefundMailDestination = 'method' | 'credit' | 'outside'

interface RefundWords {
  subject: (n: string) => string
  greeting: (name: string) => string
  method: (amount: string, n: string) => string
  credit: (amount: string, n: string) => string
  outside: (amount: string, n: string, reference: string) => string
  followLink: string
  closing: string
}

const WORDS: Record<Lang, RefundWords> = {
  en: {
    subject: (n) => `Your Malewa order ${n}: your money back`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    method: (a, n) => `${a} paid for your order ${n} is going back to your card or account, by Paystack. It can take a few days to show.`,
    credit: (a, n) => `${a} paid for your order ${n} is now in your Malewa credit: it pays for your next order.`,
    outside: (a, n, r) => `${a} paid for your order ${n} was sent back to you by the market's team, outside Malewa (reference ${r}).`,
    followLink: 'Your order:',
    closing: 'The Malewa team',
  },
  fr: {
    subject: (n) => `Votre commande Malewa ${n} : votre remboursement`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    method: (a, n) => `${a} payés pour votre commande ${n} vous sont remboursés sur votre carte ou votre compte, par Paystack. Cela peut prendre quelques jours.`,
    credit: (a, n) => `${a} payés pour votre commande ${n} sont maintenant dans votre crédit Malewa : ils paieront votre prochaine commande.`,
    outside: (a, n, r) => `${a} payés pour votre commande ${n} vous ont été renvoyés par l'équipe du marché, en dehors de Malewa (référence ${r}).`,
    followLink: 'Votre commande :',
    closing: "L'équipe Malewa",
  },
  es: {
    subject: (n) => `Tu pedido de Malewa ${n}: te devolvemos tu dinero`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    method: (a, n) => `Los ${a} que pagaste por tu pedido ${n} vuelven a tu tarjeta o cuenta, a través de Paystack. Puede tardar unos días en verse.`,
    credit: (a, n) => `Los ${a} que pagaste por tu pedido ${n} ya están en tu crédito de Malewa: pagan tu próximo pedido.`,
    outside: (a, n, r) => `El equipo del mercado te devolvió los ${a} que pagaste por tu pedido ${n}, fuera de Malewa (referencia ${r}).`,
    followLink: 'Tu pedido:',
    closing: 'El equipo de Malewa',
  },
  pt: {
    subject: (n) => `O seu pedido Malewa ${n}: o seu reembolso`,
    greeting: (name) => (name ? `Olá, ${name}.` : 'Olá.'),
    method: (a, n) => `Os ${a} pagos pelo seu pedido ${n} estão a voltar para o seu cartão ou conta, pela Paystack. Pode demorar alguns dias a aparecer.`,
    credit: (a, n) => `Os ${a} pagos pelo seu pedido ${n} estão agora no seu crédito Malewa: pagam o seu próximo pedido.`,
    outside: (a, n, r) => `A equipa do mercado devolveu-lhe os ${a} pagos pelo seu pedido ${n}, fora da Malewa (referência ${r}).`,
    followLink: 'O seu pedido:',
    closing: 'A equipa Malewa',
  },
  ar: {
    subject: (n) => `طلبك من ماليوا ${n}: استرداد أموالك`,
    greeting: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    method: (a, n) => `يُعاد المبلغ ${a} المدفوع لطلبك ${n} إلى بطاقتك أو حسابك عبر Paystack. قد يستغرق ظهوره بضعة أيام.`,
    credit: (a, n) => `أصبح المبلغ ${a} المدفوع لطلبك ${n} في رصيدك لدى ماليوا: يُستخدم لدفع طلبك القادم.`,
    outside: (a, n, r) => `أعاد إليك فريق السوق المبلغ ${a} المدفوع لطلبك ${n} خارج ماليوا (المرجع ${r}).`,
    followLink: 'طلبك:',
    closing: 'فريق ماليوا',
  },
  sw: {
    subject: (n) => `Agizo lako la Malewa ${n}: pesa zako zimerudishwa`,
    greeting: (name) => (name ? `Habari ${name},` : 'Habari,'),
    method: (a, n) => `${a} ulizolipa kwa agizo lako ${n} zinarudishwa kwenye kadi au akaunti yako na Paystack. Huenda zikachukua siku chache kuonekana.`,
    credit: (a, n) => `${a} ulizolipa kwa agizo lako ${n} sasa ziko kwenye salio lako la Malewa: zitalipia agizo lako lijalo.`,
    outside: (a, n, r) => `Timu ya soko imekurudishia ${a} ulizolipa kwa agizo lako ${n}, nje ya Malewa (kumbukumbu ${r}).`,
    followLink: 'Agizo lako:',
    closing: 'Timu ya Malewa',
  },
}

export function refundMail(v: {
  locale: string
  name: string
  orderNumber: string
  amount: number
  currency: string
  currencyExponent: number
  to: RefundMailDestination
  reference: string | null
  link: string
}): RenderedOrderMail {
  const lang = orderMailLang(v.locale)
  const w = WORDS[lang]
  const amount = formatMoney(v.amount, v.currency, v.currencyExponent, lang)
  const said = v.to === 'method' ? w.method(amount, v.orderNumber) : v.to === 'credit' ? w.credit(amount, v.orderNumber) : w.outside(amount, v.orderNumber, v.reference ?? '')
  return renderBlocks(lang, w.subject(v.orderNumber), [
    { kind: 'p', text: w.greeting(v.name) },
    { kind: 'p', text: said },
    { kind: 'link', intro: w.followLink, href: v.link },
    { kind: 'p', text: w.closing },
  ])
}
