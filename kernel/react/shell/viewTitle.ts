import type { RouteEntry, ViewDefinition } from '../../index.js'

/** The header's title for a route: the view's title (text, or a function of its params), else its name. */
export function viewTitle(definition: ViewDefinition | undefined, route: RouteEntry): string {
  const title = definition?.title
  if (typeof title === 'function') {
    try {
      return title(route.params)
    } catch {
      return route.view
    }
  }
  return title ?? route.view
}
