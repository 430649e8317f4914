import type { ErrorEvent, PendingEvent } from '../../../../kernel/analytics/analyticsSchemas.js'

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  /** ms since epoch. */
  at: number
}

const maxRequests = 5000
const maxEvents = 5000

const pushBounded = <T>(list: T[], items: T[], max: number) => {
  list.push(...items)
  if (list.length > max) list.splice(0, list.length - max)
}

/** What the server received: product requests, analytics events, error events (each bounded, oldest dropped). */
export function createRecorder() {
  const requests: RecordedRequest[] = []
  const events: PendingEvent[] = []
  const errorEvents: ErrorEvent[] = []
  return {
    request: (request: RecordedRequest) => pushBounded(requests, [request], maxRequests),
    events: (items: PendingEvent[]) => pushBounded(events, items, maxEvents),
    errorEvent: (item: ErrorEvent) => pushBounded(errorEvents, [item], maxEvents),
    read: () => ({ requests: [...requests], events: [...events], errorEvents: [...errorEvents] }),
    clearRequests: () => void requests.splice(0),
    clearEvents() {
      events.splice(0)
      errorEvents.splice(0)
    },
  }
}
export type Recorder = ReturnType<typeof createRecorder>
