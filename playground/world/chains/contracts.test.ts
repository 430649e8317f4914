import { encodeFunctionData, parseEther, parseUnits, type WalletClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { swapRouterAbi, testTokenAbi, tetherTokenAbi } from './abis.js'
import { type Chains, startChains, type WorldChain } from './startChains.js'
import { DAI_ADDRESS, NATIVE_TOKEN_ADDRESS, SWAP_ROUTER_ADDRESS, USDC_ADDRESS } from './tokens.js'
import { viemChain } from './viemChain.js'
import { type WorldClients, worldClients } from './worldClients.js'

let world: Chains
let mainnet: WorldChain
let clients: WorldClients
const usdc = (amount: number) => parseUnits(String(amount), 6)

beforeAll(async () => {
  world = await startChains()
  mainnet = world.chains[0]!
  clients = worldClients(world)
})
afterAll(() => world?.stop())
beforeEach(() => world.reset())

test('a USDT-style transfer returns no data and still moves the funds', async () => {
  const [sender, receiver] = world.accounts as [Chains['accounts'][0], Chains['accounts'][0]]
  const usdt = mainnet.contracts.usdt
  const { data } = await clients.publicClient(mainnet).call({
    account: sender.address,
    to: usdt,
    data: encodeFunctionData({
      abi: tetherTokenAbi,
      functionName: 'transfer',
      args: [receiver.address, usdc(5)],
    }),
  })
  expect(data).toBeUndefined()
  const hash = await clients.walletClient(mainnet, 0).writeContract({
    address: usdt,
    abi: tetherTokenAbi,
    functionName: 'transfer',
    args: [receiver.address, usdc(25)],
    chain: viemChain(mainnet),
    account: privateKeyToAccount(sender.privateKey),
  })
  expect((await clients.publicClient(mainnet).waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await clients.balanceOf(mainnet, usdt, sender.address)).toBe(usdc(9_975))
  expect(await clients.balanceOf(mainnet, usdt, receiver.address)).toBe(usdc(10_025))
})

describe('the swap router', () => {
  const account = () => world.accounts[2]!

  async function send(write: (wallet: WalletClient) => Promise<`0x${string}`>) {
    const hash = await write(clients.walletClient(mainnet, 2))
    const receipt = await clients.publicClient(mainnet).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    return receipt
  }

  test('swaps native ETH for a token at the quoted amount', async () => {
    const client = clients.publicClient(mainnet)
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
    expect(await clients.balanceOf(mainnet, USDC_ADDRESS, account().address)).toBe(usdc(10_000) + quoted)
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
    const client = clients.publicClient(mainnet)
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
    expect(await clients.balanceOf(mainnet, USDC_ADDRESS, account().address)).toBe(usdc(9_000))
    expect(await clients.balanceOf(mainnet, DAI_ADDRESS, account().address)).toBe(parseEther('10000') + quoted)

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
    expect(await clients.balanceOf(mainnet, usdt, account().address)).toBe(usdc(9_000))
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await client.getBalance({ address: account().address })).toBe(ethBefore + ethQuoted - gas)
  })

  test('refuses a swap whose output is below the minimum', async () => {
    const amountIn = parseEther('1')
    const quoted = await clients.publicClient(mainnet).readContract({
      address: SWAP_ROUTER_ADDRESS,
      abi: swapRouterAbi,
      functionName: 'quote',
      args: [NATIVE_TOKEN_ADDRESS, DAI_ADDRESS, amountIn],
    })
    await expect(
      clients.publicClient(mainnet).simulateContract({
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
