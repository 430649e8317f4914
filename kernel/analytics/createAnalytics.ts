import type { Bus } from '../bus/createBus.js'
import type { TrackEvent } from '../bus/KernelEvents.js'
import { type Clock, systemClock } from '../clock.js'
import type { HttpClient } from '../http/createHttpClient.js'
import type { Logger } from '../createLogger.js'
import type { PendingEvent } from './analyticsSchemas.js'
import { anyAnswer, type PageLocation, pageLocation, randomId } from './randomId.js'

/** SERVICES §3.1: a batch goes every 10 s, or at once when this many events wait. */
export const analyticsIntervalMs = 10_000
export const maxQueuedEvents = 100

/** Where the page tells that it is going away: `pagehide`, or `visibilitychange` to hidden. */
export interface PageLifecycle {
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  hidden(): boolean
}

export interface CreateAnalyticsParameters {
  bus: Bus
  /** The analytics client (its base URL serves /batch). */
  client: HttpClient
  /** Read for every event and every batch, so remote and analytics-config changes apply at once. */
  enabled: () => boolean
  caipNetworkId?: () => string | undefined
  address?: () => string | undefined
  clock?: Clock
  logger?: Logger
  location?: PageLocation
  /** Default: the window, where there is one. */
  page?: PageLifecycle
  /** Sends a batch as the page goes away. Default: navigator.sendBeacon, where there is one. */
  beacon?: (url: string, body: string) => boolean
}

/** When and where an event happened, for one kept from before analytics loaded (deferAnalytics). */
export interface TrackContext {
  at: number
  caipNetworkId: string | undefined
  address: string | undefined
}

/**
 * A teardown (stops listening, sends what waits) that can also send the waiting events now, and take an
 * event that happened earlier, with its context.
 */
export type Analytics = (() => void) & {
  flush(): Promise<void>
  record(track: TrackEvent, context: TrackContext): void
}

function browserPage(): PageLifecycle | undefined {
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined
  return { target: window, hidden: () => document.visibilityState === 'hidden' }
}

/**
 * Sends the bus's `track` events to POST /batch as PendingEvents (SERVICES §3.1), batched: every 10 s
 * after the first waiting event, at 100 events, and by beacon when the page is hidden. Nothing is queued
 * or sent while `enabled()` is false.
 */
export function createAnalytics(parameters: CreateAnalyticsParameters): Analytics {
  const { bus, client, enabled, clock = systemClock, logger, location = pageLocation } = parameters
  const page = parameters.page ?? browserPage()
  const beacon =
    parameters.beacon ??
    (typeof navigator !== 'undefined' && navigator.sendBeacon ? navigator.sendBeacon.bind(navigator) : undefined)
  let queue: PendingEvent[] = []
  let timer: unknown

  const take = () => {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
    const events = enabled() ? queue : []
    queue = []
    return events
  }

  const flush = async () => {
    const events = take()
    if (events.length === 0) return
    try {
      await client.post({ path: '/batch', body: events, schema: anyAnswer })
    } catch (error) {
      logger?.debug(`analytics: a batch of ${events.length} events was lost`, error)
    }
  }

  const now = (): TrackContext => ({
    at: clock.now(),
    caipNetworkId: parameters.caipNetworkId?.(),
    address: parameters.address?.(),
  })
  const record = ({ event, properties }: TrackEvent, { at, caipNetworkId, address }: TrackContext) => {
    if (!enabled()) return
    const merged = caipNetworkId ? { ...properties, caipNetworkId } : properties
    const where = location()
    queue.push({
      eventId: randomId(),
      url: where?.href ?? '',
      domain: where?.hostname ?? '',
      timestamp: at,
      props: { type: 'track', event, ...(address ? { address } : {}), ...(merged ? { properties: merged } : {}) },
    })
    if (queue.length >= maxQueuedEvents) void flush()
    else timer ??= clock.setTimeout(() => void flush(), analyticsIntervalMs)
  }

  const onTrack = (track: TrackEvent) => record(track, now())

  const onPageEvent = (event: Event) => {
    if (event.type === 'visibilitychange' && !page?.hidden()) return
    const events = take()
    if (events.length > 0 && !beacon?.(client.url('/batch'), JSON.stringify(events))) {
      queue = events
      void flush()
    }
  }

  bus.on('track', onTrack)
  page?.target.addEventListener('pagehide', onPageEvent)
  page?.target.addEventListener('visibilitychange', onPageEvent)

  const teardown = () => {
    bus.off('track', onTrack)
    page?.target.removeEventListener('pagehide', onPageEvent)
    page?.target.removeEventListener('visibilitychange', onPageEvent)
    void flush()
  }
  return Object.assign(teardown, { flush, record })
}
