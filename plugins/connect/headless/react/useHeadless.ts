import { useEffect, useSyncExternalStore } from 'react'
import type { Headless } from '../createHeadless.js'
import type { HeadlessState } from '../HeadlessState.js'

export type UseHeadlessReturnType = HeadlessState

/**
 * The state of a headless API (`createHeadless`), re-rendering when it changes; mounting it loads the list
 * (`load()`: its failure is the state's `error`). Call the API's methods (`search`, `connect`...) on `headless`.
 */
export function useHeadless(headless: Headless): UseHeadlessReturnType {
  const state = useSyncExternalStore(headless.subscribe, headless.getState, headless.getState)
  useEffect(() => {
    headless.load().catch(() => undefined)
  }, [headless])
  return state
}
