import { expect, test } from 'vitest'
import { approvedNetworkIds } from './approvedNetworkIds.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('a session approves the chains of its eip155 namespace', () => {
  const session = { namespaces: { eip155: { chains: ['eip155:1', 'eip155:42161'], accounts: [`eip155:1:${alice}`] } } }
  expect(approvedNetworkIds(session)).toEqual(['eip155:1', 'eip155:42161'])
})

test('without chains, the networks of its accounts, once each', () => {
  const session = {
    namespaces: {
      eip155: {
        accounts: [`eip155:1:${alice}`, `eip155:10:${alice}`, `eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8`],
      },
    },
  }
  expect(approvedNetworkIds(session)).toEqual(['eip155:1', 'eip155:10'])
})

test('no session, or one without eip155, approves nothing in particular', () => {
  expect(approvedNetworkIds(undefined)).toBeUndefined()
  expect(approvedNetworkIds({ namespaces: { solana: { accounts: [] } } })).toBeUndefined()
})
