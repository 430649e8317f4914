import type { Bus } from '../bus/createBus.js'
import type { KernelEvents, TrackEvent } from '../bus/KernelEvents.js'
import type { Clock } from '../clock.js'
import type { Logger } from '../createLogger.js'
import type { HttpClient } from '../http/createHttpClient.js'
import type { TrackContext } from './createAnalytics.js'
import type { ErrorCategory } from './createErrorAnalytics.js'

export interface DeferAnalyticsParameters {
  bus: Bus
  /** The analytics client (read when the code has loaded). */
  client(): HttpClient
  enabled(): boolean
  clock: Clock
  logger: Logger
  caipNetworkId(): string | undefined
  address(): string | undefined
  /** When the code may load: after the first view (afterFirstView) and the analytics switch's answer. */
  due: Promise<unknown>
}

export interface DeferredAnalytics {
  /** Sends an error to error analytics (SPEC §7), loading its code first. */
  report(error: unknown, category: ErrorCategory): void
  /** Stops listening and sends what waits. */
  teardown(): void
}

/**
 * Analytics (batched events, error reports and internal errors of the bus) are not needed to draw the first
 * view, so their code loads after it (`due`: afterFirstView), or at a teardown with events waiting. The `track` events
 * and error reports of the meantime wait (events with their time, network and address) and are handed over.
 */
export function deferAnalytics(parameters: DeferAnalyticsParameters): DeferredAnalytics {
  const { bus, clock, logger } = parameters
  const kept: [TrackEvent, TrackContext][] = []
  const keep = (track: TrackEvent) =>
    void kept.push([
      track,
      { at: clock.now(), caipNetworkId: parameters.caipNetworkId(), address: parameters.address() },
    ])
  type Loaded = ReturnType<typeof import('./startAnalytics.js').startAnalytics>
  const waiting: ((loaded: Loaded) => unknown)[] = []
  let loading: Promise<Loaded> | undefined
  const load = () => {
    loading ??= import('./startAnalytics.js').then(({ startAnalytics }) => {
      bus.off('track', keep)
      const loaded = startAnalytics(parameters, kept.splice(0))
      for (const use of waiting.splice(0)) void use(loaded)
      return loaded
    })
    return loading
  }
  /** Runs `use` on the loaded analytics; before they are due, it waits with the events. */
  const whenLoaded = (use: (loaded: Loaded) => unknown) => {
    if (loading) void loading.then(use, () => {})
    else waiting.push(use)
  }
  const onError = (event: KernelEvents['error']) => whenLoaded((loaded) => loaded.internalError(event))

  bus.on('track', keep)
  bus.on('error', onError)
  void parameters.due.then(() =>
    load().catch((error: unknown) => logger.debug('analytics: its code did not load', error)),
  )
  return {
    report: (error, category) => whenLoaded((loaded) => loaded.report(error, category)),
    teardown() {
      bus.off('error', onError)
      bus.off('track', keep)
      if (loading || kept.length > 0 || waiting.length > 0)
        void load().then(
          (loaded) => loaded.teardown(),
          () => {},
        )
    },
  }
}
