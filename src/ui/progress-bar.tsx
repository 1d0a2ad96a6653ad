import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { progressActor } from './app-actors'

/** The 2 px navigation bar: fed by the router's events, drawn from the progress machine's tags. */
export function ProgressBar() {
  const router = useRouter()
  useEffect(() => {
    const offStart = router.subscribe('onBeforeLoad', (e) => {
      if (e.pathChanged || e.hrefChanged) progressActor.send({ type: 'navigation.started' })
    })
    const offEnd = router.subscribe('onResolved', () => {
      const failed = router.state.matches.some((m) => m.status === 'error')
      progressActor.send({ type: failed ? 'navigation.failed' : 'navigation.succeeded' })
    })
    return () => {
      offStart()
      offEnd()
    }
  }, [router])
  const phase = useSelector(progressActor, (s) => (s.hasTag('failed') ? 'failed' : s.hasTag('complete') ? 'complete' : s.matches('stalled') ? 'stalled' : s.hasTag('visible') ? 'running' : 'idle'))
  return <div className={`progress-bar progress-bar--${phase}`} aria-hidden="true" />
}
