/**
 * The order e-mails (decision 022) in the six languages of the storefront, in the language the
 * shopper checked out in (`orders.locale`): placed (the lines grouped by farm as the order is, the
 * totals and fees, the day and its window, the address or pickup point, the payment, a link to
 * the order's page), each later status, and a cancellation. Plain text and a small HTML part with
 * the same words, like the account e-mails; Arabic is marked right-to-left. Prices, days and
 * quantities go through Intl in that language.
 */
import type { Order, OrderStatus } from '../../src/api/cart-contract'
import type { Lang } from '../seed/seed-types'

interface OrderWords {
  placedSubject: (n: string) => string
  placedIntro: (n: string) => string
  statusSubject: (n: string, status: string) => string
  status: Record<OrderStatus, string>
  /** The status sentence of a status e-mail; `{n}` the order's number. */
  moved: Record<Exclude<OrderStatus, 'placed'>, (n: string) => string>
  greeting: (name: string) => string
  whatYouOrdered: string
  fromFarm: (farm: string) => string
  line: (quantity: string, unit: string, name: string, price: string) => string
  subtotal: string
  deliveryFee: string
  serviceFee: string
  total: string
  /** Decision 038: the shopper's credit the order spent, what is left for its payment, and the credit given back on cancellation. */
  creditUsed: string
  toPay: string
  creditBack: (amount: string) => string
  delivery: (day: string) => string
  /** A digital order (decision 050): no day, no place; its books are in the account once paid. */
  digital: string
  pickup: (day: string, place: string) => string
  window: (start: string, end: string) => string
  address: string
  payment: string
  cash: string
  mobileMoney: (provider: string, phone: string) => string
  card: string
  followLink: string
  closing: string
}

