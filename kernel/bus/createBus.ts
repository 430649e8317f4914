import mitt, { type Emitter } from 'mitt'
import type { Events } from '../registries.js'
import type { KernelEvents } from './KernelEvents.js'

export type AllEvents = KernelEvents & Events
// mitt wants a Record<EventType, unknown>; the registries are interfaces, so widen them here.
export type Bus = Emitter<{ [K in keyof AllEvents]: AllEvents[K] }>

/** The typed event bus (mitt). Plugins add events by augmenting `Events`. */
export function createBus(): Bus {
  return mitt()
}
