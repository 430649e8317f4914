import {
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { swapRouterAbi, testTokenAbi, tetherTokenAbi } from './abis.js'
import { loadArtifact } from './contractBuild.js'
import { jsonRpc } from './jsonRpc.js'
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

let world: Chains
let mainnet: WorldChain
let arbitrum: WorldChain
const clients = new Map<number, PublicClient>()
const publicClient = (chain: WorldChain) => clients.get(chain.chainId)!
const walletClient = (chain: WorldChain, accountIndex: number): WalletClient =>
  createWalletClient({
    account: privateKeyToAccount(world.accounts[accountIndex]!.privateKey),
    chain: viemChain(chain),
    transport: http(chain.rpcUrl),
  })
const balanceOf = (chain: WorldChain, token: `0x${string}`, owner: `0x${string}`) =>
  publicClient(chain).readContract({ address: token, abi: testTokenAbi, functionName: 'balanceOf', args: [owner] })
const usdc = (amount: number) => parseUnits(String(amount), 6)

beforeAll(async () => {
  world = await startChains()
  ;[mainnet, arbitrum] = world.chains as [WorldChain, WorldChain]
  for (const chain of world.chains) {
    clients.set(chain.chainId, createPublicClient({ chain: viemChain(chain), transport: http(chain.rpcUrl) }))
  }
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
      const client = publicClient(chain)
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
        expect(await balanceOf(chain, chain.contracts.usdc, account.address)).toBe(usdc(expected))
        expect(await balanceOf(chain, chain.contracts.usdt, account.address)).toBe(usdc(expected))
        expect(await balanceOf(chain, chain.contracts.dai, account.address)).toBe(parseEther(String(expected)))
        expect(await publicClient(chain).getBalance({ address: account.address })).toBe(parseEther('10000'))
      }
    }
  })

  test('seeds the pools at ETH = 3,000 USD and stablecoins at 1 USD', async () => {
    const reserves = (a: `0x${string}`, b: `0x${string}`) =>
      publicClient(mainnet).readContract({
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
    const results = await publicClient(arbitrum).multicall({
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

test('a USDT-style transfer returns no data and still moves the funds', async () => {
  const [sender, receiver] = world.accounts as [Chains['accounts'][0], Chains['accounts'][0]]
  const usdt = mainnet.contracts.usdt
  const { data } = await publicClient(mainnet).call({
    account: sender.address,
    to: usdt,
    data: (await import('viem')).encodeFunctionData({
      abi: tetherTokenAbi,
      functionName: 'transfer',
      args: [receiver.address, usdc(5)],
    }),
  })
  expect(data).toBeUndefined()
  const hash = await walletClient(mainnet, 0).writeContract({
    address: usdt,
    abi: tetherTokenAbi,
    functionName: 'transfer',
    args: [receiver.address, usdc(25)],
    chain: viemChain(mainnet),
    account: privateKeyToAccount(sender.privateKey),
  })
  expect((await publicClient(mainnet).waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await balanceOf(mainnet, usdt, sender.address)).toBe(usdc(9_975))
  expect(await balanceOf(mainnet, usdt, receiver.address)).toBe(usdc(10_025))
})

describe('the swap router', () => {
  const account = () => world.accounts[2]!

  async function send(write: (wallet: WalletClient) => Promise<`0x${string}`>) {
    const hash = await write(walletClient(mainnet, 2))
    const receipt = await publicClient(mainnet).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    return receipt
  }

  test('swaps native ETH for a token at the quoted amount', async () => {
    const client = publicClient(mainnet)
    const amountIn = parseEther('1')
    const quoted = await client.readContract({
      address: SWAP_ROUTER_ADDRESS,
      abi: swapRouterAbi,
      functionName: 'quote',
      args: [NATIVE_TOKEN_ADDRESS, USDC_ADDRESS, amountIn],
    })
    // 1 ETH into 100 ETH / 300,000 USDC with a 0.3% fee: a little under 2,970 USDC.
    expect(quoted).toBe((amountIn * 997n * usdc(300_000)) / (parseEther('100') * 1000n + amountIn * 997n))
    expect(quoted > usdc(2_950) && quoted < usdc(2_970)).toBe(true)
    const ethBefore = await client.getBalance({ address: account().address })
    const receipt = await send((wallet) =>
      wallet.writeContract({
        address: SWAP_ROUTER_ADDRESS,
        abi: swapRouterAbi,
        functionName: 'swap',
        args: [NATIVE_TOKEN_ADDRESS, USDC_ADDRESS, amountIn, quoted, account().address],
        value: amountIn,
        chain: viemChain(mainnet),
        account: wallet.account!,
      }),
    )
    expect(await balanceOf(mainnet, USDC_ADDRESS, account().address)).toBe(usdc(10_000) + quoted)
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await client.getBalance({ address: account().address })).toBe(ethBefore - amountIn - gas)
    expect(
      await client.readContract({
        address: SWAP_ROUTER_ADDRESS,
        abi: swapRouterAbi,
        functionName: 'reserves',
        args: [NATIVE_TOKEN_ADDRESS, USDC_ADDRESS],
      }),
    ).toEqual([parseEther('101'), usdc(300_000) - quoted])
  })

  test('swaps a token for a token after an approval, and pulls the USDT-style token too', async () => {
    const client = publicClient(mainnet)
    const usdt = mainnet.contracts.usdt
    const amountIn = usdc(1_000)
    await send((wallet) =>
      wallet.writeContract({
        address: USDC_ADDRESS,
        abi: testTokenAbi,
        functionName: 'approve',
        args: [SWAP_ROUTER_ADDRESS, amountIn],
        chain: viemChain(mainnet),
        account: wallet.account!,
      }),
    )
    const quoted = await client.readContract({
      address: SWAP_ROUTER_ADDRESS,
      abi: swapRouterAbi,
      functionName: 'quote',
      args: [USDC_ADDRESS, DAI_ADDRESS, amountIn],
    })
    expect(quoted > parseEther('995') && quoted < parseEther('997')).toBe(true)
    await send((wallet) =>
      wallet.writeContract({
        address: SWAP_ROUTER_ADDRESS,
        abi: swapRouterAbi,
        functionName: 'swap',
        args: [USDC_ADDRESS, DAI_ADDRESS, amountIn, quoted, account().address],
        chain: viemChain(mainnet),
        account: wallet.account!,
      }),
    )
    expect(await balanceOf(mainnet, USDC_ADDRESS, account().address)).toBe(usdc(9_000))
    expect(await balanceOf(mainnet, DAI_ADDRESS, account().address)).toBe(parseEther('10000') + quoted)

    await send((wallet) =>
      wallet.writeContract({
        address: usdt,
        abi: tetherTokenAbi,
        functionName: 'approve',
        args: [SWAP_ROUTER_ADDRESS, amountIn],
        chain: viemChain(mainnet),
        account: wallet.account!,
      }),
    )
    const ethQuoted = await client.readContract({
      address: SWAP_ROUTER_ADDRESS,
      abi: swapRouterAbi,
      functionName: 'quote',
      args: [usdt, NATIVE_TOKEN_ADDRESS, amountIn],
    })
    const ethBefore = await client.getBalance({ address: account().address })
    const receipt = await send((wallet) =>
      wallet.writeContract({
        address: SWAP_ROUTER_ADDRESS,
        abi: swapRouterAbi,
        functionName: 'swap',
        args: [usdt, NATIVE_TOKEN_ADDRESS, amountIn, ethQuoted, account().address],
        chain: viemChain(mainnet),
        account: wallet.account!,
      }),
    )
    expect(await balanceOf(mainnet, usdt, account().address)).toBe(usdc(9_000))
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await client.getBalance({ address: account().address })).toBe(ethBefore + ethQuoted - gas)
  })

  test('refuses a swap whose output is below the minimum', async () => {
    const amountIn = parseEther('1')
    const quoted = await publicClient(mainnet).readContract({
      address: SWAP_ROUTER_ADDRESS,
      abi: swapRouterAbi,
      functionName: 'quote',
      args: [NATIVE_TOKEN_ADDRESS, DAI_ADDRESS, amountIn],
    })
    await expect(
      publicClient(mainnet).simulateContract({
        address: SWAP_ROUTER_ADDRESS,
        abi: swapRouterAbi,
        functionName: 'swap',
        args: [NATIVE_TOKEN_ADDRESS, DAI_ADDRESS, amountIn, quoted + 1n, account().address],
        value: amountIn,
        account: account().address,
      }),
    ).rejects.toThrow('SwapRouter: insufficient output amount')
  })
})

test('reset restores the seeded state after changes, again and again', async () => {
  const [first, second] = world.accounts as [Chains['accounts'][0], Chains['accounts'][0]]
  for (let round = 0; round < 2; round++) {
    const hash = await walletClient(arbitrum, 0).sendTransaction({
      to: second.address,
      value: parseEther('1'),
      chain: viemChain(arbitrum),
      account: privateKeyToAccount(first.privateKey),
    })
    await publicClient(arbitrum).waitForTransactionReceipt({ hash })
    await walletClient(arbitrum, 0).writeContract({
      address: DAI_ADDRESS,
      abi: testTokenAbi,
      functionName: 'mint',
      args: [first.address, 1n],
      chain: viemChain(arbitrum),
      account: privateKeyToAccount(first.privateKey),
    })
    expect(await publicClient(arbitrum).getBalance({ address: second.address })).toBe(parseEther('10001'))
    await world.reset()
    expect(await publicClient(arbitrum).getBalance({ address: second.address })).toBe(parseEther('10000'))
    expect(await publicClient(arbitrum).getTransactionCount({ address: first.address })).toBe(0)
    expect(await balanceOf(arbitrum, DAI_ADDRESS, first.address)).toBe(parseEther('10000'))
  }
})

test('each chain keeps its own state', async () => {
  const [first, second] = world.accounts as [Chains['accounts'][0], Chains['accounts'][0]]
  const hash = await walletClient(mainnet, 0).sendTransaction({
    to: second.address,
    value: parseEther('2'),
    chain: viemChain(mainnet),
    account: privateKeyToAccount(first.privateKey),
  })
  await publicClient(mainnet).waitForTransactionReceipt({ hash })
  expect(await publicClient(mainnet).getBalance({ address: second.address })).toBe(parseEther('10002'))
  expect(await publicClient(arbitrum).getBalance({ address: second.address })).toBe(parseEther('10000'))
  // Each USDT sits at its own chain's real address only.
  expect(await publicClient(arbitrum).getCode({ address: USDT_ADDRESSES[1]! })).toBeUndefined()
  expect(await publicClient(mainnet).getCode({ address: USDT_ADDRESSES[42161]! })).toBeUndefined()
})

test('two worlds run side by side on their own ports, and stop() ends the anvil processes', async () => {
  const other = await startChains()
  const ports = other.chains.map((chain) => chain.rpcUrl)
  expect(ports).not.toContain(mainnet.rpcUrl)
  expect(await jsonRpc(other.chains[0]!.rpcUrl, 'eth_chainId')).toBe('0x1')
  await other.stop()
  for (const url of ports) await expect(jsonRpc(url, 'eth_chainId')).rejects.toThrow('fetch failed')
})
