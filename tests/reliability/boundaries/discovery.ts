import type fc from 'fast-check'
import type { Boundary, Verdict } from '../Boundary.js'
import { accepted, refused } from '../Boundary.js'

/** A connector as discovery lists it: what the Connect view shows. */
export interface Listed {
  connector: { id: unknown; name: unknown; imageUrl?: unknown }
}

/** One namespace's discovery, run on a page a case makes. */
export interface DiscoveryPage<P> {
  namespace: string
  input: fc.Arbitrary<P>
  /**
   * The page for `input`, as `window`; the connector ids discovery must list on it, and of those the ones that
   * are wholly good (by default all: a wallet listed beyond them is a hostile one discovery accepted).
   */
  page(input: P): { window: object; expected: string[]; good?: string[] }
  /** Runs the namespace's discovery on `window` (stubbed as the page); its list once the page has spoken. */
  discover(): Listed[]
}

const isText = (value: unknown) => typeof value === 'string'

/**
 * A namespace's wallet discovery on a page whose wallets are hostile beside good ones, through the real discovery
 * function: it never throws, every good wallet is still listed, and whatever it lists has a text id and name and
 * no image but text. A hostile wallet listed too counts as accepted, one left out as refused.
 */
export function discoveryBoundary<P>(discovery: DiscoveryPage<P>): Boundary<P> {
  return {
    name: `${discovery.namespace} wallet discovery`,
    input: discovery.input,
    check(input): Verdict {
      const global = globalThis as { window?: unknown }
      const { window, expected, good = expected } = discovery.page(input)
      global.window = window
      let listed: Listed[]
      try {
        listed = discovery.discover()
      } finally {
        delete global.window
      }
      const ids = listed.map(({ connector }) => connector.id)
      const missing = expected.filter((id) => !ids.includes(id))
      if (missing.length > 0) return refused(`the list (${missing.join(', ')} left out)`)
      const malformed = listed.find(
        ({ connector }) =>
          !isText(connector.id) ||
          !isText(connector.name) ||
          (connector.imageUrl !== undefined && !isText(connector.imageUrl)),
      )
      if (malformed) return refused('the list (a connector with a field that is not text)')
      return ids.some((id) => !good.includes(id as string)) ? accepted : refused()
    },
  }
}
