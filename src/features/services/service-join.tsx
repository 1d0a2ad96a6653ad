/**
 * A service's join page (decision 045): the farm's application form, sent through the outbox to
 * /api/<service>/join, with the service's words and its own questions (a kitchen's kind and
 * cuisines, a store's kind, a chef's cuisines, a creator's specialties: at least one, ticked from the
 * vocabulary of decision 049).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { CUISINES, type Cuisine } from '../../api/service-details-contract'
import { collator } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { JoinScreen, type JoinFields, type JoinWords } from '../farm/join-screen'
import { CheckGroup } from '../../ui/check-group'
import { Field } from '../../ui/field'
import type { OtherService } from './descriptors'
import { CUISINE_LABELS, KITCHEN_KIND_LABELS, STORE_KIND_LABELS } from './service-labels'

export function ServiceJoinScreen({ service }: { service: OtherService }) {
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  // The vocabulary in the shopper's language, in its alphabetical order (decision 049).
  const cuisineOptions = CUISINES.map((key) => ({ value: key, label: i18n._(CUISINE_LABELS[key]) })).sort((a, b) => collator(locale).compare(a.label, b.label))
  const cuisineField = (key: 'cuisines' | 'specialties', legend: string): JoinFields['render'] =>
    function CuisineField(details, set, errorOf) {
      return <CheckGroup legend={legend} options={cuisineOptions} checked={(details[key] as Cuisine[] | undefined) ?? []} onChange={(keys) => set({ ...details, [key]: keys })} error={errorOf(key)} />
    }
  const kindField = <K extends string>(labels: Record<K, import('@lingui/core').MessageDescriptor>, label: string): JoinFields['render'] =>
    function KindField(details, set, errorOf) {
      return (
        <Field label={label} error={errorOf('kind')}>
          {(props) => (
            <select {...props} value={String(details.kind)} onChange={(e) => set({ ...details, kind: e.target.value })}>
              {(Object.keys(labels) as K[]).map((kind) => (
                <option key={kind} value={kind}>
                  {i18n._(labels[kind])}
                </option>
              ))}
            </select>
          )}
        </Field>
      )
    }
  const cuisines = cuisineField('cuisines', t`Cuisines`)
  const byService: Record<OtherService, { words: JoinWords; fields: JoinFields }> = {
    food: {
      words: {
        title: <Trans>Cook for your market</Trans>,
        lead: <Trans>Sell your meals to households in your city. Tell us about your kitchen and we will get in touch.</Trans>,
        businessName: t`Kitchen name`,
        offer: t`What would you cook?`,
      },
      fields: {
        initial: { kind: 'home', cuisines: [] },
        render: (details, set, errorOf) => (
          <>
            {kindField(KITCHEN_KIND_LABELS, t`Kind of kitchen`)(details, set, errorOf)}
            {cuisines(details, set, errorOf)}
          </>
        ),
      },
    },
    grocery: {
      words: {
        title: <Trans>Sell your groceries here</Trans>,
        lead: <Trans>Sell to households in your city. Tell us about your store and we will get in touch.</Trans>,
        businessName: t`Store name`,
        offer: t`What would you sell?`,
      },
      fields: { initial: { kind: 'grocer' }, render: kindField(STORE_KIND_LABELS, t`Kind of store`) },
    },
    chef: {
      words: {
        title: <Trans>Cook as a private chef</Trans>,
        lead: <Trans>Cook for households in your city. Tell us about your cooking and we will get in touch.</Trans>,
        businessName: t`Your chef's name`,
        offer: t`What would you cook?`,
      },
      fields: { initial: { cuisines: [] }, render: cuisines },
    },
    cookbook: {
      words: {
        title: <Trans>Publish your cookbook here</Trans>,
        lead: <Trans>Sell your cookbooks to households in your city. Tell us about them and we will get in touch.</Trans>,
        businessName: t`Your author's name`,
        offer: t`Which books would you sell?`,
      },
      fields: { initial: { specialties: [] }, render: cuisineField('specialties', t`Specialties`) },
    },
  }
  const { words, fields } = byService[service]
  return <JoinScreen words={words} fields={fields} />
}
