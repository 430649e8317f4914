/**
 * A User Timing mark (`foyer:<phase>`) for the bench's per-phase breakdown of an open (kernel ready,
 * plugins set up, view code, data); nothing where the Performance API is missing.
 */
export function markPhase(phase: string): void {
  globalThis.performance?.mark?.(`foyer:${phase}`)
}
