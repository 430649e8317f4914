export interface NonceStore {
  /** A fresh nonce (16 hex characters: EIP-4361's alphanumeric, at least 8). */
  issue(): string
  /** True once for a nonce issued here and not yet expired; it is used up then, so a replay gets false. */
  take(nonce: string): boolean
}

/** Single-use nonces, each good for `lifetimeMs` (default 10 minutes) after it was issued. */
export function createNonceStore({ lifetimeMs = 600_000, now = Date.now } = {}): NonceStore {
  const issued = new Map<string, number>()
  const sweep = () => {
    for (const [nonce, at] of issued) if (now() - at >= lifetimeMs) issued.delete(nonce)
  }
  return {
    issue() {
      sweep()
      const nonce = [...crypto.getRandomValues(new Uint8Array(8))]
        .map((byte) => byte.toString(16).padStart(2, '0'))
        .join('')
      issued.set(nonce, now())
      return nonce
    },
    take(nonce) {
      sweep()
      return issued.delete(nonce)
    },
  }
}
