import type { ErrorEvent, PendingEvent } from '../../../../kernel/analytics/analyticsSchemas.js'
import type { NameRecord } from '../../../../plugins/names/schemas.js'
import type { SmartSession } from '../../../../plugins/sessions/schemas.js'
import { compileGlob } from '../http/matchGlob.js'
import type { AnalyticsConfigAnswer, ConfigState, FeatureConfig, OriginsAnswer } from '../config/createConfigState.js'
import type { NameStore } from '../names/createNameStore.js'
import type { Checkout, Checkouts } from '../onramp/createCheckouts.js'
import type { SessionStore } from '../sessions/createSessionStore.js'
import type { FaultRule, Faults } from './createFaults.js'
import type { RecordedRequest, Recorder } from './createRecorder.js'

/** Switches and read-backs of the data API stand-in, for tests and the playground (also as JSON under /__world/). */
export interface WorldControl {
  /** Sets one remote feature of /appkit/v1/config, e.g. `setFeature('swap', { isEnabled: false })`. */
  setFeature(id: string, feature: { isEnabled: boolean; config?: string[] | null }): void
  /** Replaces the whole feature list (an id left out reads as disabled by the product). */
  setFeatures(features: FeatureConfig[]): void
  features(): FeatureConfig[]
  /** /projects/v1/origins answers this list, or fails with this status (429, 5xx). */
  setOrigins(answer: OriginsAnswer): void
  /** /getAnalyticsConfig answers this switch, or fails with this status. */
  setAnalyticsConfig(answer: AnalyticsConfigAnswer): void
  /** The next `times` (default 1) requests matching `route` answer `status` (with Retry-After if given). */
  fault(rule: FaultRule): void
  faults(): (FaultRule & { remaining: number })[]
  clearFaults(): void
  /** Analytics events received by POST /batch (and legacy single events by POST /e). */
  events(): PendingEvent[]
  /** Error events received by POST /e. */
  errorEvents(): ErrorEvent[]
  clearEvents(): void
  /** Every product request received, oldest first; optionally only a path glob and method. */
  requests(filter?: { path?: string; method?: string }): RecordedRequest[]
  clearRequests(): void
  /** Adds a smart session to a CAIP-10 account (defaults fill what is not given). */
  addSession(caipAddress: string, session?: Partial<SmartSession>): SmartSession
  names(): NameRecord[]
  checkouts(): Checkout[]
  /** Pays an onramp checkout, as its page's Pay button does: the wallet is credited on chain. */
  pay(checkoutId: string): Promise<Checkout>
  /** Fails an onramp checkout's purchase, as its page's Fail button does: nothing is credited. */
  fail(checkoutId: string): Checkout
  cancel(checkoutId: string): Checkout
  /** Back to the start: default config, no faults, records, names, sessions or checkouts. */
  reset(): void
}

export interface WorldControlParts {
  config: ConfigState
  faults: Faults
  recorder: Recorder
  names: NameStore
  sessions: SessionStore
  checkouts: Checkouts
  /** Extra directory entries (`/__world/directory`), cleared on reset. */
  directory?: { clear(): void }
}

export function createWorldControl(parts: WorldControlParts): WorldControl {
  const { config, faults, recorder } = parts
  return {
    setFeature: (id, feature) => config.setFeature(id, feature),
    setFeatures(features) {
      config.state.features = features.map((feature) => ({ ...feature }))
    },
    features: () => config.state.features.map((feature) => ({ ...feature })),
    setOrigins(answer) {
      config.state.origins = answer
    },
    setAnalyticsConfig(answer) {
      config.state.analytics = answer
    },
    fault: (rule) => faults.add(rule),
    faults: () => faults.list(),
    clearFaults: () => faults.clear(),
    events: () => recorder.read().events,
    errorEvents: () => recorder.read().errorEvents,
    clearEvents: () => recorder.clearEvents(),
    requests(filter = {}) {
      const matches = filter.path ? compileGlob(filter.path) : undefined
      const method = filter.method?.toUpperCase()
      return recorder
        .read()
        .requests.filter((request) => (!matches || matches(request.path)) && (!method || request.method === method))
    },
    clearRequests: () => recorder.clearRequests(),
    addSession: (caipAddress, session) => parts.sessions.add(caipAddress, session),
    names: () => parts.names.all(),
    checkouts: () => parts.checkouts.list(),
    pay: (checkoutId) => parts.checkouts.pay(checkoutId),
    fail: (checkoutId) => parts.checkouts.fail(checkoutId),
    cancel: (checkoutId) => parts.checkouts.cancel(checkoutId),
    reset() {
      config.reset()
      faults.clear()
      recorder.clearEvents()
      recorder.clearRequests()
      parts.names.clear()
      parts.sessions.clear()
      parts.checkouts.clear()
      parts.directory?.clear()
    },
  }
}