const WORDS: Record<Lang, OrderWords> = {
  en: {
    placedSubject: (n) => `Your Malewa order ${n} is placed`,
    placedIntro: (n) => `Thank you: the market has your order ${n}. You will get an e-mail at each step.`,
    statusSubject: (n, status) => `Your Malewa order ${n}: ${status}`,
    status: {
      placed: 'placed',
      confirmed: 'confirmed',
      packed: 'packed',
      'out-for-delivery': 'out for delivery',
      'ready-for-pickup': 'ready for pickup',
      delivered: 'delivered',
      collected: 'collected',
      cancelled: 'cancelled',
    },
    moved: {
      confirmed: (n) => `The market confirmed your order ${n}: the farmers are getting it ready.`,
      packed: (n) => `Your order ${n} is packed.`,
      'out-for-delivery': (n) => `Your order ${n} is on its way to you.`,
      'ready-for-pickup': (n) => `Your order ${n} is ready: you can collect it at the pickup point.`,
      delivered: (n) => `Your order ${n} was delivered. Enjoy!`,
      collected: (n) => `You collected your order ${n}. Enjoy!`,
      cancelled: (n) => `Your order ${n} was cancelled. Nothing will be delivered or charged.`,
    },
    greeting: (name) => `Hello ${name},`,
    whatYouOrdered: 'What you ordered',
    fromFarm: (farm) => `From ${farm}`,
    line: (quantity, unit, name, price) => `${name}: ${quantity} ${unit}, ${price}`,
    subtotal: 'Subtotal',
    deliveryFee: 'Delivery fee',
    serviceFee: 'Service fee',
    total: 'Total',
    creditUsed: 'Paid with your credit',
    toPay: 'Left to pay',
    creditBack: (amount) => `The credit this order used, ${amount}, is back in your credit.`,
    delivery: (day) => `Delivery on ${day}`,
    digital: 'Digital: your books are in My cookbooks, in your account, once the order is paid.',
    pickup: (day, place) => `Pickup on ${day} at ${place}`,
    window: (start, end) => `between ${start} and ${end}`,
    address: 'Address',
    payment: 'Payment',
    cash: 'Cash on delivery or at pickup',
    mobileMoney: (provider, phone) => `Mobile money: ${provider}, number ${phone}`,
    card: 'Card or mobile money with Paystack',
    followLink: 'Follow your order on its page:',
    closing: 'The Malewa team',
  },
  fr: {
    placedSubject: (n) => `Votre commande Malewa ${n} est passée`,
    placedIntro: (n) => `Merci : le marché a bien reçu votre commande ${n}. Vous recevrez un e-mail à chaque étape.`,
    statusSubject: (n, status) => `Votre commande Malewa ${n} : ${status}`,
    status: {
      placed: 'passée',
      confirmed: 'confirmée',
      packed: 'préparée',
      'out-for-delivery': 'en cours de livraison',
      'ready-for-pickup': 'prête à retirer',
      delivered: 'livrée',
      collected: 'retirée',
      cancelled: 'annulée',
    },
    moved: {
      confirmed: (n) => `Le marché a confirmé votre commande ${n} : les producteurs la préparent.`,
      packed: (n) => `Votre commande ${n} est emballée.`,
      'out-for-delivery': (n) => `Votre commande ${n} est en route vers vous.`,
      'ready-for-pickup': (n) => `Votre commande ${n} est prête : vous pouvez la retirer au point de retrait.`,
      delivered: (n) => `Votre commande ${n} a été livrée. Bon appétit !`,
      collected: (n) => `Vous avez retiré votre commande ${n}. Bon appétit !`,
      cancelled: (n) => `Votre commande ${n} a été annulée. Rien ne sera livré ni facturé.`,
    },
    greeting: (name) => `Bonjour ${name},`,
    whatYouOrdered: 'Votre commande',
    fromFarm: (farm) => `De ${farm}`,
    line: (quantity, unit, name, price) => `${name} : ${quantity} ${unit}, ${price}`,
    subtotal: 'Sous-total',
    deliveryFee: 'Frais de livraison',
    serviceFee: 'Frais de service',
    total: 'Total',
    creditUsed: 'Payé avec votre crédit',
    toPay: 'Reste à payer',
    creditBack: (amount) => `Le crédit utilisé pour cette commande, ${amount}, vous a été rendu.`,
    delivery: (day) => `Livraison le ${day}`,
    digital: 'Numérique : vos livres sont dans Mes livres de cuisine, dans votre compte, dès que la commande est payée.',
    pickup: (day, place) => `Retrait le ${day} à ${place}`,
    window: (start, end) => `entre ${start} et ${end}`,
    address: 'Adresse',
    payment: 'Paiement',
    cash: 'En espèces à la livraison ou au retrait',
    mobileMoney: (provider, phone) => `Mobile money : ${provider}, numéro ${phone}`,
    card: 'Carte ou mobile money avec Paystack',
    followLink: 'Suivez votre commande sur sa page :',
    closing: 'L’équipe Malewa',
  },
  es: {
    placedSubject: (n) => `Tu pedido de Malewa ${n} está hecho`,
    placedIntro: (n) => `Gracias: el mercado recibió tu pedido ${n}. Recibirás un correo en cada paso.`,
    statusSubject: (n, status) => `Tu pedido de Malewa ${n}: ${status}`,
    status: {
      placed: 'realizado',
      confirmed: 'confirmado',
      packed: 'empaquetado',
      'out-for-delivery': 'en reparto',
      'ready-for-pickup': 'listo para recoger',
      delivered: 'entregado',
      collected: 'recogido',
      cancelled: 'cancelado',
    },
    moved: {
      confirmed: (n) => `El mercado confirmó tu pedido ${n}: los agricultores lo están preparando.`,
      packed: (n) => `Tu pedido ${n} está empaquetado.`,
      'out-for-delivery': (n) => `Tu pedido ${n} va de camino.`,
      'ready-for-pickup': (n) => `Tu pedido ${n} está listo: puedes recogerlo en el punto de recogida.`,
      delivered: (n) => `Tu pedido ${n} fue entregado. ¡Que lo disfrutes!`,
      collected: (n) => `Recogiste tu pedido ${n}. ¡Que lo disfrutes!`,
      cancelled: (n) => `Tu pedido ${n} fue cancelado. No se entregará ni se cobrará nada.`,
    },
    greeting: (name) => `Hola, ${name}:`,
    whatYouOrdered: 'Lo que pediste',
    fromFarm: (farm) => `De ${farm}`,
    line: (quantity, unit, name, price) => `${name}: ${quantity} ${unit}, ${price}`,
    subtotal: 'Subtotal',
    deliveryFee: 'Gastos de envío',
    serviceFee: 'Tarifa de servicio',
    total: 'Total',
    creditUsed: 'Pagado con tu crédito',
    toPay: 'Queda por pagar',
    creditBack: (amount) => `El crédito que usó este pedido, ${amount}, ha vuelto a tu saldo.`,
    delivery: (day) => `Entrega el ${day}`,
    digital: 'Digital: tus libros están en Mis libros de cocina, en tu cuenta, en cuanto se pague el pedido.',
    pickup: (day, place) => `Recogida el ${day} en ${place}`,
    window: (start, end) => `entre las ${start} y las ${end}`,
    address: 'Dirección',
    payment: 'Pago',
    cash: 'En efectivo al recibirlo o al recogerlo',
    mobileMoney: (provider, phone) => `Dinero móvil: ${provider}, número ${phone}`,
    card: 'Tarjeta o dinero móvil con Paystack',
    followLink: 'Sigue tu pedido en su página:',
    closing: 'El equipo de Malewa',
  },
  pt: {
    placedSubject: (n) => `Seu pedido Malewa ${n} foi feito`,
    placedIntro: (n) => `Obrigado: o mercado recebeu seu pedido ${n}. Você receberá um e-mail a cada etapa.`,
    statusSubject: (n, status) => `Seu pedido Malewa ${n}: ${status}`,
    status: {
      placed: 'feito',
      confirmed: 'confirmado',
      packed: 'embalado',
      'out-for-delivery': 'saiu para entrega',
      'ready-for-pickup': 'pronto para retirada',
      delivered: 'entregue',
      collected: 'retirado',
      cancelled: 'cancelado',
    },
    moved: {
      confirmed: (n) => `O mercado confirmou seu pedido ${n}: os agricultores estão preparando tudo.`,
      packed: (n) => `Seu pedido ${n} está embalado.`,
      'out-for-delivery': (n) => `Seu pedido ${n} está a caminho.`,
      'ready-for-pickup': (n) => `Seu pedido ${n} está pronto: você pode retirá-lo no ponto de retirada.`,
      delivered: (n) => `Seu pedido ${n} foi entregue. Bom apetite!`,
      collected: (n) => `Você retirou seu pedido ${n}. Bom apetite!`,
      cancelled: (n) => `Seu pedido ${n} foi cancelado. Nada será entregue nem cobrado.`,
    },
    greeting: (name) => `Olá, ${name}!`,
    whatYouOrdered: 'O que você pediu',
    fromFarm: (farm) => `De ${farm}`,
    line: (quantity, unit, name, price) => `${name}: ${quantity} ${unit}, ${price}`,
    subtotal: 'Subtotal',
    deliveryFee: 'Taxa de entrega',
    serviceFee: 'Taxa de serviço',
    total: 'Total',
    creditUsed: 'Pago com o seu crédito',
    toPay: 'Falta pagar',
    creditBack: (amount) => `O crédito usado nesta encomenda, ${amount}, voltou para o seu saldo.`,
    delivery: (day) => `Entrega em ${day}`,
    digital: 'Digital: seus livros ficam em Meus livros de receitas, na sua conta, assim que o pedido for pago.',
    pickup: (day, place) => `Retirada em ${day} em ${place}`,
    window: (start, end) => `entre ${start} e ${end}`,
    address: 'Endereço',
    payment: 'Pagamento',
    cash: 'Em dinheiro na entrega ou na retirada',
    mobileMoney: (provider, phone) => `Dinheiro móvel: ${provider}, número ${phone}`,
    card: 'Cartão ou dinheiro móvel com Paystack',
    followLink: 'Acompanhe seu pedido na página dele:',
    closing: 'Equipe Malewa',
  },
  ar: {
    placedSubject: (n) => `تم تقديم طلبك ${n} في Malewa`,
    placedIntro: (n) => `شكرًا لك: استلم السوق طلبك ${n}. ستصلك رسالة عند كل خطوة.`,
    statusSubject: (n, status) => `طلبك ${n} في Malewa: ${status}`,
    status: {
      placed: 'تم تقديمه',
      confirmed: 'مؤكَّد',
      packed: 'مُغلَّف',
      'out-for-delivery': 'في الطريق إليك',
      'ready-for-pickup': 'جاهز للاستلام',
      delivered: 'تم توصيله',
      collected: 'تم استلامه',
      cancelled: 'ملغى',
    },
    moved: {
      confirmed: (n) => `أكّد السوق طلبك ${n}: يجهّزه المزارعون الآن.`,
      packed: (n) => `تم تغليف طلبك ${n}.`,
      'out-for-delivery': (n) => `طلبك ${n} في الطريق إليك.`,
      'ready-for-pickup': (n) => `طلبك ${n} جاهز: يمكنك استلامه من نقطة الاستلام.`,
      delivered: (n) => `تم توصيل طلبك ${n}. بالهناء والشفاء!`,
      collected: (n) => `استلمت طلبك ${n}. بالهناء والشفاء!`,
      cancelled: (n) => `أُلغي طلبك ${n}. لن يُوصَّل شيء ولن يُحصَّل أي مبلغ.`,
    },
    greeting: (name) => `مرحبًا ${name}،`,
    whatYouOrdered: 'ما طلبته',
    fromFarm: (farm) => `من ${farm}`,
    line: (quantity, unit, name, price) => `${name}: ${quantity} ${unit}، ${price}`,
    subtotal: 'المجموع الفرعي',
    deliveryFee: 'رسوم التوصيل',
    serviceFee: 'رسوم الخدمة',
    total: 'الإجمالي',
    creditUsed: 'مدفوع من رصيدك',
    toPay: 'المتبقي للدفع',
    creditBack: (amount) => `عاد إلى رصيدك المبلغ الذي استخدمه هذا الطلب، ${amount}.`,
    delivery: (day) => `التوصيل يوم ${day}`,
    digital: 'رقمي: تظهر كتبك في «كتب الطبخ الخاصة بي» في حسابك فور دفع الطلب.',
    pickup: (day, place) => `الاستلام يوم ${day} من ${place}`,
    window: (start, end) => `بين ${start} و${end}`,
    address: 'العنوان',
    payment: 'الدفع',
    cash: 'نقدًا عند التوصيل أو الاستلام',
    mobileMoney: (provider, phone) => `الدفع عبر الهاتف المحمول: ${provider}، الرقم ${phone}`,
    card: 'بطاقة أو دفع عبر الهاتف المحمول مع Paystack',
    followLink: 'تابع طلبك على صفحته:',
    closing: 'فريق Malewa',
  },
  sw: {
    placedSubject: (n) => `Agizo lako la Malewa ${n} limewekwa`,
    placedIntro: (n) => `Asante: soko limepokea agizo lako ${n}. Utapata barua pepe kila hatua.`,
    statusSubject: (n, status) => `Agizo lako la Malewa ${n}: ${status}`,
    status: {
      placed: 'limewekwa',
      confirmed: 'limethibitishwa',
      packed: 'limefungashwa',
      'out-for-delivery': 'liko njiani',
      'ready-for-pickup': 'tayari kuchukuliwa',
      delivered: 'limefikishwa',
      collected: 'limechukuliwa',
      cancelled: 'limeghairiwa',
    },
    moved: {
      confirmed: (n) => `Soko limethibitisha agizo lako ${n}: wakulima wanaliandaa.`,
      packed: (n) => `Agizo lako ${n} limefungashwa.`,
      'out-for-delivery': (n) => `Agizo lako ${n} liko njiani kukufikia.`,
      'ready-for-pickup': (n) => `Agizo lako ${n} liko tayari: unaweza kulichukua kwenye kituo cha kuchukulia.`,
      delivered: (n) => `Agizo lako ${n} limefikishwa. Furahia!`,
      collected: (n) => `Umechukua agizo lako ${n}. Furahia!`,
      cancelled: (n) => `Agizo lako ${n} limeghairiwa. Hakuna kitakacholetwa wala kutozwa.`,
    },
    greeting: (name) => `Habari ${name},`,
    whatYouOrdered: 'Ulichoagiza',
    fromFarm: (farm) => `Kutoka ${farm}`,
    line: (quantity, unit, name, price) => `${name}: ${quantity} ${unit}, ${price}`,
    subtotal: 'Jumla ndogo',
    deliveryFee: 'Ada ya kuleta',
    serviceFee: 'Ada ya huduma',
    total: 'Jumla',
    creditUsed: 'Imelipwa kwa salio lako',
    toPay: 'Kiasi kilichobaki kulipa',
    creditBack: (amount) => `Salio lililotumika kwa agizo hili, ${amount}, limerudishwa kwenye salio lako.`,
    delivery: (day) => `Kuletwa ${day}`,
    digital: 'Kidijitali: vitabu vyako viko kwenye Vitabu vyangu vya mapishi, katika akaunti yako, mara oda inapolipwa.',
    pickup: (day, place) => `Kuchukuliwa ${day} katika ${place}`,
    window: (start, end) => `kati ya ${start} na ${end}`,
    address: 'Anwani',
    payment: 'Malipo',
    cash: 'Pesa taslimu wakati wa kuletewa au kuchukua',
    mobileMoney: (provider, phone) => `Pesa kwa simu: ${provider}, namba ${phone}`,
    card: 'Kadi au pesa kwa simu kupitia Paystack',
    followLink: 'Fuatilia agizo lako kwenye ukurasa wake:',
    closing: 'Timu ya Malewa',
  },
}

