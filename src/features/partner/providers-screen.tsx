/**
 * The portal's first page: the providers the signed-in account is a member of, each a link to its
 * portal, with the member's role and the provider's status. Someone who is no member yet is told
 * how one becomes one (an invitation from an owner or the market, or the join form).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { MyProvider } from '../../api/partner-contract'
import { useLocale } from '../../i18n/use-locale'
import { partnerApi } from '../backoffice/api'
import { useRemote } from '../backoffice/use-remote'
import { useProviderWords } from './provider-words'

export function ProvidersScreen() {
  const { t } = useLingui()
  const { param } = useLocale()
  const words = useProviderWords()
  const providers = useRemote(async (signal) => (await partnerApi().get<MyProvider[]>('/providers', { signal })).data, [])
  return (
    <section className="bo-section" aria-labelledby="providers-title" aria-busy={providers.loading || undefined}>
      <h1 id="providers-title">
        <Trans>Your providers</Trans>
      </h1>
      {providers.failure ? (
        <div className="bo-form__error" role="alert">
          <p>{providers.failure.message}</p>
          <button type="button" className="button" onClick={providers.reload}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {providers.data?.length === 0 ? (
        <div className="bo-empty">
          <p>
            <Trans>You are not a member of any provider yet. An owner of a farm, or the market, invites you by e-mail; the invitation's link brings you here.</Trans>
          </p>
          <p>
            <Link to="/{-$locale}/farm/join" params={{ locale: param }}>
              <Trans>Apply to sell your harvest</Trans>
            </Link>
          </p>
        </div>
      ) : null}
      {providers.data?.length ? (
        <ul className="bo-cards" aria-label={t`Your providers`}>
          {providers.data.map((provider) => (
            <li key={provider.id} className="bo-card">
              <strong className="bo-card__title">{provider.name}</strong>
              <span className="bo-card__meta">
                {words.role(provider.role)} · {words.status(provider.status)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
