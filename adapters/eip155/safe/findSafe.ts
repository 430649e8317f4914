import type { DiscoveredProvider } from '../discoverConnectors.js'
import type { Eip1193Provider } from '../Eip1193Provider.js'
import { createSafeChannel, type SafeHost } from './createSafeChannel.js'
import { createSafeProvider } from './createSafeProvider.js'
import { parseWalletAnswer } from '../walletAnswers.js'
import { safeInfoSchema } from './safeAnswers.js'

/** The origins of Safe's own web app, where a Safe App runs by default (as wagmi's `safe` connector allows). */
export const safeOrigins: readonly RegExp[] = [
  /^https:\/\/app\.safe\.global$/,
  /^https:\/\/([a-z0-9-]+\.)*gnosis-safe\.io$/,
]

/** The connector id of the Safe the app runs inside. */
export const safeConnectorId = 'safe'

export interface FindSafeOptions {
  /** The parent origins taken for a Safe (default `safeOrigins`). */
  allowedOrigins?: readonly RegExp[]
  /** How long the parent has to answer getSafeInfo (ms). */
  timeout?: number
  /** Where to look; the page's own window by default. */
  host?: SafeHost
}

/** The framing page's origin: the closest ancestor's (Chromium, Safari), else the referrer's. */
export function parentOrigin(): string | undefined {
  const ancestor = window.location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  return URL.canParse(document.referrer) ? new URL(document.referrer).origin : undefined
}

/**
 * The Safe the app runs inside, as a connector that connects on open: asks the framing page (when its origin is
 * an allowed one) for its Safe's info and takes the Safe's answer within `timeout`. Undefined when the page is
 * not framed by an allowed origin, the parent does not answer, or answers with something that is no Safe's info
 * (`onRefused` hears why).
 */
export async function findSafe(
  { allowedOrigins = safeOrigins, timeout = 1_000, host }: FindSafeOptions = {},
  onRefused: (error: unknown) => void = () => undefined,
): Promise<(DiscoveredProvider & { provider: Eip1193Provider }) | undefined> {
  const origin = host?.origin ?? parentOrigin()
  if (!origin || !allowedOrigins.some((allowed) => allowed.test(origin))) return undefined
  const channel = createSafeChannel(host ?? { parent: window.parent, events: window, origin })
  try {
    const info = parseWalletAnswer(
      safeInfoSchema,
      await channel.request('getSafeInfo', undefined, timeout),
      'Safe getSafeInfo',
    )
    return {
      connector: { id: safeConnectorId, type: 'EXTERNAL', name: 'Safe', autoConnect: true },
      provider: createSafeProvider(channel, info),
    }
  } catch (error) {
    channel.close()
    onRefused(error)
    return undefined
  }
}
