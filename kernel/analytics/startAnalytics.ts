import type { KernelEvents, TrackEvent } from '../bus/KernelEvents.js'
import { createAnalytics, type TrackContext } from './createAnalytics.js'
import { createErrorAnalytics } from './createErrorAnalytics.js'
import type { DeferAnalyticsParameters } from './deferAnalytics.js'
import { wrapInternalError } from './wrapInternalError.js'

/** The loaded analytics of deferAnalytics: what it kept is handed over first. */
export function startAnalytics(parameters: DeferAnalyticsParameters, kept: [TrackEvent, TrackContext][]) {
  const { bus, clock, logger, enabled, caipNetworkId, address } = parameters
  const client = parameters.client()
  const analytics = createAnalytics({ bus, client, enabled, clock, logger, caipNetworkId, address })
  for (const [track, context] of kept) analytics.record(track, context)
  const errors = createErrorAnalytics({ client, clock, logger, enabled })
  return {
    report: errors.report,
    /** SPEC §8: an internal error (a bus `error` event), wrapped with its category. */
    internalError({ error, category }: KernelEvents['error']) {
      const internal = wrapInternalError(error, category)
      return errors.report(internal.error, internal.category)
    },
    teardown: analytics,
  }
}
