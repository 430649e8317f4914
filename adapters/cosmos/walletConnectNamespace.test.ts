import { expect, test } from 'vitest'
import { cosmosHub, cosmosNetwork } from './cosmosNetworks.js'
import { walletConnectNamespace } from './walletConnectNamespace.js'

const local = cosmosNetwork({ chainId: 'foyer-local-1', name: 'Cosmos (local)', restUrl: 'http://127.0.0.1:1317' })

test('the cosmos session proposal asks for the app’s chains by CAIP-2 id, the cosmos_* methods, RPC URLs by chain id', () => {
  expect(walletConnectNamespace([local, cosmosHub])).toEqual({
    chains: ['cosmos:foyer-local-1', 'cosmos:cosmoshub-4'],
    methods: ['cosmos_getAccounts', 'cosmos_signAmino', 'cosmos_signDirect'],
    events: ['accountsChanged', 'chainChanged'],
    rpcMap: { 'foyer-local-1': 'http://127.0.0.1:1317', 'cosmoshub-4': 'https://rpc.cosmos.directory/cosmoshub' },
  })
})
