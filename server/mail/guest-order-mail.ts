/**
 * The e-mail a guest gets when their order is placed (decision 024): its number, total and day,
 * and the link to its page, which carries the order's token (server/orders/order-link.ts). Sent
 * through the mailer as the account e-mails are, from one function, `sendGuestOrderMail`, so the
 * order e-mails' outbox can take it over whole.
 */
import type { Order } from '../../src/api/cart-contract'
import { orderPageUrl } from '../orders/order-link'
import type { Lang } from '../seed/seed-types'
import { render, type RenderedMail, type Words } from './auth-mail'
import type { Mailer } from './mailer'

interface Facts {
  number: string
  total: string
  day: string
  isPickup: boolean
  place: string
}

const WORDS: Record<Lang, (f: Facts) => Words> = {
  en: (f) => ({
    subject: `Your Malewa order ${f.number}`,
    greeting: (name) => `Hello ${name},`,
    body: [
      f.isPickup
        ? `Thank you: your order ${f.number} is placed. Total ${f.total}, to pick up at ${f.place} on ${f.day}. You pay when you collect it.`
        : `Thank you: your order ${f.number} is placed. Total ${f.total}, delivered on ${f.day}.`,
      'Follow it on its page with this link (no account needed; keep it to yourself):',
      'Create a Malewa account with this e-mail address and your orders join it once you confirm the address. If you did not place this order, you can ignore this e-mail.',
    ],
    closing: 'The Malewa team',
  }),
  fr: (f) => ({
    subject: `Votre commande Malewa ${f.number}`,
    greeting: (name) => `Bonjour ${name},`,
    body: [
      f.isPickup
        ? `Merci : votre commande ${f.number} est passée. Total ${f.total}, à retirer à ${f.place} le ${f.day}. Vous payez au retrait.`
        : `Merci : votre commande ${f.number} est passée. Total ${f.total}, livrée le ${f.day}.`,
      'Suivez-la sur sa page avec ce lien (sans compte ; gardez-le pour vous) :',
      'Créez un compte Malewa avec cette adresse e-mail : vos commandes le rejoignent dès que vous confirmez l’adresse. Si vous n’avez pas passé cette commande, vous pouvez ignorer cet e-mail.',
    ],
    closing: 'L’équipe Malewa',
  }),
  es: (f) => ({
    subject: `Tu pedido de Malewa ${f.number}`,
    greeting: (name) => `Hola, ${name}:`,
    body: [
      f.isPickup
        ? `Gracias: tu pedido ${f.number} está hecho. Total ${f.total}, para recoger en ${f.place} el ${f.day}. Pagas al recogerlo.`
        : `Gracias: tu pedido ${f.number} está hecho. Total ${f.total}, con entrega el ${f.day}.`,
      'Síguelo en su página con este enlace (sin cuenta; no lo compartas):',
      'Crea una cuenta de Malewa con esta dirección de correo y tus pedidos se unirán a ella cuando confirmes la dirección. Si no hiciste este pedido, puedes ignorar este correo.',
    ],
    closing: 'El equipo de Malewa',
  }),
  pt: (f) => ({
    subject: `A sua encomenda Malewa ${f.number}`,
    greeting: (name) => `Olá, ${name}!`,
    body: [
      f.isPickup
        ? `Obrigado: a sua encomenda ${f.number} foi feita. Total ${f.total}, para levantar em ${f.place} em ${f.day}. Paga ao levantar.`
        : `Obrigado: a sua encomenda ${f.number} foi feita. Total ${f.total}, com entrega em ${f.day}.`,
      'Acompanhe-a na sua página com este link (sem conta; não o partilhe):',
      'Crie uma conta Malewa com este endereço de e-mail e as suas encomendas juntam-se a ela quando confirmar o endereço. Se não fez esta encomenda, pode ignorar este e-mail.',
    ],
    closing: 'Equipe Malewa',
  }),
  ar: (f) => ({
    subject: `طلبك من Malewa رقم ${f.number}`,
    greeting: (name) => `مرحبًا ${name}،`,
    body: [
      f.isPickup
        ? `شكرًا لك: تم تقديم طلبك رقم ${f.number}. المجموع ${f.total}، للاستلام من ${f.place} يوم ${f.day}. تدفع عند الاستلام.`
        : `شكرًا لك: تم تقديم طلبك رقم ${f.number}. المجموع ${f.total}، والتوصيل يوم ${f.day}.`,
      'تابعه على صفحته بهذا الرابط (دون حساب؛ احتفظ به لنفسك):',
      'أنشئ حسابًا في Malewa بعنوان البريد الإلكتروني هذا، وستنضم طلباتك إليه بمجرد تأكيد العنوان. إذا لم تقدّم هذا الطلب، يمكنك تجاهل هذه الرسالة.',
    ],
    closing: 'فريق Malewa',
  }),
  sw: (f) => ({
    subject: `Agizo lako la Malewa ${f.number}`,
    greeting: (name) => `Habari ${name},`,
    body: [
      f.isPickup
        ? `Asante: agizo lako ${f.number} limewekwa. Jumla ${f.total}, la kuchukua ${f.place} tarehe ${f.day}. Utalipa ukilichukua.`
        : `Asante: agizo lako ${f.number} limewekwa. Jumla ${f.total}, litaletwa tarehe ${f.day}.`,
      'Lifuatilie kwenye ukurasa wake kwa kiungo hiki (bila akaunti; usikishiriki):',
      'Fungua akaunti ya Malewa kwa anwani hii ya barua pepe, na maagizo yako yataunganishwa nayo ukishathibitisha anwani. Ikiwa hukuweka agizo hili, unaweza kupuuza barua pepe hii.',
    ],
    closing: 'Timu ya Malewa',
  }),
}

export function guestOrderMail(lang: Lang, order: Order, name: string, link: string): RenderedMail {
  const total = new Intl.NumberFormat(lang, { style: 'currency', currency: order.currency, minimumFractionDigits: order.currencyExponent, maximumFractionDigits: order.currencyExponent }).format(
    order.total / 10 ** order.currencyExponent,
  )
  const day = new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${order.deliveryDay}T00:00:00Z`))
  const window = order.slotWindow ? `, ${order.slotWindow.start}–${order.slotWindow.end}` : ''
  const facts: Facts = { number: order.number, total, day: `${day}${window}`, isPickup: order.fulfilment === 'pickup', place: order.pickupLocation?.name ?? '' }
  return render(lang, WORDS[lang](facts), name, link)
}

/** Queues the guest's "your order" e-mail; the mailer logs a failure, never throws it at the checkout. */
export function sendGuestOrderMail(mailer: Mailer, publicUrl: string, lang: Lang, order: Order, guest: { name: string; email: string; token: string }): void {
  const link = orderPageUrl(publicUrl, lang, { id: order.id, guestToken: guest.token })
  mailer.queue({ to: guest.email, ...guestOrderMail(lang, order, guest.name, link), link, purpose: 'guest-order' })
}
