import { expect, test } from 'vitest'
import { chainInfoOf } from './chainInfoOf.js'
import { cosmosHub, cosmosNetwork } from './cosmosNetworks.js'

test('a network made by cosmosNetwork is suggested to Keplr with its prefix, REST and RPC URLs and currency', () => {
  const osmosis = cosmosNetwork({
    chainId: 'osmosis-1',
    name: 'Osmosis',
    restUrl: 'https://rest.example',
    rpcUrl: 'https://rpc.example',
    bech32Prefix: 'osmo',
    currency: { name: 'Osmo', symbol: 'OSMO', decimals: 6, denom: 'uosmo' },
  })
  expect(chainInfoOf(osmosis)).toMatchObject({
    chainId: 'osmosis-1',
    chainName: 'Osmosis',
    rest: 'https://rest.example',
    rpc: 'https://rpc.example',
    bip44: { coinType: 118 },
    bech32Config: { bech32PrefixAccAddr: 'osmo', bech32PrefixValAddr: 'osmovaloper' },
    currencies: [{ coinDenom: 'OSMO', coinMinimalDenom: 'uosmo', coinDecimals: 6 }],
  })
  expect(chainInfoOf(cosmosHub).currencies).toEqual([{ coinDenom: 'ATOM', coinMinimalDenom: 'uatom', coinDecimals: 6 }])
})

test('a plain Network (a world chain) is read with defaults: its RPC URL as REST, prefix cosmos, denom u + symbol', () => {
  const info = chainInfoOf({
    id: 'foyer-local-1',
    chainNamespace: 'cosmos',
    caipNetworkId: 'cosmos:foyer-local-1',
    name: 'Cosmos (local)',
    nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1317'] } },
  })
  expect(info).toMatchObject({
    chainId: 'foyer-local-1',
    rest: 'http://127.0.0.1:1317',
    rpc: 'http://127.0.0.1:1317',
    bech32Config: { bech32PrefixAccAddr: 'cosmos' },
    currencies: [{ coinMinimalDenom: 'uatom' }],
  })
})
