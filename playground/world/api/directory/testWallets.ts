import type { WcWallet } from '../../../../plugins/connect/schemas.js'
import { SOLANA_CAIP_NETWORK_ID } from '../../solana/localnet.js'
import { BITCOIN_TESTNET_CAIP_NETWORK_ID } from '../../wallets/bitcoin/bitcoinTestAccounts.js'
import { COSMOS_CAIP_NETWORK_ID } from '../../wallets/cosmos/cosmosTestAccounts.js'
import { POLKADOT_CAIP_NETWORK_ID } from '../../wallets/polkadot/polkadotTestAccounts.js'
import { hexId, uuidId } from './hashes.js'

/** A directory entry as the server holds it: the product's fields and the few it does not read. */
export type DirectoryWallet = WcWallet & { description: string; link_mode: string | null; supports_wcpay: boolean }

const worldChains = ['eip155:1', 'eip155:42161']

/** Directory ids of the world's test wallets, for `featuredWalletIds` and tests. */
export const testWalletIds = {
  testWallet: hexId('dev.foyer.testwallet'),
  testWallet2: hexId('dev.foyer.testwallet2'),
  walletConnectTestWallet: hexId('dev.foyer.wctestwallet'),
  polkadotTestWallet: hexId('dev.foyer.testwallet.polkadot'),
  cosmosTestWallet: hexId('dev.foyer.testwallet.cosmos'),
}

type Injected = NonNullable<WcWallet['injected']>

interface Entry {
  id: string
  name: string
  rdns: string | null
  /** The app link scheme, when the wallet answers WalletConnect. */
  scheme: string | null
  order: number
  chains?: string[]
  injected?: Injected
}

const slugOf = (name: string) => name.toLowerCase().replaceAll(' ', '-')
const webAppOf = (name: string) => `https://foyer.dev/testing/${slugOf(name)}/`

function testWallet({ id, name, rdns, scheme, order, chains = worldChains, injected }: Entry): DirectoryWallet {
  return {
    id,
    name,
    badge_type: 'certified',
    description: `${name}, the world's wallet for tests.`,
    chains,
    homepage: 'https://foyer.dev/testing',
    image_id: uuidId(`image:${id}`),
    order,
    mobile_link: scheme,
    desktop_link: scheme,
    // A web app is an http(s) page (the product drops any other scheme there).
    webapp_link: scheme ? webAppOf(name) : null,
    // A wallet with an app has its store pages, as the real directory's entries do (https, never opened here).
    app_store: scheme ? `https://apps.apple.com/app/${slugOf(name)}/id${6_400_000_000 + order}` : null,
    play_store: scheme ? `https://play.google.com/store/apps/details?id=dev.foyer.${slugOf(name)}` : null,
    chrome_store: null,
    rdns,
    injected: injected ?? (rdns ? [{ namespace: 'eip155', injected_id: rdns }] : null),
    supports_wc: scheme !== null,
    supports_wcpay: false,
    link_mode: null,
  }
}

/**
 * The injected test wallets and the WalletConnect one for the QR flow, first in the directory. 'Test Wallet' is
 * one multi-chain wallet, as Phantom is: EIP-6963 on eip155 (its rdns), and the Wallet Standard's 'Test Wallet' on
 * the Solana localnet and Bitcoin testnet (wallets/solana, wallets/bitcoin). Polkadot's is `injectedWeb3`'s
 * 'foyer-test-wallet', Cosmos's the Keplr-style `window.keplr` (wallets/polkadot, wallets/cosmos).
 */
export const testWallets: DirectoryWallet[] = [
  testWallet({
    id: testWalletIds.testWallet,
    name: 'Test Wallet',
    rdns: 'dev.foyer.testwallet',
    scheme: 'foyertest://wallet/',
    order: 1,
    chains: [...worldChains, SOLANA_CAIP_NETWORK_ID, BITCOIN_TESTNET_CAIP_NETWORK_ID],
    injected: [
      { namespace: 'eip155', injected_id: 'dev.foyer.testwallet' },
      { namespace: 'solana', injected_id: 'Test Wallet' },
      { namespace: 'bip122', injected_id: 'Test Wallet' },
    ],
  }),
  testWallet({
    id: testWalletIds.testWallet2,
    name: 'Test Wallet 2',
    rdns: 'dev.foyer.testwallet2',
    scheme: 'foyertest://wallet2/',
    order: 2,
  }),
  testWallet({
    id: testWalletIds.walletConnectTestWallet,
    name: 'WalletConnect Test Wallet',
    rdns: null,
    scheme: 'foyertest://wc/',
    order: 3,
  }),
  testWallet({
    id: testWalletIds.polkadotTestWallet,
    name: 'Polkadot Test Wallet',
    rdns: null,
    scheme: null,
    order: 4,
    chains: [POLKADOT_CAIP_NETWORK_ID],
    injected: [{ namespace: 'polkadot', injected_id: 'foyer-test-wallet' }],
  }),
  testWallet({
    id: testWalletIds.cosmosTestWallet,
    name: 'Cosmos Test Wallet',
    rdns: null,
    scheme: null,
    order: 5,
    chains: [COSMOS_CAIP_NETWORK_ID],
    injected: [{ namespace: 'cosmos', injected_id: 'keplr' }],
  }),
]
