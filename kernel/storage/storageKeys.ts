import type { AccountType, CaipNetworkId, Connection, Namespace } from '../types.js'
import { rule } from '../options/rules/Rule.js'
import { ruleSchema } from '../options/rules/ruleSchema.js'
import type { Schema } from './FoyerStorage.js'
import { type RemoteConfigResponse, remoteConfigRule } from '../config/configAnswers.js'

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
    /** The config service's last answer for the project (null: it gave none), for a returning visitor's first view. */
    remoteConfig: { projectId: string; answer: RemoteConfigResponse | null }
  }
}

export type CacheRecord = Record<string, { expiresAt: number; value: unknown }>

// Stored values are read with rules, not zod (ruleSchema): a returning visitor's first open reads several, and zod's
// code would be in the first open's file for them alone.
const namespace = rule.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
const accountType = rule.enum(['eoa', 'smartAccount', 'payment', 'ordinal'])
const optionalString = rule.optional(rule.string())
const wallet = rule.object({ id: rule.string(), name: rule.string(), imageUrl: optionalString, rdns: optionalString })
const connection = rule.object({
  connectorId: rule.string(),
  accounts: rule.array(rule.object({ address: rule.string(), type: accountType })),
  recent: rule.optional(rule.boolean()),
  authName: optionalString,
})

/** A namespace's stored connections, each wallet once (the first entry of a connector wins). */
const firstOfEachWallet = (list: Connection[]) =>
  list.filter((item, index) => list.findIndex((c) => c.connectorId === item.connectorId) === index)

export const cacheRecordSchema: Schema<CacheRecord> = ruleSchema(
  rule.record(rule.string(), rule.object({ expiresAt: rule.number(), value: rule.unknown() })),
)

/** The schemas of the kernel's own keys; plugins register theirs through `storage.register`. */
export const kernelStorageSchemas: Record<string, Schema<unknown>> = {
  activeNetwork: ruleSchema(rule.string({ regex: /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/ })),
  recentWallets: ruleSchema(rule.array(wallet, { refine: (list) => list.length <= 2 })),
  connections: ruleSchema(
    rule.partialRecord(
      namespace,
      rule.object({
        status: rule.enum(['connecting', 'connected']),
        connectorId: rule.string(),
        connections: rule.array(connection),
        wallet: rule.optional(wallet),
      }),
    ),
    (value: Partial<Record<Namespace, StoredNamespaceConnection>>) => {
      for (const stored of Object.values(value)) stored.connections = firstOfEachWallet(stored.connections)
      return value
    },
  ),
  socialLogin: ruleSchema(
    rule.object({ provider: rule.string(), username: optionalString, redirect: rule.optional(rule.boolean()) }),
  ),
  siwxSessions: ruleSchema(
    rule.array(
      rule.object({
        data: rule.record(rule.string(), rule.unknown()),
        message: rule.string(),
        signature: rule.string(),
        cacao: rule.optional(rule.unknown()),
      }),
    ),
  ),
  balanceCache: cacheRecordSchema,
  portfolioCache: cacheRecordSchema,
  nameCache: cacheRecordSchema,
  identityCache: cacheRecordSchema,
  preferredAccountTypes: ruleSchema(rule.partialRecord(namespace, accountType)),
  remoteConfig: ruleSchema(rule.object({ projectId: rule.string(), answer: rule.nullable(remoteConfigRule) })),
}
