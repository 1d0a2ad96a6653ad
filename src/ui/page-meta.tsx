/**
 * Page titles and meta descriptions, per page and in the shopper's language. Each route has its
 * title and description here; a screen showing one item (a produce, a farmer, a static page)
 * replaces them with the item's own through `useDocumentMeta`.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useMatches } from '@tanstack/react-router'
import { useEffect, useLayoutEffect } from 'react'

type Meta = { title: MessageDescriptor; description: MessageDescriptor }

const DEFAULT: Meta = {
  title: msg`Malewa — fresh produce from local farmers`,
  description: msg`Vegetables, fruit, eggs and honey from farms near your city, delivered or ready for pickup. Works offline.`,
}

const META: Record<string, Meta> = {
  '/{-$locale}/': DEFAULT,
  '/{-$locale}/farm/': {
    title: msg`Farm market — Malewa`,
    description: msg`Buy straight from farmers near you: this week's harvest, current offers and the farmers who grow it.`,
  },
  '/{-$locale}/farm/farmers/': {
    title: msg`Our farmers — Malewa`,
    description: msg`Meet the farmers of your market: how they farm, where they deliver and what they grow.`,
  },
  '/{-$locale}/farm/produces/': {
    title: msg`Fresh produce — Malewa`,
    description: msg`Vegetables, fruit, greens, eggs, honey and more, with prices per kg to compare. Filter by season, stock and farming practice.`,
  },
  '/{-$locale}/farm/offers/': { title: msg`Offers this week — Malewa`, description: msg`This week's discounts from local farmers, while the harvest lasts.` },
  '/{-$locale}/farm/search/': { title: msg`Search the market — Malewa`, description: msg`Find produce and farms near you, even offline.` },
  '/{-$locale}/farm/join/': {
    title: msg`Join our Amazing List of Farmers — Malewa`,
    description: msg`Sell your harvest to households in your city at a fair price. Apply in a few minutes.`,
  },
  '/{-$locale}/cart/': { title: msg`Your basket — Malewa`, description: msg`Your basket, kept on your phone even without a connection.` },
  '/{-$locale}/cart/farm/': { title: msg`Farm basket and checkout — Malewa`, description: msg`Choose delivery or pickup, a delivery day and how to pay.` },
  '/{-$locale}/account/': { title: msg`My account — Malewa`, description: msg`Your profile and sign-in details.` },
  '/{-$locale}/account/addresses': { title: msg`Addresses — Malewa`, description: msg`Where we deliver your orders.` },
  '/{-$locale}/account/payments': { title: msg`Payment methods — Malewa`, description: msg`Mobile money numbers and cash on delivery.` },
  '/{-$locale}/account/favorites': { title: msg`Favorites — Malewa`, description: msg`The farmers and produce you saved.` },
  '/{-$locale}/account/orders': { title: msg`Orders — Malewa`, description: msg`Your orders and where they are.` },
  '/{-$locale}/account/orders/': { title: msg`Orders — Malewa`, description: msg`Your orders and where they are.` },
  '/{-$locale}/auth/login': { title: msg`Sign in — Malewa`, description: msg`Sign in to see your orders and keep your basket on all your devices.` },
  '/{-$locale}/auth/register': { title: msg`Create your account — Malewa`, description: msg`Create an account to order from local farmers.` },
  '/{-$locale}/auth/forgot-password': { title: msg`Forgot your password? — Malewa`, description: msg`Get a link to choose a new password.` },
  '/{-$locale}/auth/reset-password': { title: msg`Choose a new password — Malewa`, description: msg`Choose a new password for your account.` },
  '/{-$locale}/auth/confirm-account': { title: msg`Confirm your account — Malewa`, description: msg`Type the code from our e-mail to confirm your account.` },
  '/{-$locale}/auth/verify-account': { title: msg`Verify your e-mail — Malewa`, description: msg`Confirming your e-mail address.` },
  '/{-$locale}/auth/undo-email-change': { title: msg`Undo an e-mail change — Malewa`, description: msg`Put your account's e-mail address back.` },
  '/{-$locale}/errors/': { title: msg`An error occurred — Malewa`, description: msg`Something went wrong. Go back home or get help.` },
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
  const routeId = [...matches].reverse().find((m) => META[m.routeId])?.routeId
  const notFound = matches.some((m) => m.status === 'notFound' || m.routeId.endsWith('/$'))
  // A layout effect runs before the screens' effects, so an item's own title (useDocumentMeta) wins.
  useLayoutEffect(() => {
    if (notFound) {
      setMeta(i18n._(msg`Page not found — Malewa`), i18n._(msg`This page could not be found`))
      return
    }
    const meta = (routeId && META[routeId]) || DEFAULT
    setMeta(i18n._(meta.title), i18n._(meta.description))
  }, [routeId, notFound, i18n, i18n.locale])
  return null
}

/** For a screen about one thing: its own title and description (the route's come back when it leaves). */
export function useDocumentMeta(title: string | undefined, description: string | undefined) {
  useEffect(() => {
    if (title) setMeta(`${title} — Malewa`, description ?? '')
  }, [title, description])
}
