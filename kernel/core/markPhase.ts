/**
 * Marks a phase of an open in the page's performance timeline, for the bench (`foyer:plugins`, `foyer:kernel`).
 * The mark replaces the phase's earlier one: a mark per open would pile up in the timeline for the page's life.
 */
export function markPhase(name: `foyer:${string}`): void {
  performance.clearMarks(name)
  performance.mark(name)
}
