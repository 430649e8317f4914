import type { Connector } from 'foyer'
import { describe, expect, test } from 'vitest'
import { installedTarget, walletConnectTarget } from './connectTargets.js'
import { multiChainConnectors } from './multiChainConnectors.js'

/** A connector of `chain`; an announced one names the Test Wallet's rdns (one wallet of two namespaces). */
const connector = (chain: Connector['chain'], type: Connector['type'] = 'ANNOUNCED'): Connector =>
  type === 'ANNOUNCED'
    ? { id: `test-${chain}`, type, name: 'Test Wallet', chain, info: { rdns: 'dev.foyer.testwallet' } }
    : { id: 'walletConnect', type, name: 'WalletConnect', chain }
const evm = connector('eip155')
const solana = connector('solana')
const evmWalletConnect = connector('eip155', 'WALLET_CONNECT')
const solanaWalletConnect = connector('solana', 'WALLET_CONNECT')

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
