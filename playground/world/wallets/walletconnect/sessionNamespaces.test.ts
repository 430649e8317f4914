import { expect, test } from 'vitest'
import { sessionNamespaces } from './sessionNamespaces.js'

const offer = {
  chainIds: [1, 42161],
  addresses: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const],
  methods: ['personal_sign', 'eth_sendTransaction'],
  events: ['accountsChanged', 'chainChanged'],
}

test('approves the asked chains the wallet has, the methods it implements and the events it emits', () => {
  const answer = sessionNamespaces(
    undefined,
    {
      eip155: {
        chains: ['eip155:42161', 'eip155:10'],
        methods: ['personal_sign', 'eth_sign'],
        events: ['chainChanged'],
      },
    },
    offer,
  )
  expect(answer).toEqual({
    ok: true,
    namespaces: {
      eip155: {
        chains: ['eip155:42161'],
        methods: ['personal_sign'],
        events: ['chainChanged'],
        accounts: ['eip155:42161:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      },
    },
  })
})

test('reads inline chain keys (eip155:1) like chains lists', () => {
  const answer = sessionNamespaces({}, { 'eip155:1': { methods: ['eth_sendTransaction'], events: [] } }, offer)
  expect(answer).toMatchObject({ ok: true, namespaces: { eip155: { chains: ['eip155:1'] } } })
})

test('refuses required chains it lacks (5100), no chain in common (5100) and required foreign namespaces (5104)', () => {
  expect(sessionNamespaces({ eip155: { chains: ['eip155:1', 'eip155:10'] } }, {}, offer)).toEqual({
    ok: false,
    error: { code: 5100, message: 'Unsupported chains.' },
  })
  expect(sessionNamespaces({}, { eip155: { chains: ['eip155:10'] } }, offer)).toMatchObject({ error: { code: 5100 } })
  expect(sessionNamespaces({ solana: { chains: ['solana:mainnet'] } }, {}, offer)).toMatchObject({
    error: { code: 5104, message: 'Unsupported namespace key.' },
  })
})
