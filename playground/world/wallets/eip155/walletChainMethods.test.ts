import { numberToHex, parseEther } from 'viem'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { jsonRpc } from '../../chains/jsonRpc.js'
import { type Anvil, startAnvil } from '../../chains/startAnvil.js'
import { type Chains, startChains } from '../../chains/startChains.js'
import { createTestWallet } from './createTestWallet.js'

let world: Chains
let base: Anvil
beforeAll(async () => {
  ;[world, base] = await Promise.all([startChains(), startAnvil({ chainId: 8453 })])
})
afterAll(() => Promise.all([world?.stop(), base?.stop()]))
beforeEach(() => world.reset())

test('switches to the second chain, emits chainChanged, and forwards reads there', async () => {
  const wallet = createTestWallet({ chains: world.chains })
  const changes: unknown[] = []
  wallet.provider.on('chainChanged', (chainId) => changes.push(chainId))
  const receiver = world.accounts[8]!.address
  // Tell the two chains apart: fund the receiver on Arbitrum only.
  await jsonRpc(world.chains[1]!.rpcUrl, 'anvil_setBalance', [receiver, numberToHex(parseEther('1'))])

  expect(await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] })).toBe(
    null,
  )
  expect(changes).toEqual(['0xa4b1'])
  expect(wallet.chainId).toBe(42161)
  expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0xa4b1')
  expect(await wallet.provider.request({ method: 'eth_getBalance', params: [receiver, 'latest'] })).toBe(
    numberToHex(parseEther('1')),
  )
  // Switching to the chain it is on changes nothing.
  await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] })
  expect(changes).toEqual(['0xa4b1'])
})

test('an unknown chain fails with 4902; once added it can be switched to', async () => {
  const wallet = createTestWallet({ chains: world.chains })
  await expect(
    wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }),
  ).rejects.toMatchObject({ code: 4902 })

  const added = {
    chainId: '0x2105',
    chainName: 'Base (local)',
    rpcUrls: [base.rpcUrl],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }
  expect(await wallet.provider.request({ method: 'wallet_addEthereumChain', params: [added] })).toBe(null)
  expect(wallet.chainId).toBe(1)
  await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
  expect(wallet.chainId).toBe(8453)
  expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x2105')
  // Reads and transactions go to the added node.
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  const hash = await wallet.provider.request({
    method: 'eth_sendTransaction',
    params: [{ from: wallet.addresses[0], to: world.accounts[9]!.address, value: '0x1' }],
  })
  expect(await jsonRpc(base.rpcUrl, 'eth_getTransactionByHash', [hash])).toMatchObject({ chainId: '0x2105' })
  expect(await jsonRpc(world.chains[0]!.rpcUrl, 'eth_getTransactionByHash', [hash])).toBe(null)
})

test('switching and adding chains need approval; a rejected switch stays on the chain', async () => {
  const wallet = createTestWallet({ chains: world.chains, mode: 'reject' })
  await expect(
    wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] }),
  ).rejects.toMatchObject({ code: 4001 })
  expect(wallet.chainId).toBe(1)
  wallet.setMode('pending')
  const adding = wallet.provider.request({
    method: 'wallet_addEthereumChain',
    params: [{ chainId: '0xa', rpcUrls: ['http://127.0.0.1:1'] }],
  })
  await wallet.waitForPending()
  expect(wallet.pending().map(({ method }) => method)).toEqual(['wallet_addEthereumChain'])
  wallet.rejectPending()
  await expect(adding).rejects.toMatchObject({ code: 4001 })
  await expect(
    wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }),
  ).rejects.toMatchObject({ code: 4902 })
})

test('malformed chain parameters fail with -32602', async () => {
  const wallet = createTestWallet({ chains: world.chains })
  await expect(
    wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 42161 }] }),
  ).rejects.toMatchObject({ code: -32602 })
  await expect(
    wallet.provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0xa', rpcUrls: [] }] }),
  ).rejects.toMatchObject({ code: -32602 })
})
