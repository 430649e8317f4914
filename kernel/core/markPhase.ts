/**
 * Marks a phase of an open in the page's performance timeline (`foyer:plugins`, `foyer:kernel`) when the page asked
 * for the marks: the bench sets `globalThis.foyerPhaseMarks` before the page's scripts run. Each mark is also sent
 * to the browser's process, about 2 ms of the main thread at 4× CPU, which an app's visitors do not pay.
 * The mark replaces the phase's earlier one: a mark per open would pile up in the timeline for the page's life.
 */
export function markPhase(name: `foyer:${string}`): void {
  if ((globalThis as { foyerPhaseMarks?: unknown }).foyerPhaseMarks !== true) return
  performance.clearMarks(name)
  performance.mark(name)
}
