// The site's users and their keys: one EOA per user, its key derived from the site's seed and the user's id
// (so the same identity gets the same address after a restart), its smart account's CREATE2 address, and an
// ed25519 key for Solana derived the same way.
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { concat, type Hex, hexToBytes, keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { FrameAccountType } from '../../../../adapters/embedded/frame/frameMessages.js'
import type { Address } from '../../chains/tokens.js'
import { smartAccountAddressOf } from '../accounts/smartAccounts.js'

export type LoginProvider = 'email' | 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'

/** Who logs in: `id` is stable per identity, e.g. 'email:ada@example.com', 'google:ada', 'farcaster:1001'. */
export interface LoginIdentity {
  id: string
  provider: LoginProvider
  email: string | null
  userName: string | null
}

export interface SiteUser extends LoginIdentity {
  /** The EOA's private key: it never leaves the site. */
  key: Hex
  address: Address
  smartAccount: Address
  /** The Solana account's ed25519 secret (32 bytes): it never leaves the site. */
  solanaKey: Uint8Array
  /** Its public key, base58. */
  solanaAddress: string
  preferredAccountType: FrameAccountType
  createdAt: number
}

/** A user as the control shows it (no keys). */
export type PublicUser = Omit<SiteUser, 'key' | 'solanaKey'>

export function createUsers(seed: Hex, now: () => number) {
  const users = new Map<string, SiteUser>()
  return {
    /** The user of this identity, created on first login; `created` tells whether it is new. */
    login(identity: LoginIdentity): { user: SiteUser; created: boolean } {
      const known = users.get(identity.id)
      if (known) {
        if (identity.userName !== null) known.userName = identity.userName
        return { user: known, created: false }
      }
      const key = keccak256(concat([seed, toHex(identity.id)]))
      const address = privateKeyToAccount(key).address
      const solanaKey = hexToBytes(keccak256(concat([seed, toHex(`solana:${identity.id}`)])))
      const user: SiteUser = {
        ...identity,
        key,
        address,
        smartAccount: smartAccountAddressOf(address),
        solanaKey,
        solanaAddress: base58.encode(ed25519.getPublicKey(solanaKey)),
        preferredAccountType: 'eoa',
        createdAt: now(),
      }
      users.set(identity.id, user)
      return { user, created: true }
    },
    get: (id: string) => users.get(id),
    /** The user whose current email this is (an email login finds a user after an email update). */
    byEmail: (email: string) => [...users.values()].find((user) => user.email === email),
    /** The user whose smart account this is (case-insensitive). */
    bySmartAccount: (address: string) =>
      [...users.values()].find((user) => user.smartAccount.toLowerCase() === address.toLowerCase()),
    list: (): PublicUser[] => [...users.values()].map(({ key: _key, solanaKey: _solanaKey, ...user }) => ({ ...user })),
    clear: () => users.clear(),
  }
}
export type Users = ReturnType<typeof createUsers>
