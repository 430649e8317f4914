/**
 * Notes when a phase of an open was reached (`foyer:plugins`, `foyer:kernel`) for a page that asked: the bench sets
 * `globalThis.foyerPhaseMarks = {}` before the page's scripts run, and each phase's latest time (`performance.now()`)
 * is written in it under its name. Not a `performance.mark`: a mark is also sent to the browser's process, up to
 * 3 ms of the main thread at 1× CPU in a trace of the bench's returning visit, which would be counted against Foyer.
 */
export function markPhase(name: `foyer:${string}`): void {
  const marks = (globalThis as { foyerPhaseMarks?: unknown }).foyerPhaseMarks
  if (typeof marks === 'object' && marks !== null) (marks as Record<string, number>)[name] = performance.now()
}
