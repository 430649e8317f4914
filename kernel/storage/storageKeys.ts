import * as z from 'zod/mini'
import type { AccountType, CaipNetworkId, Connection, Namespace } from '../types.js'
import { onFirstUse } from '../onFirstUse.js'
import type { Schema } from './FoyerStorage.js'
import { schemaOnUse } from './schemaOnUse.js'

export interface StoredWallet {
  id: string
  name: string
  imageUrl?: string
  rdns?: string
}

export interface StoredNamespaceConnection {
  status: 'connecting' | 'connected'
  connectorId: string
  connections: Connection[]
  /** The wallet the visitor chose, when it is not the connector's own (a listed wallet over WalletConnect). */
  wallet?: StoredWallet
}

export interface StoredSession {
  data: Record<string, unknown>
  message: string
  signature: string
  cacao?: unknown
}

declare module '../index.js' {
  interface StorageKeys {
    activeNetwork: CaipNetworkId
    /** At most two, newest first. */
    recentWallets: StoredWallet[]
    connections: Partial<Record<Namespace, StoredNamespaceConnection>>
    /** The social login used and the user name it gave; `redirect` while its same-tab redirect is under way. */
    socialLogin: { provider: string; username?: string; redirect?: boolean }
    siwxSessions: StoredSession[]
    balanceCache: CacheRecord
    portfolioCache: CacheRecord
    nameCache: CacheRecord
    identityCache: CacheRecord
    preferredAccountTypes: Partial<Record<Namespace, AccountType>>
  }
}

export type CacheRecord = Record<string, { expiresAt: number; value: unknown }>

// Each schema below is made on its first read (schemaOnUse), shared parts once: a first open finds most keys empty,
// and every schema made is work on its critical path.
const parts = onFirstUse(() => {
  const optionalString = z.optional(z.string())
  return {
    namespace: z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']),
    accountType: z.enum(['eoa', 'smartAccount', 'payment', 'ordinal']),
    optionalString,
    wallet: z.object({ id: z.string(), name: z.string(), imageUrl: optionalString, rdns: optionalString }),
  }
})
/** A namespace's stored connections, each wallet once (the first entry of a connector wins). */
const connectionList = () =>
  z.pipe(
    z.array(
      z.object({
        connectorId: z.string(),
        accounts: z.array(z.object({ address: z.string(), type: parts().accountType })),
        recent: z.optional(z.boolean()),
        authName: parts().optionalString,
      }),
    ),
    z.transform((list) =>
      list.filter((item, index) => list.findIndex((c) => c.connectorId === item.connectorId) === index),
    ),
  )
export const cacheRecordSchema = schemaOnUse(() =>
  z.record(z.string(), z.object({ expiresAt: z.number(), value: z.unknown() })),
)

/** The schemas of the kernel's own keys; plugins register theirs through `storage.register`. */
export const kernelStorageSchemas: Record<string, Schema<unknown>> = {
  activeNetwork: schemaOnUse(() => z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))),
  recentWallets: schemaOnUse(() => z.array(parts().wallet).check(z.maxLength(2))),
  connections: schemaOnUse(() =>
    z.partialRecord(
      parts().namespace,
      z.object({
        status: z.enum(['connecting', 'connected']),
        connectorId: z.string(),
        connections: connectionList(),
        wallet: z.optional(parts().wallet),
      }),
    ),
  ),
  socialLogin: schemaOnUse(() =>
    z.object({ provider: z.string(), username: parts().optionalString, redirect: z.optional(z.boolean()) }),
  ),
  siwxSessions: schemaOnUse(() =>
    z.array(
      z.object({
        data: z.record(z.string(), z.unknown()),
        message: z.string(),
        signature: z.string(),
        cacao: z.optional(z.unknown()),
      }),
    ),
  ),
  balanceCache: cacheRecordSchema,
  portfolioCache: cacheRecordSchema,
  nameCache: cacheRecordSchema,
  identityCache: cacheRecordSchema,
  preferredAccountTypes: schemaOnUse(() => z.partialRecord(parts().namespace, parts().accountType)),
}
