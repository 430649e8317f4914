import type { HttpClient } from '../http/createHttpClient.js'
import { HttpError } from '../http/HttpError.js'
import { allowedOriginsSchema } from './allowedOriginsSchema.js'

export type OriginStatus = 'allowed' | 'not-allowed' | 'RATE_LIMITED' | 'SERVER_ERROR'

/** Origins every project allows (SERVICES §2.5), besides its own list. */
export const defaultAllowedOrigins = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
]

/** `*` stands for any run of characters but `/`; everything else is literal; case is ignored. */
function matches(origin: string, pattern: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*')
  return new RegExp(`^${source}$`, 'i').test(origin)
}

/** SERVICES §2.5: an empty list allows every origin; localhost and 127.0.0.1 are always allowed. */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true
  const hostname = URL.canParse(origin) ? new URL(origin).hostname : ''
  if (hostname === 'localhost' || hostname === '127.0.0.1') return true
  return [...allowed, ...defaultAllowedOrigins].some((pattern) => matches(origin, pattern))
}

/**
 * Checks the page's origin against the project's allowed origins. 429 is RATE_LIMITED and 5xx
 * SERVER_ERROR; any other failure counts as an empty list (all allowed). The call is made without
 * retries: a 429 must become the RATE_LIMITED alert at once, not after four more knocks on a rate limiter,
 * and a 5xx alert is only a notice, never a block.
 */
export async function checkAllowedOrigins(client: HttpClient, origin: string): Promise<{ status: OriginStatus }> {
  let allowed: string[] = []
  try {
    allowed = (await client.get({ path: '/projects/v1/origins', schema: allowedOriginsSchema, retries: 0 }))
      .allowedOrigins
  } catch (error) {
    const status = error instanceof HttpError ? (error.status ?? 0) : 0
    if (status === 429) return { status: 'RATE_LIMITED' }
    if (status >= 500) return { status: 'SERVER_ERROR' }
  }
  return { status: isOriginAllowed(origin, allowed) ? 'allowed' : 'not-allowed' }
}
