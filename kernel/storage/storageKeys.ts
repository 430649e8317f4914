import * as z from 'zod/mini'
import type { AccountType, CaipNetworkId, Connection, Namespace } from '../types.js'
import type { Schema } from './FoyerStorage.js'

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

const namespace = z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
const accountType = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal'])
// Each schema below is made on its first read (z.lazy), shared parts once: a first open finds most keys empty,
// and every schema made is work on its critical path.
const optionalString = z.optional(z.string())
const wallet = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), imageUrl: optionalString, rdns: optionalString }),
)
/** A namespace's stored connections, each wallet once (the first entry of a connector wins). */
const connectionList = () =>
  z.pipe(
    z.array(
      z.object({
        connectorId: z.string(),
        accounts: z.array(z.object({ address: z.string(), type: accountType })),
        recent: z.optional(z.boolean()),
        authName: optionalString,
      }),
    ),
    z.transform((list) =>
      list.filter((item, index) => list.findIndex((c) => c.connectorId === item.connectorId) === index),
    ),
  )
export const cacheRecordSchema = z.lazy(() =>
  z.record(z.string(), z.object({ expiresAt: z.number(), value: z.unknown() })),
)

/** The schemas of the kernel's own keys; plugins register theirs through `storage.register`. */
export const kernelStorageSchemas: Record<string, Schema<unknown>> = {
  activeNetwork: z.lazy(() => z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))),
  recentWallets: z.lazy(() => z.array(wallet).check(z.maxLength(2))),
  connections: z.lazy(() =>
    z.partialRecord(
      namespace,
      z.object({
        status: z.enum(['connecting', 'connected']),
        connectorId: z.string(),
        connections: connectionList(),
        wallet: z.optional(wallet),
      }),
    ),
  ),
  socialLogin: z.lazy(() =>
    z.object({ provider: z.string(), username: optionalString, redirect: z.optional(z.boolean()) }),
  ),
  siwxSessions: z.lazy(() =>
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
  preferredAccountTypes: z.lazy(() => z.partialRecord(namespace, accountType)),
}
