import { expect, test } from 'vitest'
import { usableAccounts } from './createPolkadotConnection.js'
import { kusama, polkadot } from './polkadotNetworks.js'

const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const bob = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'
const charlie = '5FLSigC9HGRKVhB9FiEo4Y3koPsNmBmLJbpXg2mp1hXcS59Y'

test('accounts bound to no chain or to this one are eoa accounts here; Ethereum-type and other chains’ are not', () => {
  const accounts = [
    { address: alice, genesisHash: null, type: 'sr25519' },
    { address: bob, genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3' },
    { address: charlie, type: 'ethereum' },
  ]
  expect(usableAccounts(accounts, polkadot)).toEqual([
    { address: alice, type: 'eoa' },
    { address: bob, type: 'eoa' },
  ])
  expect(usableAccounts(accounts, kusama)).toEqual([{ address: alice, type: 'eoa' }])
})