/** Brand names: written the same in every language (as the order screen writes them). */
const PROVIDERS: Record<string, string> = { mpesa: 'M-Pesa', 'mtn-momo': 'MTN MoMo', 'airtel-money': 'Airtel Money', 'orange-money': 'Orange Money', 'vodafone-cash': 'Vodafone Cash' }
const OTHER_PROVIDER: Record<Lang, string> = { en: 'other mobile money', fr: 'autre mobile money', es: 'otro dinero móvil', pt: 'outro dinheiro móvel', ar: 'محفظة أخرى', sw: 'pesa kwa simu nyingine' }

export interface RenderedOrderMail {
  subject: string
  text: string
  html: string
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

export function formatMoney(minor: number, currency: string, exponent: number, lang: Lang): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: exponent, maximumFractionDigits: exponent }).format(minor / 10 ** exponent)
}

export function formatDay(day: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
}

/** The words' language: one of the six, English otherwise (an order from before `orders.locale`). */
export function orderMailLang(locale: string): Lang {
  return (['en', 'fr', 'es', 'pt', 'ar', 'sw'] as const).find((l) => l === locale) ?? 'en'
}

export type Block =
  { kind: 'p'; text: string } | { kind: 'h'; text: string } | { kind: 'list'; items: string[] } | { kind: 'rows'; rows: [string, string][] } | { kind: 'link'; intro: string; href: string }

