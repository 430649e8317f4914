/** What marks a view (or the shell) as still waiting for its content. */
const busy = '.foyer-loading, [aria-busy="true"]'

/** Whether the dialog's body holds a view with content and nothing still loading: the open's first view is drawn. */
export function viewDrawn(inner: HTMLElement): boolean {
  return !inner.querySelector(busy) && inner.querySelector('.foyer-view > *') !== null
}
