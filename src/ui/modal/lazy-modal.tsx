'use client'

import { useEffect, useState, type ComponentType, type MouseEvent } from 'react'

type ModalLikeProps = { isOpen: boolean; onOpenChange: (open: boolean) => void }

/**
 * A modal whose code (the modal itself and react-aria's dialog, overlay and focus code under it) is not part of
 * the page's first load: the header's menus are on every page and closed until pressed. The code is fetched
 * when the browser is idle after the page has loaded, so the first press opens the modal as fast as before, or
 * at the latest when the modal is opened. If it cannot be fetched, the modal reports itself closed again, so the
 * trigger is back in its closed state and the next press tries again.
 */
export function lazyModal<P extends ModalLikeProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const fetchModal = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  function LazyModal(props: P) {
    const [Loaded, setLoaded] = useState(() => loaded)
    const { isOpen, onOpenChange } = props

    useEffect(() => {
      if (Loaded) return
      let current = true
      const take = () =>
        fetchModal().then(
          (component) => {
            if (current) setLoaded(() => component)
          },
          () => {
            if (current && isOpen) onOpenChange(false)
          },
        )
      if (isOpen) {
        void take()
        return () => {
          current = false
        }
      }
      const idle = whenIdle(() => void take())
      return () => {
        current = false
        idle()
      }
    }, [Loaded, isOpen, onOpenChange])

    return Loaded ? <Loaded {...props} /> : null
  }
  return LazyModal
}

/** Runs `task` once the browser is idle; returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: 3000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(task, 1000)
  return () => clearTimeout(id)
}

/**
 * The click handler of a modal's trigger, a plain <button> (react-aria's Button would put its press and focus
 * code in the first load of every page; docs/adr/037-javascript-budget.md): focuses the trigger first (Safari
 * does not focus a clicked button), so the modal returns focus to it when it closes, then opens the modal.
 */
export function openFrom(open: () => void) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    event.currentTarget.focus()
    open()
  }
}
