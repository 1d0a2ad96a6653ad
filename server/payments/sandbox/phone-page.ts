/**
 * The sandbox phone (decision 033): in sandbox mode the person running the shop plays the
 * shopper's phone here, at /sandbox/phone. It lists the requests waiting at the simulated
 * providers (M-Pesa prompts, MoMo requests to pay, Paystack checkout pages) and settles one with a
 * plain form: approve, not enough money, decline, no answer. No script (the shop's CSP allows none
 * inline); the page reloads itself every few seconds. Words in the six languages, chosen by `?lang=`
 * or the browser's Accept-Language.
 */
import { Hono } from 'hono'
import { html, raw } from 'hono/html'
import { z } from 'zod'
import type { Sandbox } from './sandbox'

const LANGS = ['en', 'fr', 'es', 'pt', 'ar', 'sw'] as const
type Lang = (typeof LANGS)[number]

interface Words {
  title: string
  notice: string
  none: string
  approve: string
  insufficient: string
  decline: string
  timeout: string
  request: (provider: string, amount: string, label: string) => string
  phone: (n: string) => string
  done: string
}

const BRANDS: Record<string, string> = { mpesa: 'M-Pesa', momo: 'MTN MoMo', paystack: 'Paystack' }

const WORDS: Record<Lang, Words> = {
  en: {
    title: 'Test phone',
    notice: 'Test payments: nothing is really charged. Answer each request as the shopper would.',
    none: 'No payment is waiting.',
    approve: 'Approve',
    insufficient: 'Not enough money',
    decline: 'Decline',
    timeout: 'No answer',
    request: (p, a, l) => `${p}: pay ${a} to Malewa (${l})`,
    phone: (n) => `Phone ${n}`,
    done: 'Answered. The shop learns it from the provider.',
  },
  fr: {
    title: 'Téléphone de test',
    notice: 'Paiements de test : rien n’est vraiment débité. Répondez à chaque demande comme le ferait le client.',
    none: 'Aucun paiement n’attend.',
    approve: 'Approuver',
    insufficient: 'Solde insuffisant',
    decline: 'Refuser',
    timeout: 'Pas de réponse',
    request: (p, a, l) => `${p} : payer ${a} à Malewa (${l})`,
    phone: (n) => `Téléphone ${n}`,
    done: 'Répondu. La boutique l’apprend du prestataire.',
  },
  es: {
    title: 'Teléfono de prueba',
    notice: 'Pagos de prueba: no se cobra nada de verdad. Responde a cada solicitud como lo haría el cliente.',
    none: 'No hay ningún pago en espera.',
    approve: 'Aprobar',
    insufficient: 'Saldo insuficiente',
    decline: 'Rechazar',
    timeout: 'Sin respuesta',
    request: (p, a, l) => `${p}: pagar ${a} a Malewa (${l})`,
    phone: (n) => `Teléfono ${n}`,
    done: 'Respondido. La tienda lo sabrá por el proveedor.',
  },
  pt: {
    title: 'Telefone de teste',
    notice: 'Pagamentos de teste: nada é cobrado de verdade. Responda a cada pedido como o cliente faria.',
    none: 'Nenhum pagamento à espera.',
    approve: 'Aprovar',
    insufficient: 'Saldo insuficiente',
    decline: 'Recusar',
    timeout: 'Sem resposta',
    request: (p, a, l) => `${p}: pagar ${a} à Malewa (${l})`,
    phone: (n) => `Telefone ${n}`,
    done: 'Respondido. A loja fica a saber pelo fornecedor.',
  },
  ar: {
    title: 'هاتف تجريبي',
    notice: 'مدفوعات تجريبية: لا يُخصم أي مبلغ فعلًا. أجب عن كل طلب كما يفعل الزبون.',
    none: 'لا توجد مدفوعات في الانتظار.',
    approve: 'موافقة',
    insufficient: 'الرصيد غير كافٍ',
    decline: 'رفض',
    timeout: 'لا رد',
    request: (p, a, l) => `${p}: ادفع ${a} إلى Malewa (${l})`,
    phone: (n) => `الهاتف ${n}`,
    done: 'تم الرد. يعرف المتجر ذلك من مزوّد الدفع.',
  },
  sw: {
    title: 'Simu ya majaribio',
    notice: 'Malipo ya majaribio: hakuna pesa inayotozwa kweli. Jibu kila ombi kama mnunuzi angefanya.',
    none: 'Hakuna malipo yanayosubiri.',
    approve: 'Idhinisha',
    insufficient: 'Salio halitoshi',
    decline: 'Kataa',
    timeout: 'Hakuna jibu',
    request: (p, a, l) => `${p}: lipa ${a} kwa Malewa (${l})`,
    phone: (n) => `Simu ${n}`,
    done: 'Imejibiwa. Duka litajua kutoka kwa mtoa huduma.',
  },
}

