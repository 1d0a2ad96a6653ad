/**
 * A service's join page (decision 045): the farm's application form, sent through the outbox to
 * /api/<service>/join, with the service's words and its own questions (a kitchen's kind and
 * cuisines, a store's kind, a chef's cuisines, a creator's specialties).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { JoinScreen, type JoinFields, type JoinWords } from '../farm/join-screen'
import { Field } from '../../ui/field'
import type { OtherService } from './descriptors'
import { KITCHEN_KIND_LABELS, STORE_KIND_LABELS } from './service-labels'

/** "Xhosa, Cape Malay" as a list; the list as the field shows it. */
const toList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
const fromList = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '')

export function ServiceJoinScreen({ service }: { service: OtherService }) {
  const { t, i18n } = useLingui()
  const listField = (key: 'cuisines' | 'specialties', label: string): JoinFields['render'] =>
    function ListField(details, set, errorOf) {
      return (
        <Field label={label} error={errorOf(key)}>
          {(props) => <input {...props} type="text" defaultValue={fromList(details[key])} onChange={(e) => set({ ...details, [key]: toList(e.target.value) })} />}
        </Field>
      )
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
  const cuisines = listField('cuisines', t`Cuisines, separated by commas`)
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
      fields: { initial: { specialties: [] }, render: listField('specialties', t`Specialties, separated by commas`) },
    },
  }
  const { words, fields } = byService[service]
  return <JoinScreen words={words} fields={fields} />
}
