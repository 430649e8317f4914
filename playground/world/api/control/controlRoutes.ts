import * as z from 'zod/mini'
import { parseBody } from '../http/parseInput.js'
import { json } from '../http/replies.js'
import type { Route } from '../http/types.js'
import type { WorldControl } from './WorldControl.js'

const feature = z.object({ id: z.string(), isEnabled: z.boolean(), config: z.nullish(z.array(z.string())) })
const featuresBody = z.union([z.object({ features: z.array(feature) }), feature])
const status = z.int().check(z.gte(100), z.lte(599))
const originsBody = z.union([z.object({ allowedOrigins: z.array(z.string()) }), z.object({ status })])
const analyticsBody = z.union([z.object({ isAnalyticsEnabled: z.boolean() }), z.object({ status })])
const faultBody = z.object({
  route: z.string().check(z.maxLength(1000)),
  status: z.optional(status),
  /** Omitted: once; null: until cleared. */
  times: z.nullish(z.int().check(z.gte(1))),
  method: z.optional(z.string()),
  retryAfter: z.optional(z.union([z.number(), z.string()])),
  body: z.optional(z.unknown()),
  delayMs: z.optional(z.number()),
  invalidJson: z.optional(z.boolean()),
  bodyBytes: z.optional(z.int()),
})
const sessionBody = z.object({ caipAddress: z.string(), session: z.optional(z.record(z.string(), z.unknown())) })

/** The control as JSON under /__world/ (never recorded nor faulted). */
export function controlRoutes(control: WorldControl): Route[] {
  const route = (method: Route['method'], path: string, handle: Route['handle']): Route => ({
    method,
    path: `/__world/${path}`,
    params: 'none',
    handle,
  })
  const done = () => json({ ok: true })
  const doing = (action: () => void) => () => {
    action()
    return done()
  }
  return [
    route('GET', 'features', () => json({ features: control.features() })),
    route('POST', 'features', async (request) => {
      const body = await parseBody(request, featuresBody)
      if ('features' in body) control.setFeatures(body.features)
      else control.setFeature(body.id, body)
      return done()
    }),
    route('POST', 'origins', async (request) => {
      control.setOrigins(await parseBody(request, originsBody))
      return done()
    }),
    route('POST', 'analytics-config', async (request) => {
      control.setAnalyticsConfig(await parseBody(request, analyticsBody))
      return done()
    }),
    route('GET', 'faults', () => json({ faults: control.faults() })),
    route('POST', 'faults', async (request) => {
      const { times, ...rule } = await parseBody(request, faultBody)
      control.fault({ ...rule, times: times === null ? Number.POSITIVE_INFINITY : times })
      return done()
    }),
    route('DELETE', 'faults', doing(control.clearFaults)),
    route('GET', 'events', () => json({ events: control.events(), errorEvents: control.errorEvents() })),
    route('DELETE', 'events', doing(control.clearEvents)),
    route('GET', 'requests', (request) => {
      const filter = { path: request.query.get('path') ?? undefined, method: request.query.get('method') ?? undefined }
      return json({ requests: control.requests(filter) })
    }),
    route('DELETE', 'requests', doing(control.clearRequests)),
    route('POST', 'sessions', async (request) => {
      const body = await parseBody(request, sessionBody)
      return json(control.addSession(body.caipAddress, body.session))
    }),
    route('GET', 'names', () => json({ names: control.names() })),
    route('GET', 'checkouts', () => json({ checkouts: control.checkouts() })),
    route('POST', 'reset', doing(control.reset)),
  ]
}
