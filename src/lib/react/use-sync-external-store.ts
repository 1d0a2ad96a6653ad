/**
 * `use-sync-external-store/shim` and `…/shim/with-selector` for the UI runtime we ship (Preact,
 * through preact/compat: see vite.config.ts and docs/decisions/007-preact.md).
 *
 * The npm package is CommonJS that `require('react')`s: the build could bundle it, but the tests
 * cannot alias a `require` inside node_modules, and the shim only exists for React < 18 anyway.
 * TanStack Router's store and @xstate/react import these two entry points; the alias sends them
 * here. The selector hook is the upstream one (MIT, Meta Platforms) in TypeScript: it memoises the
 * selection per snapshot and keeps the previous selection while `isEqual` says nothing changed,
 * so a component re-renders only when what it selected did.
 */
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'

export { useSyncExternalStore }

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const instRef = useRef<{ hasValue: boolean; value: Selection | null } | null>(null)
  if (instRef.current === null) instRef.current = { hasValue: false, value: null }
  const inst = instRef.current

  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false
    let memoizedSnapshot: Snapshot
    let memoizedSelection: Selection
    const memoizedSelector = (nextSnapshot: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true
        memoizedSnapshot = nextSnapshot
        const nextSelection = selector(nextSnapshot)
        if (isEqual !== undefined && inst.hasValue) {
          const current = inst.value as Selection
          if (isEqual(current, nextSelection)) return (memoizedSelection = current)
        }
        return (memoizedSelection = nextSelection)
      }
      const current = memoizedSelection
      if (Object.is(memoizedSnapshot, nextSnapshot)) return current
      const nextSelection = selector(nextSnapshot)
      if (isEqual !== undefined && isEqual(current, nextSelection)) {
        memoizedSnapshot = nextSnapshot
        return current
      }
      memoizedSnapshot = nextSnapshot
      return (memoizedSelection = nextSelection)
    }
    const serverSnapshot = getServerSnapshot ?? null
    return [() => memoizedSelector(getSnapshot()), serverSnapshot === null ? undefined : () => memoizedSelector(serverSnapshot())]
  }, [getSnapshot, getServerSnapshot, selector, isEqual, inst])

  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection)
  useEffect(() => {
    inst.hasValue = true
    inst.value = value
  }, [value, inst])
  useDebugValue(value)
  return value
}
