/**
 * The page an invitation's e-mail links to (decision 032): the signed-in account (the portal's
 * sign-in gate brought them back here) accepts it in one tap, then opens the provider's portal.
 * Refusals in the back office's words: an unknown, expired or used link, another account's
 * invitation, an e-mail not confirmed yet.
 */
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useLocale } from '../../i18n/use-locale'
import { ActionForm } from '../backoffice/action-form'
import { partnerApi } from '../backoffice/api'

const REFUSALS = {
  invitation_invalid: msg`This invitation link is unknown, expired or already used. Ask the owner or the market for a new one.`,
  invitation_other_email: msg`This invitation was sent to another e-mail address. Sign out, then sign in with the address it was sent to.`,
  email_unconfirmed: msg`Confirm your account's e-mail address first (with the code we sent you), then accept the invitation.`,
}

export function AcceptInvitationScreen({ token }: { token: string | undefined }) {
  const { i18n } = useLingui()
  const { param } = useLocale()
  const navigate = useNavigate()
  const [refusal, setRefusal] = useState<string | null>(null)
  return (
    <section className="bo-section" aria-labelledby="accept-title">
      <h1 id="accept-title">
        <Trans>Join a provider's team</Trans>
      </h1>
      {token ? (
        <ActionForm
          submitLabel={<Trans>Accept the invitation</Trans>}
          onSubmit={async () => {
            setRefusal(null)
            try {
              const { data } = await partnerApi().post<{ providerId: string }>('/invitations/accept', { token })
              await navigate({ to: '/{-$locale}/partner/$providerId', params: { locale: param, providerId: data.providerId } })
            } catch (error) {
              const code = (error as { code?: string }).code ?? ''
              if (code in REFUSALS) setRefusal(i18n._(REFUSALS[code as keyof typeof REFUSALS]))
              else throw error
            }
          }}
        >
          {() => (
            <>
              <p>
                <Trans>You were invited to help run a farm on Malewa. Accepting adds it to your account; you keep shopping as before.</Trans>
              </p>
              {refusal ? (
                <p className="bo-form__error" role="alert">
                  {refusal}
                </p>
              ) : null}
            </>
          )}
        </ActionForm>
      ) : (
        <p className="bo-form__error" role="alert">
          <Trans>This link has no invitation in it. Open the link from the e-mail again.</Trans>
        </p>
      )}
    </section>
  )
}
