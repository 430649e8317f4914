import { RequestError } from './replies.js'
import type { Route } from './types.js'

/** One path segment decoded; a malformed percent-escape is the caller's error (400), not a crash. */
function decodeSegment(name: string, raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    throw new RequestError(name, `Malformed path: invalid percent-encoding in ${raw}`)
  }
}

export interface CompiledRoute {
  route: Route
  match(path: string): Record<string, string> | undefined
}

/** Compiles `/v1/account/:address/balance` into a matcher of whole paths (one segment per `:name`). */
export function compileRoute(route: Route): CompiledRoute {
  const names: string[] = []
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(segment.slice(1))
      return '([^/]+)'
    })
    .join('/')
  const pattern = new RegExp(`^${source}$`)
  return {
    route,
    match(path) {
      const found = pattern.exec(path)
      if (!found) return undefined
      const params: Record<string, string> = {}
      names.forEach((name, index) => {
        params[name] = decodeSegment(name, found[index + 1] ?? '')
      })
      return params
    },
  }
}
