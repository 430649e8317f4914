import type { Namespace } from 'foyer'
import { isImageSource } from 'foyer/kit'
import type { WalletEntry } from '../rules/buildWalletList.js'
import { isMultiChain } from '../rules/multiChainConnectors.js'
import type { HeadlessWallet, HeadlessWalletKind } from './HeadlessState.js'

export interface ToHeadlessWalletsParameters {
  /** The search the directory's wallets answer: an installed or recent wallet stays when its name holds it. */
  query: string
  /** The namespaces a WalletConnect session serves (the adapters' WALLET_CONNECT connectors). */
  walletConnect: readonly Namespace[]
  /** A directory wallet's CAIP-2 chains, where the directory gives them. */
  chainsOf(walletId: string): readonly string[] | undefined
}

type Listed = Exclude<WalletEntry, { connector: unknown }>

const kindOf = (entry: WalletEntry): HeadlessWalletKind => {
  if ('connector' in entry) return 'recent' in entry && entry.recent ? 'recent' : 'installed'
  return entry.kind === 'recent' ? 'recent' : 'directory'
}

/** By WalletConnect: the session's namespaces, narrowed to the wallet's own chains when the directory names them. */
const pairedNamespaces = (entry: Listed, parameters: ToHeadlessWalletsParameters) => {
  const chains = parameters.chainsOf(entry.wallet.id)
  if (!chains) return parameters.walletConnect
  return parameters.walletConnect.filter((namespace) => chains.some((chain) => chain.startsWith(`${namespace}:`)))
}

const icon = (src: string | undefined) => (src && isImageSource(src) ? src : undefined)

/**
 * The wallet list (buildWalletList's entries, the directory's pages as its `recommended` ones) as plain wallets to
 * draw, each by id with the entry it was made from (what `connect` connects).
 */
export function toHeadlessWallets(entries: readonly WalletEntry[], parameters: ToHeadlessWalletsParameters) {
  const byId = new Map<string, WalletEntry>()
  const wanted = parameters.query.toLowerCase()
  const wallets: HeadlessWallet[] = []
  for (const entry of entries) {
    if (entry.kind === 'walletConnect') continue
    const kind = kindOf(entry)
    if (kind !== 'directory' && !entry.name.toLowerCase().includes(wanted)) continue
    const id = 'connector' in entry ? entry.key : `${kind}:${entry.wallet.id}`
    byId.set(id, entry)
    wallets.push({
      id,
      name: entry.name,
      kind,
      ...('connector' in entry
        ? {
            icon: icon(entry.connector.imageUrl),
            namespaces: isMultiChain(entry.connector)
              ? entry.connector.connectors.map((member) => member.chain)
              : [entry.connector.chain],
          }
        : { icon: icon(entry.wallet.image_url), namespaces: pairedNamespaces(entry, parameters) }),
    })
  }
  return { wallets, byId }
}
