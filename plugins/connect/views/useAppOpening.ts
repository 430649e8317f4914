import type { Kernel } from 'foyer'
import { useEffect, useRef, useState } from 'react'
import { isAppLink } from '../rules/safeLinks.js'
import { watchAppOpening } from '../rules/watchAppOpening.js'

/** `waiting`: no link yet; `opening`: followed, the page not yet left; then `opened` or `notOpened` (rules/watchAppOpening). */
export type AppOpening = 'waiting' | 'opening' | 'opened' | 'notOpened'

/**
 * Opens a wallet's app by its link (the pairing URI in it) as soon as there is one, once per `attempt`, and tells
 * whether the app opened. The link opens in the page itself, as AppKit does (a new tab would stay behind the
 * app); the watch starts before it is followed, and a remount (React's development double mount) follows it once.
 */
export function useAppOpening(kernel: Kernel, link: string | undefined, attempt: number): AppOpening {
  const [state, setState] = useState<{ attempt: number; opening: AppOpening }>({ attempt: -1, opening: 'waiting' })
  const latest = useRef(link)
  latest.current = link
  const followed = useRef<number | undefined>(undefined)

  useEffect(() => {
    if (isAppLink(link) && state.attempt !== attempt) setState({ attempt, opening: 'opening' })
  }, [link, attempt, state.attempt])

  useEffect(() => {
    if (state.opening !== 'opening') return
    const settle = (opening: AppOpening) =>
      setState((current) => (current.attempt === state.attempt ? { ...current, opening } : current))
    const stop = watchAppOpening({
      window,
      document,
      clock: kernel.clock,
      onOpened: () => settle('opened'),
      onNotOpened: () => settle('notOpened'),
    })
    const target = latest.current
    if (followed.current !== state.attempt && isAppLink(target)) {
      followed.current = state.attempt
      window.open(target, '_self', 'noreferrer noopener')
    }
    return stop
  }, [kernel, state])

  return state.attempt === attempt ? state.opening : 'waiting'
}
