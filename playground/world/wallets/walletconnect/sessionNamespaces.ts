// The eip155 namespace a wallet approves for a session proposal: the chains asked for (required or optional, also
// as inline keys like `eip155:1`) that the wallet has, the methods it implements and the events it emits, with
// every held address on every approved chain. The sign client 2.25 moves required namespaces into optional ones
// before proposing, so both are read the same way.
import type { Address } from '../eip155/WalletContext.js'

export interface ProposedNamespace {
  chains?: string[]
  methods?: string[]
  events?: string[]
}

export interface SessionNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  accounts: string[]
}

export interface WalletOffer {
  chainIds: number[]
  addresses: Address[]
  methods: readonly string[]
  events: readonly string[]
}

export type NamespaceAnswer =
  | { ok: true; namespaces: { eip155: SessionNamespace } }
  | { ok: false; error: { code: number; message: string } }

const unsupportedChains = { code: 5100, message: 'Unsupported chains.' }
const unsupportedNamespace = { code: 5104, message: 'Unsupported namespace key.' }

/** `eip155:1:0xabc…` for every address on every chain. */
export const caipAccounts = (chainIds: number[], addresses: Address[]) =>
  chainIds.flatMap((chainId) => addresses.map((address) => `eip155:${chainId}:${address}`))

export function sessionNamespaces(
  required: Record<string, ProposedNamespace> | undefined,
  optional: Record<string, ProposedNamespace> | undefined,
  offer: WalletOffer,
): NamespaceAnswer {
  const entries = [...Object.entries(required ?? {}), ...Object.entries(optional ?? {})]
  if (Object.keys(required ?? {}).some((key) => key.split(':')[0] !== 'eip155')) {
    return { ok: false, error: unsupportedNamespace }
  }
  const asked = entries.filter(([key]) => key.split(':')[0] === 'eip155')
  const chains = new Set(asked.flatMap(([key, namespace]) => (key.includes(':') ? [key] : (namespace.chains ?? []))))
  const requiredChains = Object.entries(required ?? {}).flatMap(([key, namespace]) =>
    key.includes(':') ? [key] : (namespace.chains ?? []),
  )
  const held = new Set(offer.chainIds.map((chainId) => `eip155:${chainId}`))
  if (requiredChains.some((chain) => !held.has(chain))) return { ok: false, error: unsupportedChains }
  const approved = offer.chainIds.filter((chainId) => chains.has(`eip155:${chainId}`))
  if (approved.length === 0) return { ok: false, error: unsupportedChains }
  const methods = new Set(asked.flatMap(([, namespace]) => namespace.methods ?? []))
  const events = new Set(asked.flatMap(([, namespace]) => namespace.events ?? []))
  return {
    ok: true,
    namespaces: {
      eip155: {
        chains: approved.map((chainId) => `eip155:${chainId}`),
        methods: offer.methods.filter((method) => methods.has(method)),
        events: offer.events.filter((event) => events.has(event)),
        accounts: caipAccounts(approved, offer.addresses),
      },
    },
  }
}
