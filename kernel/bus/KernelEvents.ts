import type { CaipNetworkId, Namespace, RouteEntry } from '../types.js'

/** A tracking event of SPEC §8 (SEARCH_WALLET, SEND_SUCCESS, ...), sent to analytics when it is on. */
export interface TrackEvent {
  event: string
  properties?: Record<string, unknown>
}

/** The events the kernel itself emits. Plugins add theirs by augmenting `Events`. */
export interface KernelEvents {
  'modal:open': { view: string }
  'modal:close': undefined
  /** The first view of an open is drawn with nothing loading in it (work that could wait starts after). */
  'modal:drawn': undefined
  'router:change': { history: RouteEntry[]; action: 'push' | 'replace' | 'back' | 'reset' }
  'connect:success': { namespace: Namespace; connectorId: string; address: string }
  'disconnect:success': { namespace: Namespace }
  'network:switched': { namespace: Namespace; from?: CaipNetworkId; to: CaipNetworkId }
  'options:warning': { message: string }
  track: TrackEvent
  error: { error: unknown; category: string }
}
