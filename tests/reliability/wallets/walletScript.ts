import { materialized } from '../garbage.js'

/** How a fake wallet answers one method in a case: with a value, or by throwing it. */
export interface Scripted {
  method: string
  throws: boolean
  value: unknown
}

/**
 * What a fake wallet of any namespace answers: its good answers, except the one method a case scripts (made real
 * from its Hostile stand-ins when the wallet is asked, as a wallet would hand it over).
 */
export function createWalletScript(good: Record<string, () => unknown>) {
  let scripted: Scripted | undefined
  /** The wallet's answer to `method`, at once (a property it reads out). */
  const now = (method: string): unknown => {
    if (scripted?.method !== method) return good[method]?.()
    const value = materialized(scripted.value)
    if (scripted.throws) throw value
    return value
  }
  return {
    now,
    /** The wallet's answer to `method`, as a call resolves or rejects it. */
    answer: async (method: string): Promise<unknown> => now(method),
    /** Whether `method` is the one scripted (its answer still to be made). */
    scripts: (method: string) => scripted?.method === method,
    set(next: Scripted | undefined) {
      scripted = next
    },
  }
}

export type WalletScript = ReturnType<typeof createWalletScript>
