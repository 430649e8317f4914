import type { Connector } from 'foyer'
import { describe, expect, test } from 'vitest'
import { isMultiChain, multiChainConnectors, splitMultiChain } from './multiChainConnectors.js'

const evm: Connector = {
  id: 'dev.foyer.testwallet',
  type: 'ANNOUNCED',
  name: 'Test Wallet',
  chain: 'eip155',
  info: { rdns: 'dev.foyer.testwallet' },
}
const solana: Connector = { ...evm, id: 'Test Wallet', chain: 'solana' }
const walletConnect: Connector = { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' }

describe('a wallet that offers several namespaces', () => {
  test('announced connectors of two namespaces with one rdns are one MULTI_CHAIN entry in the first one’s place', () => {
    const [first, second, ...rest] = multiChainConnectors([walletConnect, evm, solana])
    expect(first).toBe(walletConnect)
    expect(rest).toEqual([])
    expect(second).toMatchObject({ type: 'MULTI_CHAIN', id: 'dev.foyer.testwallet', name: 'Test Wallet' })
    expect(second && isMultiChain(second) && second.connectors).toEqual([evm, solana])
  })

  test('one name without a shared rdns stays two wallets, one per namespace', () => {
    const noRdns = { ...solana, info: {} }
    expect(multiChainConnectors([evm, noRdns])).toEqual([evm, noRdns])
  })

  test('two connectors of one namespace with one rdns are not merged', () => {
    const twin = { ...evm, id: 'other' }
    expect(multiChainConnectors([evm, twin])).toEqual([evm, twin])
  })

  test('the active namespace’s connector leads; the others connect beside it', () => {
    const [, multi] = multiChainConnectors([walletConnect, evm, solana])
    if (!multi || !isMultiChain(multi)) throw new TypeError('expected a MULTI_CHAIN connector')
    expect(splitMultiChain(multi, 'solana')).toEqual({ lead: solana, companions: [evm] })
    expect(splitMultiChain(multi, undefined)).toEqual({ lead: evm, companions: [solana] })
  })
})
