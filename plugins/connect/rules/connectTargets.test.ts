import type { Connector } from 'foyer'
import { describe, expect, test } from 'vitest'
import { installedTarget, walletConnectTarget } from './connectTargets.js'
import { multiChainConnectors } from './multiChainConnectors.js'

const evm: Connector = {
  id: 'dev.foyer.testwallet',
  type: 'ANNOUNCED',
  name: 'Test Wallet',
  chain: 'eip155',
  info: { rdns: 'dev.foyer.testwallet' },
}
const solana: Connector = { ...evm, id: 'Test Wallet', chain: 'solana' }
const evmWalletConnect: Connector = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
}
const solanaWalletConnect: Connector = { ...evmWalletConnect, chain: 'solana' }

describe('what a choice connects', () => {
  test('an installed wallet connects its connector alone', () => {
    expect(installedTarget(evm, 'solana')).toEqual({ namespace: 'eip155', connectorId: evm.id, companions: [] })
  })

  test('a wallet of several namespaces connects the active namespace’s connector first, the others beside it', () => {
    const [multi] = multiChainConnectors([evm, solana])
    expect(installedTarget(multi!, 'solana')).toEqual({
      namespace: 'solana',
      connectorId: solana.id,
      companions: [{ namespace: 'eip155', connectorId: evm.id }],
    })
  })

  test('a WalletConnect pairing leads with the active namespace’s connector; one session serves the others', () => {
    const connectors = [evm, evmWalletConnect, solanaWalletConnect]
    expect(walletConnectTarget(connectors, 'solana')).toEqual({
      namespace: 'solana',
      connectorId: 'walletConnect',
      companions: [{ namespace: 'eip155', connectorId: 'walletConnect' }],
    })
    expect(walletConnectTarget(connectors, undefined)?.namespace).toBe('eip155')
  })

  test('without a WalletConnect connector there is no pairing to start', () => {
    expect(walletConnectTarget([evm], 'eip155')).toBeUndefined()
  })
})
