import { expect, test } from 'vitest'
import * as testing from './testing.js'

test('foyer/testing exports the test wallet API, the frame site control client and nothing else', () => {
  expect(Object.keys(testing).sort()).toEqual([
    'ProviderRpcError',
    'approvalMethods',
    'createTestWallet',
    'frameControlClient',
    'injectTestWallet',
    'injectTestWalletsFromUrl',
    'testAccounts',
    'walletIcon',
  ])
})

test('each namespace has its own testing entry with its wallet API', async () => {
  const entries = {
    solana: await import('./testing/solana.js'),
    bitcoin: await import('./testing/bitcoin.js'),
    polkadot: await import('./testing/polkadot.js'),
    cosmos: await import('./testing/cosmos.js'),
    namespaces: await import('./testing/namespaces.js'),
  }
  expect(Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, Object.keys(entry).sort()]))).toEqual(
    {
      solana: [
        'SOLANA_CAIP_NETWORK_ID',
        'SOLANA_GENESIS_HASH',
        'SOLANA_LOCALNET_CHAIN',
        'SOLANA_USDC',
        'createSolanaTestWallet',
        'injectSolanaTestWallet',
        'solanaTestAccounts',
        'solanaUserRejected',
      ],
      bitcoin: [
        'BITCOIN_NETWORK_NAME',
        'BITCOIN_TESTNET_CAIP_NETWORK_ID',
        'BITCOIN_TESTNET_CHAIN',
        'bitcoinTestAccounts',
        'createBitcoinTestWallet',
        'injectBitcoinTestWallet',
      ],
      polkadot: [
        'POLKADOT_CAIP_NETWORK_ID',
        'createPolkadotTestWallet',
        'injectPolkadotTestWallet',
        'polkadotTestAccounts',
      ],
      cosmos: [
        'COSMOS_CAIP_NETWORK_ID',
        'cosmosHub',
        'cosmosTestAccounts',
        'createKeplrTestWallet',
        'injectKeplrTestWallet',
      ],
      namespaces: ['injectNamespaceTestWalletsFromUrl'],
    },
  )
})
