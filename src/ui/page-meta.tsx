/**
 * Page titles and meta descriptions, in the shopper's language. Each route says its own in its
 * `staticData` (beside its kind: src/lib/route-kinds.ts, decision 025); the deepest matched route
 * that has one wins, and a route without one shows the market's. A screen showing one item (a
 * produce, a farmer, a static page) replaces them with the item's own through `useDocumentMeta`.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useMatches } from '@tanstack/react-router'
import { useEffect, useLayoutEffect } from 'react'
import type { RouteKind } from '../lib/route-kinds'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** What kind of page this is (every page route has one: src/lib/route-facts.test.ts). */
    kind?: RouteKind
    /** The page's title and meta description (a `msg` descriptor, translated when shown). */
    title?: MessageDescriptor
    description?: MessageDescriptor
  }
}

const DEFAULT = {
  title: msg`Malewa — fresh produce from local farmers`,
  description: msg`Vegetables, fruit, eggs and honey from farms near your city, delivered or ready for pickup. Works offline.`,
}

function setMeta(title: string, description: string) {
  document.title = title
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!tag) {
    tag = document.createElement('meta')
    tag.name = 'description'
    document.head.appendChild(tag)
  }
  tag.content = description
}

/** Sets the route's title and description (in root). */
export function PageMeta() {
  const { i18n } = useLingui()
  const matches = useMatches()
  const deepest = [...matches].reverse()
  const titled = deepest.find((m) => m.staticData.title)?.staticData
  const notFound = matches.some((m) => m.status === 'notFound') || deepest.find((m) => m.staticData.kind)?.staticData.kind === 'notFound'
  const title = titled?.title ?? DEFAULT.title
  const description = titled?.description ?? DEFAULT.description
  // A layout effect runs before the screens' effects, so an item's own title (useDocumentMeta) wins.
  useLayoutEffect(() => {
    if (notFound) setMeta(i18n._(msg`Page not found — Malewa`), i18n._(msg`This page could not be found`))
    else setMeta(i18n._(title), i18n._(description))
  }, [title, description, notFound, i18n, i18n.locale])
  return null
}

/**
 * The not-found page's title, whatever drew it: the root's not-found page (a closed service's area,
 * issue 34) is drawn without the root's component, so PageMeta is not there to set it. An effect,
 * after PageMeta's layout effect.
 */
export function useNotFoundMeta() {
  const { i18n } = useLingui()
  useEffect(() => setMeta(i18n._(msg`Page not found — Malewa`), i18n._(msg`This page could not be found`)), [i18n, i18n.locale])
}

/** For a screen about one thing: its own title and description (the route's come back when it leaves). */
export function useDocumentMeta(title: string | undefined, description: string | undefined) {
  useEffect(() => {
    if (title) setMeta(`${title} — Malewa`, description ?? '')
  }, [title, description])
}