export function renderBlocks(lang: Lang, subject: string, blocks: Block[]): RenderedOrderMail {
  const text: string[] = []
  const html: string[] = []
  for (const b of blocks) {
    if (b.kind === 'p') {
      text.push(b.text, '')
      html.push(`<p>${escapeHtml(b.text)}</p>`)
    } else if (b.kind === 'h') {
      text.push(b.text)
      html.push(`<h3 style="margin:1em 0 .25em">${escapeHtml(b.text)}</h3>`)
    } else if (b.kind === 'list') {
      text.push(...b.items.map((i) => `- ${i}`), '')
      html.push(`<ul>${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`)
    } else if (b.kind === 'rows') {
      text.push(...b.rows.map(([k, v]) => `${k}: ${v}`), '')
      html.push(
        `<table role="presentation">${b.rows.map(([k, v]) => `<tr><td>${escapeHtml(k)}</td><td style="padding-inline-start:1em"><strong>${escapeHtml(v)}</strong></td></tr>`).join('')}</table>`,
      )
    } else {
      text.push(b.intro, b.href, '')
      html.push(`<p>${escapeHtml(b.intro)}<br><a href="${escapeHtml(b.href)}">${escapeHtml(b.href)}</a></p>`)
    }
  }
  const dir = lang === 'ar' ? 'rtl' : 'ltr'
  return {
    subject,
    text: text.join('\n'),
    html: `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1d2b1f">
${html.join('\n')}
</body></html>
`,
  }
}

