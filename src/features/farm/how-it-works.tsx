/**
 * The spec's three-step explainer: the shopper chooses, the farmer prepares, the shopper enjoys;
 * another service's landing gives its own three steps (decision 045).
 */
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

export interface Step {
  title: ReactNode
  text: ReactNode
}

export function HowItWorks({ steps }: { steps?: readonly [Step, Step, Step] } = {}) {
  return (
    <section className="section steps" aria-labelledby="farm-steps">
      <h2 id="farm-steps" className="section__title">
        <Trans>How it works</Trans>
      </h2>
      <ol className="steps__list">
        {steps ? (
          steps.map((step, i) => (
            <li key={i}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))
        ) : (
          <>
            <li>
              <h3>
                <Trans>You choose</Trans>
              </h3>
              <p>
                <Trans>Pick produce from the farmers of your market.</Trans>
              </p>
            </li>
            <li>
              <h3>
                <Trans>The farmer prepares</Trans>
              </h3>
              <p>
                <Trans>The farmer harvests it and brings it to the market, which packs your basket for your day.</Trans>
              </p>
            </li>
            <li>
              <h3>
                <Trans>You enjoy</Trans>
              </h3>
              <p>
                <Trans>Collect at a pickup point or receive it at home, fresh from the farm.</Trans>
              </p>
            </li>
          </>
        )}
      </ol>
    </section>
  )
}
