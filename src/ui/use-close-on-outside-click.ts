import { useEffect, type RefObject } from 'react'

/** Closes a <details> dropdown on a click outside it, on Escape, and after following a link in it. */
export function useCloseOnOutsideClick(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const close = (e: Event) => {
      const el = ref.current
      if (!el?.open) return
      if (e instanceof KeyboardEvent) {
        if (e.key === 'Escape') {
          el.open = false
          el.querySelector('summary')?.focus()
        }
        return
      }
      if (!el.contains(e.target as Node) || (e.target as HTMLElement).closest('a')) el.open = false
    }
    document.addEventListener('click', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('click', close)
      document.removeEventListener('keydown', close)
    }
  }, [ref])
}
