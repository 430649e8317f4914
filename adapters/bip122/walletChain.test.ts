import { expect, test } from 'vitest'
import { bitcoinMainnet, bitcoinNetwork, bitcoinTestnet } from './bitcoinNetworks.js'
import { walletChain } from './walletChain.js'

test('the CAIP-2 id when the wallet names it, else the Wallet Standard name of mainnet, testnet and regtest', () => {
  expect(walletChain(bitcoinTestnet, [bitcoinTestnet.caipNetworkId])).toBe(bitcoinTestnet.caipNetworkId)
  expect(walletChain(bitcoinMainnet, [])).toBe('bitcoin:mainnet')
  expect(walletChain(bitcoinTestnet, ['bitcoin:testnet'])).toBe('bitcoin:testnet')
  expect(walletChain(bitcoinNetwork({ name: 'Regtest', esploraUrl: 'http://127.0.0.1:1' }), [])).toBe('bitcoin:regtest')
})

test('the networks are named by their CAIP-2 ids, in BTC with 8 decimals; a regtest one by its Esplora URL', () => {
  expect(bitcoinMainnet.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93')
  expect(bitcoinTestnet.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba')
  const regtest = bitcoinNetwork({ name: 'Regtest', esploraUrl: 'http://127.0.0.1:1' })
  expect(regtest).toMatchObject({
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    nativeCurrency: { symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
    testnet: true,
  })
})
