/** AppKit's pairing life (SPEC §9's 4 minutes): a URI counts as expired 10 s before that, and is replaced. */
export const pairingLifetimeMs = 4 * 60_000
export const pairingMarginMs = 10_000

/**
 * When a pairing URI must be replaced: 4 minutes after it was shown, or sooner when the URI's own
 * `expiryTimestamp` (seconds) says so.
 */
export function pairingExpiresAt(uri: string, now: number): number {
  const match = /[?&]expiryTimestamp=(\d+)/.exec(uri)
  const own = match ? Number(match[1]) * 1000 : Number.POSITIVE_INFINITY
  return Math.min(now + pairingLifetimeMs, own)
}

/** How long until the URI is replaced (never negative). */
export const refreshDelay = (expiresAt: number, now: number) => Math.max(0, expiresAt - pairingMarginMs - now)