/** Where and when, as the order says: the day and its window, then the address or the pickup point. */
function arrival(order: Order, w: OrderWords, lang: Lang): Block[] {
  if (order.fulfilment === 'digital') return [{ kind: 'p', text: w.digital }]
  const day = formatDay(order.deliveryDay, lang)
  const when = order.fulfilment === 'pickup' && order.pickupLocation ? w.pickup(day, order.pickupLocation.name) : w.delivery(day)
  const window = order.slotWindow ? ` ${w.window(order.slotWindow.start, order.slotWindow.end)}` : ''
  const blocks: Block[] = [{ kind: 'p', text: `${when}${window}` }]
  if (order.fulfilment === 'pickup' && order.pickupLocation) blocks.push({ kind: 'p', text: `${w.address}: ${order.pickupLocation.address}` })
  if (order.fulfilment === 'delivery' && order.address) {
    const a = order.address
    const parts = [a.recipient, a.line1, a.line2, a.landmark, a.locationName, a.phone].filter((p) => p.trim() !== '')
    blocks.push({ kind: 'p', text: `${w.address}: ${parts.join(', ')}` })
  }
  return blocks
}

export function orderPlacedMail(order: Order, v: { name: string; locale: string; link: string }): RenderedOrderMail {
  const lang = orderMailLang(v.locale)
  const w = WORDS[lang]
  const money = (minor: number) => formatMoney(minor, order.currency, order.currencyExponent, lang)
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 3 })
  const farms = new Map<string, Order['lines']>()
  for (const line of order.lines) farms.set(line.farmName, [...(farms.get(line.farmName) ?? []), line])
  const lineBlocks: Block[] = [...farms].flatMap(([farm, lines]): Block[] => [
    ...(farm ? [{ kind: 'h', text: w.fromFarm(farm) } as const] : []),
    { kind: 'list', items: lines.map((l) => w.line(number.format(l.quantity), l.unit, l.name, money(l.lineTotal))) },
  ])
  const payment =
    order.payment.kind === 'cash'
      ? w.cash
      : order.payment.kind === 'card'
        ? w.card
        : w.mobileMoney(PROVIDERS[order.payment.provider] ?? (order.payment.provider === 'other' ? OTHER_PROVIDER[lang] : order.payment.provider), order.payment.phone)
  return renderBlocks(lang, w.placedSubject(order.number), [
    { kind: 'p', text: w.greeting(v.name) },
    { kind: 'p', text: w.placedIntro(order.number) },
    ...arrival(order, w, lang),
    { kind: 'h', text: w.whatYouOrdered },
    ...lineBlocks,
    {
      kind: 'rows',
      rows: [
        [w.subtotal, money(order.subtotal)],
        [w.deliveryFee, money(order.deliveryFee)],
        [w.serviceFee, money(order.serviceFee)],
        [w.total, money(order.total)],
        ...(order.creditUsed ? [[w.creditUsed, `−${money(order.creditUsed)}`] as [string, string], [w.toPay, money(order.total - order.creditUsed)] as [string, string]] : []),
      ],
    },
    { kind: 'p', text: `${w.payment}: ${payment}` },
    { kind: 'link', intro: w.followLink, href: v.link },
    { kind: 'p', text: `— ${w.closing}` },
  ])
}

/** A later status: confirmed, packed, on its way or ready, delivered or collected, cancelled. */
export function orderStatusMail(order: Order, status: Exclude<OrderStatus, 'placed'>, v: { name: string; locale: string; link: string }): RenderedOrderMail {
  const lang = orderMailLang(v.locale)
  const w = WORDS[lang]
  const ahead = status === 'confirmed' || status === 'packed' || status === 'out-for-delivery' || status === 'ready-for-pickup'
  return renderBlocks(lang, w.statusSubject(order.number, w.status[status]), [
    { kind: 'p', text: w.greeting(v.name) },
    { kind: 'p', text: w.moved[status](order.number) },
    ...(status === 'cancelled' && order.creditUsed ? [{ kind: 'p', text: w.creditBack(formatMoney(order.creditUsed, order.currency, order.currencyExponent, lang)) } as const] : []),
    ...(ahead ? arrival(order, w, lang) : []),
    { kind: 'link', intro: w.followLink, href: v.link },
    { kind: 'p', text: `— ${w.closing}` },
  ])
}
