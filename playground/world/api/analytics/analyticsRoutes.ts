import * as z from 'zod/mini'
import {
  errorEventSchema,
  eventBatchSchema,
  pendingEventSchema,
} from '../../../../kernel/analytics/analyticsSchemas.js'
import type { Recorder } from '../control/createRecorder.js'
import { parseBody } from '../http/parseInput.js'
import { json } from '../http/replies.js'
import type { Route } from '../http/types.js'

/** POST /e takes an error event (current) or a single analytics event (legacy, AppKit <= 1.8.2). */
const singleEvent = z.union([errorEventSchema, pendingEventSchema])

/**
 * The analytics sinks (SERVICES.md §3): bodies validated, then recorded as received (keys the schema does not
 * know, e.g. WALLET_IMPRESSION_V2's `props.items`, stay) for tests to read back.
 */
export function analyticsRoutes(recorder: Recorder): Route[] {
  return [
    {
      method: 'POST',
      path: '/batch',
      handle: async (request) => {
        const events = await parseBody(request, eventBatchSchema)
        recorder.events((await request.json()) as typeof events)
        return json({ received: events.length })
      },
    },
    {
      method: 'POST',
      path: '/e',
      handle: async (request) => {
        const event = await parseBody(request, singleEvent)
        const raw = (await request.json()) as never
        if (typeof event.timestamp === 'string') recorder.errorEvent(raw as z.infer<typeof errorEventSchema>)
        else recorder.events([raw as z.infer<typeof pendingEventSchema>])
        return json({ received: 1 })
      },
    },
  ]
}
