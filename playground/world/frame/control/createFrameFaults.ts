// Faults a test sets so the product's frame timeouts and error paths run (SPEC §8: iframe_load_failed,
// iframe_request_timeout): slow, missing or malformed replies, and a page that fails to load.
import type { AppMessageName } from '../../../../adapters/embedded/frame/frameMessages.js'

export type MessageSelection = AppMessageName[] | 'all'

export interface FrameFaultSettings {
  /** Replies wait `ms` before they are posted (to `types` only, when given). */
  delay?: { ms: number; types?: AppMessageName[] } | null
  /** Replies to these messages are never posted (the message is still handled). */
  drop?: MessageSelection | null
  /** Replies to these messages are posted in a shape the product's schema refuses. */
  garbage?: MessageSelection | null
  /** 'no-ready': the page loads but never sends READY; 'server-error': GET /sdk answers 500. */
  load?: 'ok' | 'no-ready' | 'server-error'
}

export interface FrameFaultState {
  delay: { ms: number; types?: AppMessageName[] } | null
  drop: MessageSelection | null
  garbage: MessageSelection | null
  load: 'ok' | 'no-ready' | 'server-error'
}

const selects = (selection: MessageSelection | null, name: string) =>
  selection === 'all' || (selection?.includes(name as AppMessageName) ?? false)

export function createFrameFaults() {
  const initial = (): FrameFaultState => ({ delay: null, drop: null, garbage: null, load: 'ok' })
  let state = initial()
  return {
    /** Changes the given settings (null clears one), keeps the others. */
    set(settings: FrameFaultSettings) {
      state = { ...state, ...settings } as FrameFaultState
    },
    get: (): FrameFaultState => ({ ...state }),
    clear() {
      state = initial()
    },
    delayFor: (name: string) =>
      state.delay && (!state.delay.types || state.delay.types.includes(name as AppMessageName)) ? state.delay.ms : 0,
    drops: (name: string) => selects(state.drop, name),
    garbles: (name: string) => selects(state.garbage, name),
    load: () => state.load,
  }
}
export type FrameFaults = ReturnType<typeof createFrameFaults>

/**
 * A reply to `name` that the product's schema refuses: a success with a string payload where an object (or
 * nothing) belongs; for RPC_REQUEST, whose result may be anything, an error without its message.
 */
export const garbageReply = (name: string, id: string) =>
  name === 'RPC_REQUEST'
    ? { type: `@w3m-frame/${name}_ERROR`, id, payload: { code: 'garbage' } }
    : { type: `@w3m-frame/${name}_SUCCESS`, id, payload: '\u0000garbage' }