function langOf(query: string | undefined, accept: string | undefined): Lang {
  const asked = [query, ...(accept ?? '').split(',').map((part) => part.split(';')[0]!.trim().slice(0, 2))]
  return (asked.find((l): l is Lang => LANGS.includes(l as Lang)) ?? 'en') as Lang
}

const form = z.object({
  provider: z.enum(['mpesa', 'momo', 'paystack']),
  ref: z.string().min(1).max(100),
  outcome: z.enum(['approve', 'insufficient_funds', 'cancelled', 'timeout']),
  lang: z.enum(LANGS).optional(),
})

export function sandboxPhonePage(sandbox: Sandbox) {
  return new Hono()
    .get('/', (c) => {
      const lang = langOf(c.req.query('lang'), c.req.header('accept-language'))
      const w = WORDS[lang]
      const chosen = c.req.query('ref')
      const money = (minor: number, currency: string, exponent: number) =>
        new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: exponent, maximumFractionDigits: exponent }).format(minor / 10 ** exponent)
      const items = sandbox.pending().map(
        (r) => html`<li${r.ref === chosen ? raw(' aria-current="true"') : ''}>
          <p><strong>${w.request(BRANDS[r.provider] ?? r.provider, money(r.amount, r.currency, r.exponent), r.label)}</strong>${r.phone ? html`<br />${w.phone(r.phone)}` : ''}</p>
          <form method="post" action="/sandbox/phone">
            <input type="hidden" name="provider" value="${r.provider}" /><input type="hidden" name="ref" value="${r.ref}" /><input type="hidden" name="lang" value="${lang}" />
            <button name="outcome" value="approve">${w.approve}</button>
            <button name="outcome" value="insufficient_funds">${w.insufficient}</button>
            <button name="outcome" value="cancelled">${w.decline}</button>
            <button name="outcome" value="timeout">${w.timeout}</button>
          </form>
        </li>`,
      )
      c.header('Cache-Control', 'no-store')
      return c.html(
        html`<!doctype html>
          <html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
            <head>
              <meta charset="utf-8" />
              <meta name="viewport" content="width=device-width, initial-scale=1" />
              <meta http-equiv="refresh" content="5" />
              <title>${w.title}</title>
              <!-- No icon of its own: without this line the browser asks for /favicon.ico, which the shop does not have (a 404 in the console). -->
              <link rel="icon" href="data:," />
            </head>
            <body>
              <main>
                <h1>${w.title}</h1>
                <p>${w.notice}</p>
                ${c.req.query('done') ? html`<p role="status">${w.done}</p>` : ''}
                ${
                  items.length
                    ? html`<ul>
                        ${items}
                      </ul>`
                    : html`<p>${w.none}</p>`
                }
              </main>
            </body>
          </html>`,
      )
    })
    .post('/', async (c) => {
      const parsed = form.safeParse(await c.req.parseBody().catch(() => ({})))
      if (!parsed.success) return c.text('Bad request', 400)
      const { provider, ref, outcome, lang } = parsed.data
      if (sandbox.pending().some((r) => r.provider === provider && r.ref === ref)) {
        await sandbox.settle(provider, ref, outcome === 'approve' ? { kind: 'approve' } : outcome === 'timeout' ? { kind: 'timeout' } : { kind: 'decline', why: outcome })
      }
      // Paystack's page sends the shopper back to the initialize's callback_url with ?trxref=&reference= (decision 038).
      const back = provider === 'paystack' ? sandbox.paystack.callbackUrlOf(ref) : null
      if (back) {
        const url = new URL(back)
        url.searchParams.set('trxref', ref)
        url.searchParams.set('reference', ref)
        return c.redirect(url.toString(), 303)
      }
      return c.redirect(`/sandbox/phone?done=1${lang ? `&lang=${lang}` : ''}`, 303)
    })
}
