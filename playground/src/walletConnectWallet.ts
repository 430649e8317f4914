import type { WalletConnectTestWallet, WalletMode } from 'foyer/testing/walletconnect'
import { urlNamespaces } from './appNamespaces.js'
import { walletChains } from './testWallets.js'
import type { World } from './world.js'

export type { WalletConnectTestWallet }

let wallet: Promise<WalletConnectTestWallet> | undefined

/** The world's Solana localnet, which the wallet's solana namespace signs for and sends to. */
const solanaOf = (world: World) => {
  const chain = world.chains.find((candidate) => candidate.namespace === 'solana')
  return chain ? { solana: { rpcUrl: chain.rpcUrl, chains: [`solana:${chain.chainId}`] } } : {}
}

/**
 * The bip122, polkadot and cosmos namespaces, each on the world's chain of it, for the namespaces the app offers
 * (`namespaces=` in the URL): the wallet loads their libraries only then.
 */
const otherNamespacesOf = (world: World) => {
  const offered = urlNamespaces(location.search)
  const chainsOf = (namespace: 'bip122' | 'polkadot' | 'cosmos') =>
    world.chains.filter((chain) => chain.namespace === namespace).map((chain) => `${namespace}:${chain.chainId}`)
  return Object.fromEntries(
    (['bip122', 'polkadot', 'cosmos'] as const)
      .filter((namespace) => offered.includes(namespace) && chainsOf(namespace).length > 0)
      .map((namespace) => [namespace, { chains: chainsOf(namespace) }]),
  )
}

/**
 * The page's WalletConnect test wallet (WalletKit on the world's relay, the world's EVM chains), made on
 * first use: `foyer/testing/walletconnect` (WalletKit and its Core) loads only then. It also holds the solana
 * namespace (Solana test account 0, the world's localnet), and the bip122, polkadot and cosmos ones the app offers, so a
 * pairing that proposes several approves each. It checks the app's
 * origin with the world's Verify stand-in. Also on `window.__foyerWalletConnectWallet` for tests.
 */
export function walletConnectWallet(world: World): Promise<WalletConnectTestWallet> {
  const relayUrl = world.urls.relay
  if (!relayUrl) return Promise.reject(new Error('This world has no WalletConnect relay'))
  wallet ??= import('foyer/testing/walletconnect')
    .then(({ createWalletConnectTestWallet }) =>
      createWalletConnectTestWallet({
        relayUrl,
        ...(world.verifyUrl ? { verifyUrl: world.verifyUrl } : {}),
        chains: walletChains(world),
        ...solanaOf(world),
        ...otherNamespacesOf(world),
      }),
    )
    .then((created) => {
      Object.assign(window, { __foyerWalletConnectWallet: created })
      return created
    })
  wallet.catch(() => {
    wallet = undefined
  })
  return wallet
}

/** Pairs the page's WalletConnect test wallet with a `wc:` URI; it answers the proposal and requests by `mode`. */
export async function pairWalletConnect(world: World, uri: string, mode: WalletMode = 'approve') {
  const paired = await walletConnectWallet(world)
  paired.setMode(mode)
  await paired.pair(uri)
  return paired
}
