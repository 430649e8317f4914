import { type Clock, systemClock } from '../clock.js'
import { FoyerError } from '../errors/FoyerError.js'
import type { HttpClient } from '../http/createHttpClient.js'
import { HttpError } from '../http/HttpError.js'
import type { Logger } from '../createLogger.js'
import type { ErrorEvent } from './analyticsSchemas.js'
import { anyAnswer, type PageLocation, pageLocation, randomId } from './randomId.js'

export type ErrorCategory = ErrorEvent['props']['event']

/** SPEC §9: at most 5 error reports per 60 s. */
export const errorReportLimit = 5
export const errorReportWindowMs = 60_000

export interface ErrorAnalytics {
  /** Sends `error` to POST /e unless the rate limit is reached. Never throws; resolves when the POST is done. */
  report(error: unknown, category: ErrorCategory): Promise<void>
}

export interface CreateErrorAnalyticsParameters {
  /** The analytics client (its base URL serves /e). */
  client: HttpClient
  clock?: Clock
  logger?: Logger
  location?: PageLocation
  /** Reports are sent only while this says yes (e.g. the analytics feature); default always. */
  enabled?: () => boolean
}

function describe(error: unknown): Pick<ErrorEvent['props'], 'errorType' | 'errorMessage' | 'stackTrace'> {
  if (error instanceof FoyerError)
    return { errorType: error.code, errorMessage: error.message, stackTrace: error.stack }
  if (error instanceof Error) return { errorType: error.name, errorMessage: error.message, stackTrace: error.stack }
  return { errorType: 'Unknown', errorMessage: String(error) }
}

/**
 * Error analytics (SPEC §7, SERVICES §3.2): one POST /e per report, at most 5 in any 60 s (the rest are
 * dropped and logged at debug), sent once without retries. A failure of the analytics service itself is
 * never reported, so a failing /e cannot report itself in a loop.
 */
export function createErrorAnalytics(parameters: CreateErrorAnalyticsParameters): ErrorAnalytics {
  const { client, clock = systemClock, logger, location = pageLocation, enabled = () => true } = parameters
  const sent: number[] = []
  const withoutQuery = (url: string) => url.split('?')[0]
  const ownPaths = ['/e', '/batch'].map((path) => withoutQuery(client.url(path)))

  return {
    async report(error, category) {
      try {
        if (!enabled() || (error instanceof HttpError && ownPaths.includes(withoutQuery(error.url)))) return
        const now = clock.now()
        while (sent.length > 0 && (sent[0] ?? 0) <= now - errorReportWindowMs) sent.shift()
        if (sent.length >= errorReportLimit) {
          logger?.debug(`error analytics: dropped a ${category} report (${errorReportLimit} per minute)`)
          return
        }
        sent.push(now)
        const page = location()
        const body: ErrorEvent = {
          eventId: randomId(),
          url: page?.href ?? '',
          domain: page?.hostname ?? '',
          timestamp: new Date(now).toISOString(),
          props: { type: 'error', event: category, ...describe(error) },
        }
        await client.post({ path: '/e', body, schema: anyAnswer, retries: 0 })
      } catch (failure) {
        logger?.debug('error analytics: the report could not be sent', failure)
      }
    },
  }
}
