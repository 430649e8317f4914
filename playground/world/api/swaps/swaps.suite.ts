import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { beforeAll, beforeEach, expect, test } from 'vitest'
import {
  allowanceSchema,
  approveTransactionSchema,
  gasPriceSchema,
  swapErrorSchema,
  swapQuotesSchema,
  swapTokensSchema,
  swapTransactionSchema,
} from '../../../../plugins/swaps/schemas.js'
import { nativeTokenAddress } from '../chain/worldTokens.js'
import type { TestWorld } from '../testing/startTestWorld.js'
import { walletFor } from '../testing/walletFor.js'

let world: TestWorld

/** Token list, quotes, allowance, gas price, and approve/swap transactions that really swap. Runs inside worldApi.test.ts, which starts one world for every suite. */
export function swapsSuite(getWorld: () => TestWorld) {
  beforeAll(() => {
    world = getWorld()
  })

  beforeEach(() => world.chains.reset())

  const caip = (address: string) => `eip155:1:${address}`
  const plain = (caipAddress: string) => caipAddress.split(':')[2] as `0x${string}`

  function setup() {
    const info = world.chains.chains[0]!
    const user = world.chains.accounts[1]!.address
    const client = createPublicClient({ transport: http(info.rpcUrl) })
    const wallet = walletFor(world.chains, 1, 0)
    const balanceOf = (token: `0x${string}`) =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [user] })
    return { info, user, client, wallet, balanceOf }
  }

  test('the token list holds the chain’s native token and the world’s tokens, as CAIP-10 ids', async () => {
    const { tokens } = swapTokensSchema.parse(
      (await world.client.get('/v1/convert/tokens', { chainId: 'eip155:1' })).body,
    )
    const { contracts } = world.chains.chains[0]!
    expect(tokens.map((token) => [token.symbol, token.address, token.decimals])).toEqual([
      ['ETH', caip(nativeTokenAddress), 18],
      ['USDC', caip(contracts.usdc), 6],
      ['USDT', caip(contracts.usdt), 6],
      ['DAI', caip(contracts.dai), 18],
    ])
  })

  test('quotes come from the router on chain and gas prices from the node', async () => {
    const { info, client } = setup()
    const amount = parseUnits('100', 6)
    const answer = await world.client.get('/v1/convert/quotes', {
      amount: String(amount),
      from: caip(info.contracts.usdc),
      to: caip(info.contracts.dai),
      userAddress: world.chains.accounts[1]!.address,
      gasPrice: '1000000000',
    })
    const { quotes } = swapQuotesSchema.parse(answer.body)
    const onChain = await client.readContract({
      address: info.contracts.router,
      abi: [
        {
          type: 'function',
          name: 'quote',
          stateMutability: 'view',
          inputs: [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }],
          outputs: [{ type: 'uint256' }],
        },
      ],
      functionName: 'quote',
      args: [info.contracts.usdc, info.contracts.dai, amount],
    })
    const gas = gasPriceSchema.parse((await world.client.get('/v1/convert/gas-price', { chainId: 'eip155:1' })).body)
    expect(quotes[0]).toEqual({
      id: null,
      fromAmount: String(amount),
      fromAccount: caip(info.contracts.usdc),
      toAmount: String(onChain),
      toAccount: caip(info.contracts.dai),
    })
    expect(BigInt(gas.fast)).toBeGreaterThan(BigInt(gas.standard))
    expect(BigInt(gas.standard)).toBe(await client.getGasPrice())
  })

  test('approve then swap, built by the API and sent by a wallet, really changes balances', async () => {
    const { info, user, client, wallet, balanceOf } = setup()
    const amount = parseUnits('50', 6)
    const allowanceQuery = { tokenAddress: caip(info.contracts.usdc), userAddress: caip(user) }
    const before = allowanceSchema.parse((await world.client.get('/v1/convert/allowance', allowanceQuery)).body)
    const approve = approveTransactionSchema.parse(
      (
        await world.client.get('/v1/convert/build-approve', {
          userAddress: caip(user),
          from: caip(info.contracts.usdc),
          to: caip(info.contracts.dai),
        })
      ).body,
    )
    const approveHash = await wallet.sendTransaction({
      to: plain(approve.tx.from),
      data: approve.tx.data,
      value: BigInt(approve.tx.value),
      gasPrice: BigInt(approve.tx.eip155.gasPrice),
    })
    await client.waitForTransactionReceipt({ hash: approveHash })
    const after = allowanceSchema.parse((await world.client.get('/v1/convert/allowance', allowanceQuery)).body)
    expect(BigInt(before.allowance)).toBe(0n)
    expect(BigInt(after.allowance)).toBeGreaterThanOrEqual(amount)

    const [usdcBefore, daiBefore] = [await balanceOf(info.contracts.usdc), await balanceOf(info.contracts.dai)]
    const build = await world.client.post('/v1/convert/build-transaction', {
      amount: String(amount),
      eip155: { slippage: 1 },
      projectId: 'world-test',
      from: caip(info.contracts.usdc),
      to: caip(info.contracts.dai),
      userAddress: caip(user),
      disableEstimate: true,
    })
    const { tx } = swapTransactionSchema.parse(build.body)
    expect(plain(tx.to)).toBe(info.contracts.router)
    const hash = await wallet.sendTransaction({
      to: plain(tx.to),
      data: tx.data,
      gas: BigInt(tx.eip155!.gas),
      gasPrice: BigInt(tx.eip155!.gasPrice),
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    const received = (await balanceOf(info.contracts.dai)) - daiBefore
    expect(receipt.status).toBe('success')
    expect(usdcBefore - (await balanceOf(info.contracts.usdc))).toBe(amount)
    expect(received).toBe(BigInt(tx.amount))
  })

  test('a native to token swap is sent with the source amount as value', async () => {
    const { info, user, client, wallet, balanceOf } = setup()
    const amount = parseEther('0.1')
    const usdcBefore = await balanceOf(info.contracts.usdc)
    const build = await world.client.post('/v1/convert/build-transaction', {
      amount: String(amount),
      eip155: { slippage: 1 },
      projectId: 'world-test',
      from: caip(nativeTokenAddress),
      to: caip(info.contracts.usdc),
      userAddress: caip(user),
    })
    const { tx } = swapTransactionSchema.parse(build.body)
    const hash = await wallet.sendTransaction({ to: plain(tx.to), data: tx.data, value: amount })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await balanceOf(info.contracts.usdc)) - usdcBefore).toBe(BigInt(tx.amount))
    expect(BigInt(tx.amount)).toBeGreaterThan(parseUnits('200', 6))
  })

  test('a swap’s minimum out honours slippage: a price move beyond it makes the built swap revert', async () => {
    const { info, user, client, wallet } = setup()
    const amount = parseEther('1')
    const body = {
      amount: String(amount),
      eip155: { slippage: 1 },
      projectId: 'world-test',
      from: caip(nativeTokenAddress),
      to: caip(info.contracts.usdc),
      userAddress: caip(user),
      disableEstimate: true,
    }
    const { tx } = swapTransactionSchema.parse((await world.client.post('/v1/convert/build-transaction', body)).body)
    // Someone else swaps first and moves the price by more than 1 %.
    const other = walletFor(world.chains, 2, 0)
    const front = swapTransactionSchema.parse(
      (
        await world.client.post('/v1/convert/build-transaction', {
          ...body,
          amount: String(parseEther('20')),
          userAddress: caip(world.chains.accounts[2]!.address),
        })
      ).body,
    )
    await client.waitForTransactionReceipt({
      hash: await other.sendTransaction({ to: plain(front.tx.to), data: front.tx.data, value: parseEther('20') }),
    })
    const hash = await wallet.sendTransaction({ to: plain(tx.to), data: tx.data, value: amount, gas: 300_000n })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('reverted')
  })

  test('unknown tokens, an unknown network and approving the native token are 400s with reasons', async () => {
    const { info } = setup()
    const unknownToken = await world.client.get('/v1/convert/quotes', {
      amount: '1',
      from: 'eip155:1:0x0000000000000000000000000000000000000001',
      to: caip(info.contracts.usdc),
      gasPrice: '1000000000',
    })
    const unknownNetwork = await world.client.get('/v1/convert/tokens', { chainId: 'eip155:137' })
    const nativeApprove = await world.client.get('/v1/convert/build-approve', {
      from: caip(nativeTokenAddress),
      to: caip(info.contracts.usdc),
    })
    expect([unknownToken.status, unknownNetwork.status, nativeApprove.status]).toEqual([400, 400, 400])
    expect(unknownToken.body.reasons[0].field).toBe('from')
  })

  test('a pair without a pool is the real server’s insufficient liquidity error', async () => {
    const { info } = setup()
    const answer = await world.client.get('/v1/convert/quotes', {
      amount: '1000000',
      from: caip(info.contracts.usdc),
      to: caip(info.contracts.usdt),
      gasPrice: '1000000000',
    })
    expect(answer.status).toBe(400)
    expect(swapErrorSchema.parse(answer.body).reasons[0]!.description).toContain('insufficient liquidity')
  })

  test('a quote without its gas price and a build without the project id in its body are 400s naming the field', async () => {
    const { info, user } = setup()
    const quote = { amount: '1000000', from: caip(info.contracts.usdc), to: caip(info.contracts.dai) }
    const build = {
      amount: '1000000',
      eip155: { slippage: 1 },
      from: caip(info.contracts.usdc),
      to: caip(info.contracts.dai),
      userAddress: caip(user),
    }
    const withoutGasPrice = await world.client.get('/v1/convert/quotes', quote)
    const withoutProject = await world.client.post('/v1/convert/build-transaction', build)
    expect([withoutGasPrice.status, withoutProject.status]).toEqual([400, 400])
    expect([withoutGasPrice.body.reasons[0].field, withoutProject.body.reasons[0].field]).toEqual([
      'gasPrice',
      'projectId',
    ])
  })
}
