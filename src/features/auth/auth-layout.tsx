/**
 * The auth pages' layout: the form beside a quiet animated picture of a market morning (an SVG a
 * few KB in size, no sound, still when the shopper asks for reduced motion). Opening an auth page
 * ends a current session, as the spec asks, except the pages that confirm an e-mail address: a
 * shopper who registered mid-checkout and follows the e-mail's link stays signed in and is offered
 * the way back (decision 030).
 */
import { Outlet, useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { sessionActor } from '../../session/session-actor'

/** The pages that confirm an e-mail address (in any language's prefix). */
const CONFIRMING = /\/auth\/(confirm-account|verify-account)\/?$/
const AUTH_AREA = /^(\/[a-z]{2})?\/auth(\/|$)/

export function AuthLayout() {
  // 'leaving' while the router moves on to a page outside the sign-in area (this layout still
  // drawn for a moment): the session is not this layout's to end then.
  const page = useLocation({ select: (l) => (!AUTH_AREA.test(l.pathname) ? 'leaving' : CONFIRMING.test(l.pathname) ? 'confirming' : 'signing-in') })
  useEffect(() => {
    const session = sessionActor()
    if (page === 'signing-in' && session.getSnapshot().hasTag('signedIn')) session.send({ type: 'session.logout', stay: true })
  }, [page])
  return (
    <div className="auth-split">
      <div className="auth-split__form">
        <Outlet />
      </div>
      <div className="auth-split__art" aria-hidden="true">
        <svg viewBox="0 0 400 300" className="market-art">
          <rect width="400" height="300" fill="var(--color-leaf-soft)" />
          <circle className="market-art__sun" cx="320" cy="70" r="34" fill="var(--color-sun)" />
          <path d="M0 210 Q100 170 200 205 T400 195 V300 H0Z" fill="var(--color-leaf)" opacity="0.55" />
          <path d="M0 240 Q120 205 240 238 T400 232 V300 H0Z" fill="var(--color-primary)" opacity="0.8" />
          <g className="market-art__stall">
            <rect x="120" y="150" width="160" height="70" rx="4" fill="#8a5a2b" />
            <path d="M110 150 L290 150 L270 118 L130 118Z" fill="var(--color-accent)" />
            <circle cx="150" cy="145" r="10" fill="#d94b2b" />
            <circle cx="172" cy="143" r="9" fill="#f0a53a" />
            <circle cx="230" cy="144" r="10" fill="#6aa84f" />
            <circle cx="252" cy="145" r="9" fill="#d94b2b" />
          </g>
          <g className="market-art__bird">
            <path d="M60 80 q10 -8 20 0 q10 -8 20 0" stroke="var(--color-text)" strokeWidth="3" fill="none" strokeLinecap="round" />
          </g>
        </svg>
      </div>
    </div>
  )
}
