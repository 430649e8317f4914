import { execFileSync } from 'node:child_process'
import { parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { swapRouterAbi, testTokenAbi } from './abis.js'
import { loadArtifact } from './contractBuild.js'
import { jsonRpc } from './jsonRpc.js'
import { freePort } from './startAnvil.js'
import { type Chains, startChains, type WorldChain } from './startChains.js'
import {
  DAI_ADDRESS,
  MULTICALL3_ADDRESS,
  NATIVE_TOKEN_ADDRESS,
  SWAP_ROUTER_ADDRESS,
  USDC_ADDRESS,
  USDT_ADDRESSES,
} from './tokens.js'
import { viemChain } from './viemChain.js'
import { type WorldClients, worldClients } from './worldClients.js'

let world: Chains
let mainnet: WorldChain
let arbitrum: WorldChain
let clients: WorldClients
const usdc = (amount: number) => parseUnits(String(amount), 6)

beforeAll(async () => {
  world = await startChains()
  ;[mainnet, arbitrum] = world.chains as [WorldChain, WorldChain]
  clients = worldClients(world)
})
afterAll(() => world?.stop())
beforeEach(() => world.reset())

describe('a fresh start', () => {
  test('runs Ethereum (local) and Arbitrum One (local) with their real chain ids', async () => {
    expect(world.chains.map(({ chainId, name }) => ({ chainId, name }))).toEqual([
      { chainId: 1, name: 'Ethereum (local)' },
      { chainId: 42161, name: 'Arbitrum One (local)' },
    ])
    expect(await jsonRpc(mainnet.rpcUrl, 'eth_chainId')).toBe('0x1')
    expect(await jsonRpc(arbitrum.rpcUrl, 'eth_chainId')).toBe('0xa4b1')
    expect(mainnet.rpcUrl).not.toBe(arbitrum.rpcUrl)
    expect(mainnet.wsUrl).toBe(mainnet.rpcUrl.replace('http:', 'ws:'))
  })

  test('deploys the contracts at the documented addresses on both chains', async () => {
    expect(mainnet.contracts).toEqual({
      usdc: USDC_ADDRESS,
      usdt: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      dai: DAI_ADDRESS,
      router: SWAP_ROUTER_ADDRESS,
      multicall3: MULTICALL3_ADDRESS,
    })
    expect(arbitrum.contracts.usdt).toBe('0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9')
    for (const chain of world.chains) {
      const client = clients.publicClient(chain)
      const token = async (address: `0x${string}`) =>
        Promise.all(
          (['name', 'symbol', 'decimals'] as const).map((functionName) =>
            client.readContract({ address, abi: testTokenAbi, functionName }),
          ),
        )
      expect(await token(chain.contracts.usdc)).toEqual(['USD Coin', 'USDC', 6])
      expect(await token(chain.contracts.dai)).toEqual(['Dai Stablecoin', 'DAI', 18])
      expect(await token(chain.contracts.usdt)).toEqual(['Tether USD', 'USDT', 6])
      expect(await client.getCode({ address: chain.contracts.usdt })).toBe(loadArtifact('TetherToken').deployedBytecode)
      expect(await client.getCode({ address: MULTICALL3_ADDRESS })).toBe(loadArtifact('Multicall3').deployedBytecode)
      expect(
        await client.readContract({ address: SWAP_ROUTER_ADDRESS, abi: swapRouterAbi, functionName: 'NATIVE' }),
      ).toBe(NATIVE_TOKEN_ADDRESS)
    }
  })

  test('gives accounts 0..4 10,000 USDC, USDT and DAI, and every account 10,000 ETH', async () => {
    for (const chain of world.chains) {
      for (const [index, account] of world.accounts.entries()) {
        const expected = index < 5 ? 10_000 : 0
        expect(await clients.balanceOf(chain, chain.contracts.usdc, account.address)).toBe(usdc(expected))
        expect(await clients.balanceOf(chain, chain.contracts.usdt, account.address)).toBe(usdc(expected))
        expect(await clients.balanceOf(chain, chain.contracts.dai, account.address)).toBe(parseEther(String(expected)))
        expect(await clients.publicClient(chain).getBalance({ address: account.address })).toBe(parseEther('10000'))
      }
    }
  })

  test('seeds the pools at ETH = 3,000 USD and stablecoins at 1 USD', async () => {
    const reserves = (a: `0x${string}`, b: `0x${string}`) =>
      clients.publicClient(mainnet).readContract({
        address: SWAP_ROUTER_ADDRESS,
        abi: swapRouterAbi,
        functionName: 'reserves',
        args: [a, b],
      })
    expect(await reserves(USDC_ADDRESS, NATIVE_TOKEN_ADDRESS)).toEqual([usdc(300_000), parseEther('100')])
    expect(await reserves(NATIVE_TOKEN_ADDRESS, DAI_ADDRESS)).toEqual([parseEther('100'), parseEther('300000')])
    expect(await reserves(mainnet.contracts.usdt, NATIVE_TOKEN_ADDRESS)).toEqual([usdc(300_000), parseEther('100')])
    expect(await reserves(USDC_ADDRESS, DAI_ADDRESS)).toEqual([usdc(1_000_000), parseEther('1000000')])
  })

  test('answers multicall (aggregate3) at the canonical Multicall3 address', async () => {
    const [account] = world.accounts
    const results = await clients.publicClient(arbitrum).multicall({
      contracts: [
        { address: arbitrum.contracts.usdc, abi: testTokenAbi, functionName: 'balanceOf', args: [account!.address] },
        { address: arbitrum.contracts.usdt, abi: testTokenAbi, functionName: 'symbol' },
        {
          address: arbitrum.contracts.router,
          abi: swapRouterAbi,
          functionName: 'quote',
          args: [USDC_ADDRESS, USDC_ADDRESS, 1n],
        },
      ],
    })
    expect(results[0]).toEqual({ status: 'success', result: usdc(10_000) })
    expect(results[1]).toEqual({ status: 'success', result: 'USDT' })
    expect(results[2]?.status).toBe('failure')
  })
})

test('reset restores the seeded state after changes, again and again', async () => {
  const [first, second] = world.accounts as [Chains['accounts'][0], Chains['accounts'][0]]
  for (let round = 0; round < 2; round++) {
    const hash = await clients.walletClient(arbitrum, 0).sendTransaction({
      to: second.address,
      value: parseEther('1'),
      chain: viemChain(arbitrum),
      account: privateKeyToAccount(first.privateKey),
    })
    await clients.publicClient(arbitrum).waitForTransactionReceipt({ hash })
    await clients.walletClient(arbitrum, 0).writeContract({
      address: DAI_ADDRESS,
      abi: testTokenAbi,
      functionName: 'mint',
      args: [first.address, 1n],
      chain: viemChain(arbitrum),
      account: privateKeyToAccount(first.privateKey),
    })
    expect(await clients.publicClient(arbitrum).getBalance({ address: second.address })).toBe(parseEther('10001'))
    await world.reset()
    expect(await clients.publicClient(arbitrum).getBalance({ address: second.address })).toBe(parseEther('10000'))
    expect(await clients.publicClient(arbitrum).getTransactionCount({ address: first.address })).toBe(0)
    expect(await clients.balanceOf(arbitrum, DAI_ADDRESS, first.address)).toBe(parseEther('10000'))
  }
})

test('each chain keeps its own state', async () => {
  const [first, second] = world.accounts as [Chains['accounts'][0], Chains['accounts'][0]]
  const hash = await clients.walletClient(mainnet, 0).sendTransaction({
    to: second.address,
    value: parseEther('2'),
    chain: viemChain(mainnet),
    account: privateKeyToAccount(first.privateKey),
  })
  await clients.publicClient(mainnet).waitForTransactionReceipt({ hash })
  expect(await clients.publicClient(mainnet).getBalance({ address: second.address })).toBe(parseEther('10002'))
  expect(await clients.publicClient(arbitrum).getBalance({ address: second.address })).toBe(parseEther('10000'))
  // Each USDT sits at its own chain's real address only.
  expect(await clients.publicClient(arbitrum).getCode({ address: USDT_ADDRESSES[1]! })).toBeUndefined()
  expect(await clients.publicClient(mainnet).getCode({ address: USDT_ADDRESSES[42161]! })).toBeUndefined()
})

test('two worlds run side by side on their own ports, and stop() ends the anvil processes', async () => {
  const ports = [await freePort(), await freePort()]
  const other = await startChains({ ports })
  expect(other.chains.map((chain) => chain.rpcUrl)).toEqual(ports.map((port) => `http://127.0.0.1:${port}`))
  const urls = other.chains.map((chain) => chain.rpcUrl)
  expect(urls).not.toContain(mainnet.rpcUrl)
  expect(await jsonRpc(other.chains[0]!.rpcUrl, 'eth_chainId')).toBe('0x1')
  await other.stop()
  for (const url of urls) await expect(jsonRpc(url, 'eth_chainId')).rejects.toThrow('fetch failed')
})

test('a port already in use is refused with a clear error, and nothing is left running', async () => {
  const anvils = () =>
    execFileSync('ps', ['-o', 'comm=', '--ppid', String(process.pid)], { encoding: 'utf8' }).match(/anvil/g)?.length
  expect(anvils()).toBe(2)
  const taken = Number(new URL(mainnet.rpcUrl).port)
  await expect(startChains({ ports: [taken] })).rejects.toThrow(`port ${taken} for chain 1 is not free`)
  expect(anvils()).toBe(2)
  expect(await jsonRpc(mainnet.rpcUrl, 'eth_chainId')).toBe('0x1')
})

test('a chain stopped refuses connections, starts again on its port in its seeded state, and a reset starts it too', async () => {
  const [first, second] = world.accounts as [Chains['accounts'][0], Chains['accounts'][0]]
  const hash = await clients.walletClient(mainnet, 0).sendTransaction({
    to: second.address,
    value: parseEther('1'),
    chain: viemChain(mainnet),
    account: privateKeyToAccount(first.privateKey),
  })
  await clients.publicClient(mainnet).waitForTransactionReceipt({ hash })
  await world.stopChain(1)
  await expect(jsonRpc(mainnet.rpcUrl, 'eth_chainId')).rejects.toThrow()
  expect(await jsonRpc(arbitrum.rpcUrl, 'eth_chainId')).toBe('0xa4b1')
  await world.startChain(1)
  expect(await jsonRpc(mainnet.rpcUrl, 'eth_chainId')).toBe('0x1')
  expect(await clients.publicClient(mainnet).getTransactionCount({ address: first.address })).toBe(0)
  expect(await clients.balanceOf(mainnet, USDC_ADDRESS, first.address)).toBe(usdc(10_000))

  await world.stopChain(1)
  await world.reset()
  expect(await clients.publicClient(mainnet).getBalance({ address: second.address })).toBe(parseEther('10000'))
})
