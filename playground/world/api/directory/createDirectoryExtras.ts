import * as z from 'zod/mini'
import type { WcWallet } from '../../../../plugins/connect/schemas.js'

/** At most this many extra entries at a time. */
const maxExtras = 100

/**
 * Entries a test adds to the directory (`POST /__world/directory`), listed first until cleared or the world is
 * reset. Only `id` and `name` are checked: their links are served as given, hostile ones included.
 */
export const extraEntriesBody = z.object({
  wallets: z
    .array(z.looseObject({ id: z.string().check(z.minLength(1)), name: z.string().check(z.minLength(1)) }))
    .check(z.maxLength(maxExtras)),
})

export interface DirectoryExtras {
  add(wallets: readonly WcWallet[]): void
  list(): WcWallet[]
  clear(): void
}

export function createDirectoryExtras(): DirectoryExtras {
  let extras: WcWallet[] = []
  return {
    add(wallets) {
      const ids = new Set(wallets.map((wallet) => wallet.id))
      extras = [...wallets, ...extras.filter((wallet) => !ids.has(wallet.id))].slice(0, maxExtras)
    },
    list: () => extras,
    clear() {
      extras = []
    },
  }
}
