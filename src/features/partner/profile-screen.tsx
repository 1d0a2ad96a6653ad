/**
 * The farm's profile (decision 039): the story shoppers read on the farmer page, in the portal's
 * language (required) and, if the farmer likes, the other five (the storefront falls back to
 * English, filled from the farmer's own words); the farm's practices; its photo, taken with the
 * phone (the server shrinks it to a small WebP and strips its metadata). Owners and managers edit
 * them; staff read them. Below, the payout number: shown masked, changed by an owner alone, who
 * types their password again. Needs a connection (it is read from the server while open).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { PRACTICES, type Practice } from '../../api/catalog-lists-contract'
import type { PartnerProfile } from '../../api/partner-profile-contract'
import { LOCALES, type Locale } from '../../config'
import { PRACTICE_LABELS } from '../../i18n/catalog-labels'
import { localeInfo } from '../../i18n/locales'
import { useLocale } from '../../i18n/use-locale'
import { useIsOnline } from '../../sync/use-online'
import { Field } from '../../ui/field'
import { ActionForm } from '../backoffice/action-form'
import { partnerApi, type BackOfficeFailure } from '../backoffice/api'
import { FailureAlert } from '../backoffice/failure-alert'
import { useRemote } from '../backoffice/use-remote'
import { OtherLanguages } from './other-languages'
import { PhotoUpload } from './photo-upload'
import { useProvider } from './use-partner'

export function ProfileScreen({ providerId }: { providerId: string }) {
  const provider = useProvider(providerId)
  const [profile, setProfile] = useState<PartnerProfile | null>(null)
  const remote = useRemote(async (signal) => (await partnerApi(providerId).get<PartnerProfile>('/profile', { signal })).data, [providerId])
  const shown = profile ?? remote.data
  const mayEdit = provider?.role === 'owner' || provider?.role === 'manager' || provider?.role === 'admin'
  return (
    <section className="bo-section" aria-labelledby="profile-title">
      <h1 id="profile-title">
        <Trans>Profile</Trans>
      </h1>
      <FailureAlert failure={remote.failure} />
      {shown ? (
        <>
          <FarmPhoto providerId={providerId} photo={shown.photo} mayEdit={mayEdit} onSaved={(photo) => setProfile({ ...shown, photo })} />
          <StoryForm key={providerId} providerId={providerId} profile={shown} mayEdit={mayEdit} onSaved={setProfile} />
          <PayoutSection providerId={providerId} profile={shown} isOwner={provider?.role === 'owner'} onSaved={setProfile} />
        </>
      ) : null}
    </section>
  )
}

function StoryForm({ providerId, profile, mayEdit, onSaved }: { providerId: string; profile: PartnerProfile; mayEdit: boolean; onSaved: (p: PartnerProfile) => void }) {
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const online = useIsOnline()
  const [story, setStory] = useState<Record<Locale, string>>(() => ({ ...profile.story }))
  const [practices, setPractices] = useState<Practice[]>(() => [...profile.practices])
  const [saved, setSaved] = useState(false)
  const language = localeInfo(locale).name
  const others = LOCALES.filter((l) => l !== locale)
  if (!mayEdit) {
    return (
      <>
        <h2>
          <Trans>Your story</Trans>
        </h2>
        <p>{profile.story[locale] || profile.story.en}</p>
        <h2>
          <Trans>How you farm</Trans>
        </h2>
        <p>{profile.practices.map((p) => i18n._(PRACTICE_LABELS[p])).join(' · ') || <Trans>No practices named yet.</Trans>}</p>
        <p className="bo-note">
          <Trans>Owners and managers change the profile.</Trans>
        </p>
      </>
    )
  }
  return (
    <ActionForm
      label={t`Your story and how you farm`}
      submitLabel={<Trans>Save the profile</Trans>}
      disabled={!online}
      onSubmit={async () => {
        setSaved(false)
        const { data } = await partnerApi(providerId).put<PartnerProfile>('/profile', { story, practices })
        onSaved(data)
        setSaved(true)
      }}
    >
      {(failure) => (
        <>
          {saved ? (
            <p className="bo-note" role="status">
              <Trans>Saved. Shoppers see it on your farm’s page.</Trans>
            </p>
          ) : null}
          {!online ? (
            <p className="bo-note" role="status">
              <Trans>You are offline: saving the profile needs a connection. What you typed stays here.</Trans>
            </p>
          ) : null}
          <Field label={<Trans>Your story ({language})</Trans>} error={failure?.fields.some((f) => f.field === `story.${locale}`) ? t`Tell shoppers about your farm in your language.` : undefined}>
            {(p) => <textarea {...p} value={story[locale]} maxLength={2000} rows={5} required onChange={(e) => setStory({ ...story, [locale]: e.currentTarget.value })} />}
          </Field>
          <OtherLanguages locales={others}>
            {(l, other) => (
              <Field label={<Trans>Your story ({other})</Trans>}>
                {(p) => <textarea {...p} value={story[l]} maxLength={2000} rows={3} onChange={(e) => setStory({ ...story, [l]: e.currentTarget.value })} />}
              </Field>
            )}
          </OtherLanguages>
          <fieldset className="bo-fieldset">
            <legend>
              <Trans>How you farm</Trans>
            </legend>
            {PRACTICES.map((p) => (
              <label key={p} className="bo-switch">
                <input type="checkbox" checked={practices.includes(p)} onChange={(e) => setPractices(e.currentTarget.checked ? [...practices, p] : practices.filter((x) => x !== p))} />
                <span>{i18n._(PRACTICE_LABELS[p])}</span>
              </label>
            ))}
          </fieldset>
        </>
      )}
    </ActionForm>
  )
}

function FarmPhoto({ providerId, photo, mayEdit, onSaved }: { providerId: string; photo: string; mayEdit: boolean; onSaved: (photo: string) => void }) {
  const { t } = useLingui()
  return (
    <PhotoUpload<{ photo: string }>
      src={photo}
      alt={t`Your farm’s photo`}
      label={<Trans>Take or choose a photo of your farm</Trans>}
      path={`/partner/${encodeURIComponent(providerId)}/profile/photo`}
      editable={mayEdit}
      onUploaded={(saved) => onSaved(saved.photo)}
    />
  )
}

function PayoutSection({ providerId, profile, isOwner, onSaved }: { providerId: string; profile: PartnerProfile; isOwner: boolean; onSaved: (p: PartnerProfile) => void }) {
  const { t } = useLingui()
  const online = useIsOnline()
  const [number, setNumber] = useState('')
  const [password, setPassword] = useState('')
  const [saved, setSaved] = useState(false)
  const fieldError = (failure: BackOfficeFailure | null, field: string) => {
    const found = failure?.fields.find((f) => f.field === field)
    if (!found) return undefined
    if (field === 'currentPassword') return found.code === 'wrong_password' ? t`This is not your password.` : t`Type your password.`
    return t`Type a mobile-money number: 8 to 15 digits, with the country code.`
  }
  const current = profile.payoutNumber
  return (
    <section className="bo-section" aria-labelledby="payout-title">
      <h2 id="payout-title">
        <Trans>Payout number</Trans>
      </h2>
      <p>{current ? <Trans>Payouts go to the mobile-money number {current}.</Trans> : <Trans>No payout number yet: the market cannot pay you until an owner sets one.</Trans>}</p>
      {isOwner ? (
        <ActionForm
          label={t`Change the payout number`}
          submitLabel={<Trans>Change the payout number</Trans>}
          disabled={!online}
          onSubmit={async () => {
            setSaved(false)
            const { data } = await partnerApi(providerId).put<PartnerProfile>('/payout', { number, currentPassword: password })
            onSaved(data)
            setNumber('')
            setPassword('')
            setSaved(true)
          }}
        >
          {(failure) => (
            <>
              {saved ? (
                <p className="bo-note" role="status">
                  <Trans>Changed. Every owner has been e-mailed about it.</Trans>
                </p>
              ) : null}
              <Field label={<Trans>New mobile-money number</Trans>} hint={<Trans>With the country code, for example +254 712 345 678.</Trans>} error={fieldError(failure, 'number')}>
                {(p) => <input {...p} type="tel" inputMode="tel" autoComplete="off" value={number} required maxLength={32} onChange={(e) => setNumber(e.currentTarget.value)} />}
              </Field>
              <Field label={<Trans>Your password</Trans>} hint={<Trans>Type it again to confirm it is you.</Trans>} error={fieldError(failure, 'currentPassword')}>
                {(p) => <input {...p} type="password" autoComplete="current-password" value={password} required onChange={(e) => setPassword(e.currentTarget.value)} />}
              </Field>
            </>
          )}
        </ActionForm>
      ) : (
        <p className="bo-note">
          <Trans>Only an owner changes the payout number.</Trans>
        </p>
      )}
    </section>
  )
}
