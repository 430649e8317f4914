import type { Network } from 'foyer'
import { isAllowedRpcMethod } from 'foyer/kit'
import { describe, expect, test } from 'vitest'
import { walletConnectNamespace } from './walletConnectNamespace.js'

const network = (id: number, http: string[]): Network => ({
  id,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http } },
})

const options = { urls: { rpc: 'http://127.0.0.1:9/rpc' }, projectId: 'p1' } as never

describe('the eip155 session proposal', () => {
  const proposal = walletConnectNamespace([network(1, ['http://127.0.0.1:8545']), network(42161, [])], options)

  test('asks for exactly the methods of SPEC §6 that a wallet answers', () => {
    expect([...proposal.methods].sort()).toEqual(
      [
        'eth_accounts',
        'eth_requestAccounts',
        'eth_sendTransaction',
        'eth_signTypedData_v4',
        'personal_sign',
        'wallet_addEthereumChain',
        'wallet_getAssets',
        'wallet_getCallsStatus',
        'wallet_getCapabilities',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'wallet_sendCalls',
        'wallet_switchEthereumChain',
      ].sort(),
    )
    expect(proposal.methods.every(isAllowedRpcMethod)).toBe(true)
    for (const outside of ['eth_sign', 'eth_signTransaction', 'eth_signTypedData_v3', 'wallet_watchAsset'])
      expect(proposal.methods).not.toContain(outside)
  })

  test('proposes the app’s networks with their events', () => {
    expect(proposal.chains).toEqual(['eip155:1', 'eip155:42161'])
    expect(proposal.events).toEqual(['accountsChanged', 'chainChanged'])
  })

  test('maps each chain to its own RPC URL, else to the RPC service with chainId and projectId', () => {
    expect(proposal.rpcMap).toEqual({
      '1': 'http://127.0.0.1:8545',
      '42161': 'http://127.0.0.1:9/rpc/v1/?chainId=eip155%3A42161&projectId=p1',
    })
  })
})
