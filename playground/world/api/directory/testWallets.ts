import type { WcWallet } from '../../../../plugins/connect/schemas.js'
import { hexId, uuidId } from './hashes.js'

/** A directory entry as the server holds it: the product's fields and the few it does not read. */
export type DirectoryWallet = WcWallet & { description: string; link_mode: string | null; supports_wcpay: boolean }

const worldChains = ['eip155:1', 'eip155:42161']

/** Directory ids of the world's test wallets, for `featuredWalletIds` and tests. */
export const testWalletIds = {
  testWallet: hexId('dev.foyer.testwallet'),
  testWallet2: hexId('dev.foyer.testwallet2'),
  walletConnectTestWallet: hexId('dev.foyer.wctestwallet'),
}

function testWallet(id: string, name: string, rdns: string | null, scheme: string, order: number): DirectoryWallet {
  return {
    id,
    name,
    badge_type: 'certified',
    description: `${name}, the world's wallet for tests.`,
    chains: worldChains,
    homepage: 'https://foyer.dev/testing',
    image_id: uuidId(`image:${id}`),
    order,
    mobile_link: scheme,
    desktop_link: scheme,
    webapp_link: scheme,
    app_store: null,
    play_store: null,
    chrome_store: null,
    rdns,
    injected: rdns ? [{ namespace: 'eip155', injected_id: rdns }] : null,
    supports_wc: true,
    supports_wcpay: false,
    link_mode: null,
  }
}

/** The injected test wallets (EIP-6963 rdns) and the WalletConnect one for the QR flow, first in the directory. */
export const testWallets: DirectoryWallet[] = [
  testWallet(testWalletIds.testWallet, 'Test Wallet', 'dev.foyer.testwallet', 'foyertest://wallet/', 1),
  testWallet(testWalletIds.testWallet2, 'Test Wallet 2', 'dev.foyer.testwallet2', 'foyertest://wallet2/', 2),
  testWallet(testWalletIds.walletConnectTestWallet, 'WalletConnect Test Wallet', null, 'foyertest://wc/', 3),
]
