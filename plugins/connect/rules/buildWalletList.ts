import type { Connector, ConnectorTypeOrderItem } from 'foyer'
import { multiChainConnectors } from './multiChainConnectors.js'

/** A wallet of the directory, custom wallets and recent wallets (SPEC §3 wallet listing). */
export interface WalletListing {
  id: string
  name: string
  image_id?: string
  image_url?: string
  rdns?: string | null
}

export type WalletEntry =
  | { kind: 'walletConnect'; key: string; name: string; connector: Connector }
  | { kind: 'injected' | 'external'; key: string; name: string; connector: Connector; recent?: boolean }
  | { kind: 'recent' | 'featured' | 'custom' | 'recommended'; key: string; name: string; wallet: WalletListing }

export interface WalletListInput {
  order: readonly ConnectorTypeOrderItem[]
  connectors: readonly Connector[]
  recent: readonly WalletListing[]
  featured: readonly WalletListing[]
  custom: readonly WalletListing[]
  recommended: readonly WalletListing[]
  /** Directory ids, rdns or names (case-insensitive) to hide. */
  excluded: readonly string[]
  mobile: boolean
  /** `window.ethereum` (or another injected provider) is present. */
  hasInjectedProvider: boolean
}

/** SPEC §2: excluded wallets are hidden by rdns or by case-insensitive name (and by directory id). */
export function isExcluded(wallet: { id?: string; name: string; rdns?: string | null }, excluded: readonly string[]) {
  const lowered = excluded.map((entry) => entry.toLowerCase())
  return (
    lowered.includes(wallet.name.toLowerCase()) ||
    (wallet.rdns ? lowered.includes(wallet.rdns.toLowerCase()) : false) ||
    (wallet.id ? excluded.includes(wallet.id) : false)
  )
}

/**
 * SPEC §2: the Browser Wallet entry is hidden on desktop without an injected provider; on mobile it is
 * hidden when it has no rdns and is not installed.
 */
export function isInjectedVisible(
  connector: Connector,
  input: Pick<WalletListInput, 'mobile' | 'hasInjectedProvider'>,
) {
  if (connector.type !== 'INJECTED') return true
  if (!input.mobile) return input.hasInjectedProvider
  return Boolean(connector.info?.rdns) || input.hasInjectedProvider
}

/** A stored recent wallet (storage key `recentWallets`). */
export interface StoredRecentWallet {
  id: string
  name: string
  imageUrl?: string
  rdns?: string
}

/** A stored recent wallet (`imageUrl`) as a listing (`image_url`, the directory's field). */
export function recentListing(wallet: StoredRecentWallet): WalletListing {
  return {
    id: wallet.id,
    name: wallet.name,
    ...(wallet.imageUrl ? { image_url: wallet.imageUrl } : {}),
    ...(wallet.rdns ? { rdns: wallet.rdns } : {}),
  }
}

type Identity = { id?: string; name: string; rdns?: string | null }
const identities = (wallet: Identity) =>
  [wallet.id && `id:${wallet.id}`, wallet.rdns && `rdns:${wallet.rdns}`, `name:${wallet.name.toLowerCase()}`].filter(
    (value): value is string => Boolean(value),
  )

/**
 * The Connect view's wallet list, section by section in the connector type order (SPEC §9). A wallet
 * shows once, in the first section that has it; an installed (injected or announced), app-given (external) or
 * recent wallet is never repeated as featured or recommended, whatever the order. Connectors of different namespaces are
 * different wallets, even by one name (an EVM and a Solana "Phantom"): each namespace's shows, unless they name
 * one rdns: then they are one MULTI_CHAIN wallet (multiChainConnectors.ts).
 */
export function buildWalletList(input: WalletListInput): WalletEntry[] {
  const entries: WalletEntry[] = []
  const seen = new Set<string>()
  /** `chain`: a connector's namespace; a listing (or the WalletConnect entry) has none. */
  const add = (entry: WalletEntry, identity: Identity, chain?: string) => {
    const keys = identities(identity)
    const own = keys.map((key) => `${chain ?? 'listing'}/${key}`)
    const blocking = [...own, ...keys.map((key) => (chain ? `listing/${key}` : `connector/${key}`))]
    if (blocking.some((key) => seen.has(key)) || isExcluded(identity, input.excluded)) return
    for (const key of own) seen.add(key)
    if (chain) for (const key of keys) seen.add(`connector/${key}`)
    entries.push(entry)
  }
  const connectors = multiChainConnectors(input.connectors)
  const connectorsOf = (types: Connector['type'][]) => connectors.filter((c) => types.includes(c.type))
  const installed = input.order.includes('injected')
    ? connectorsOf(['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN']).filter((connector) => isInjectedVisible(connector, input))
    : []
  // The app's own connectors (a Coinbase SDK connector) are the wallet itself, as an installed one is.
  const external = input.order.includes('external') ? connectorsOf(['EXTERNAL']) : []
  const shownElsewhere = new Set(
    [
      ...[...installed, ...external].map((c) => ({ id: c.explorerId, name: c.name, rdns: c.info?.rdns })),
      ...(input.order.includes('recent') ? input.recent : []),
    ].flatMap(identities),
  )
  const listings = (kind: 'recent' | 'featured' | 'custom' | 'recommended', wallets: readonly WalletListing[]) => {
    for (const wallet of wallets) {
      if ((kind === 'featured' || kind === 'recommended') && identities(wallet).some((key) => shownElsewhere.has(key)))
        continue
      add({ kind, key: `${kind}:${wallet.id}`, name: wallet.name, wallet }, wallet)
    }
  }

  for (const section of input.order) {
    if (section === 'walletConnect')
      for (const connector of connectorsOf(['WALLET_CONNECT']))
        add(
          { kind: 'walletConnect', key: `wc:${connector.id}`, name: connector.name, connector },
          { name: connector.name },
        )
    if (section === 'injected')
      for (const connector of installed)
        add(
          { kind: 'injected', key: `injected:${connector.chain}:${connector.id}`, name: connector.name, connector },
          { id: connector.explorerId, name: connector.name, rdns: connector.info?.rdns },
          connector.chain,
        )
    if (section === 'external')
      for (const connector of external)
        add(
          { kind: 'external', key: `external:${connector.chain}:${connector.id}`, name: connector.name, connector },
          { id: connector.explorerId, name: connector.name },
          connector.chain,
        )
    if (section === 'recent')
      for (const wallet of input.recent) {
        // A recent wallet that is installed shows as its connector, tagged recent.
        const connector = connectors.find(
          (c) => (wallet.rdns && c.info?.rdns === wallet.rdns) || c.name.toLowerCase() === wallet.name.toLowerCase(),
        )
        if (connector && ['ANNOUNCED', 'INJECTED', 'EXTERNAL', 'MULTI_CHAIN'].includes(connector.type))
          add(
            {
              kind: connector.type === 'EXTERNAL' ? 'external' : 'injected',
              key: `recent:${connector.chain}:${connector.id}`,
              name: connector.name,
              connector,
              recent: true,
            },
            { id: connector.explorerId ?? wallet.id, name: connector.name, rdns: connector.info?.rdns ?? wallet.rdns },
            connector.chain,
          )
        else listings('recent', [wallet])
      }
    if (section === 'featured') listings('featured', input.featured)
    if (section === 'custom') listings('custom', input.custom)
    if (section === 'recommended') listings('recommended', input.recommended)
  }
  return entries
}
