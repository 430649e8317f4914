import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { beforeAll, beforeEach, expect, test } from 'vitest'
import { historySchema } from '../../../../plugins/activity/schemas.js'
import type { TestWorld } from '../testing/startTestWorld.js'
import { walletFor } from '../testing/walletFor.js'
import { nativeTokenAddress } from '../chain/worldTokens.js'
import { routerAbi } from '../swaps/resolveToken.js'
import { createChainAccess } from '../chain/createChainAccess.js'
import { createChainIndex } from './createChainIndex.js'
import { historyPageSize } from './historyRoutes.js'

let world: TestWorld

/** History indexed from blocks: directions, token transfers, paging, reset-safety. Runs inside worldApi.test.ts, which starts one world for every suite. */
export function historySuite(getWorld: () => TestWorld) {
  beforeAll(() => {
    world = getWorld()
  })

  beforeEach(() => world.chains.reset())

  const history = async (address: string, query: Record<string, string | undefined> = {}) => {
    const answer = await world.client.get(`/v1/account/${address}/history`, { chainId: 'eip155:1', ...query })
    expect(answer.status).toBe(200)
    return historySchema.parse(answer.body)
  }

  const send = async (to: `0x${string}`, ether: string) => {
    const wallet = walletFor(world.chains, 0, 0)
    const hash = await wallet.sendTransaction({ to, value: parseEther(ether) })
    await createPublicClient({ transport: http(world.chains.chains[0]!.rpcUrl) }).waitForTransactionReceipt({ hash })
    return hash
  }

  test('a transfer made in the test shows first, as a send for the sender and a receipt for the receiver', async () => {
    const sender = world.chains.accounts[0]!.address
    const receiver = '0x00000000000000000000000000000000000b0b01'
    const hash = await send(receiver, '0.25')
    const mine = await history(sender)
    const theirs = await history(receiver)
    expect(mine.data[0]!.metadata).toMatchObject({
      hash,
      operationType: 'send',
      status: 'confirmed',
      sentFrom: sender,
      sentTo: '0x00000000000000000000000000000000000B0b01',
      chain: 'eip155:1',
    })
    expect(mine.data[0]!.transfers).toEqual([
      {
        fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: `${world.api.url}/__world/token-icons/ETH.svg` } },
        nft_info: null,
        direction: 'out',
        quantity: { numeric: '0.25' },
        value: 750,
        price: 3000,
      },
    ])
    expect(theirs.data).toHaveLength(1)
    expect(theirs.data[0]!.metadata.operationType).toBe('receive')
    expect(theirs.data[0]!.transfers![0]!.direction).toBe('in')
    expect(new Date(theirs.data[0]!.metadata.minedAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  test('a read that comes while another is still indexing sees a transfer mined in between', async () => {
    const receiver = '0x00000000000000000000000000000000000b0b03'
    const [network] = createChainAccess(world.chains).networks
    // The first read's indexing is held at its first block until the transfer is mined and the second read asked.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const client = new Proxy(network!.client, {
      get: (target, key, receiver) =>
        key === 'getBlock'
          ? async (...args: Parameters<typeof target.getBlock>) => {
              await held
              return target.getBlock(...args)
            }
          : Reflect.get(target, key, receiver),
    })
    const index = createChainIndex({ ...network!, client })
    const first = index.transactions()
    const hash = await send(receiver, '0.5')
    const second = index.transactions()
    release()
    await first
    expect((await second).map((transaction) => transaction.hash)).toContain(hash)
  })

  test('token transfers come from Transfer logs, in both directions', async () => {
    const receiver = '0x00000000000000000000000000000000000b0b02'
    const wallet = walletFor(world.chains, 0, 0)
    const hash = await wallet.writeContract({
      address: world.chains.chains[0]!.contracts.usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, parseUnits('12.5', 6)],
    })
    await createPublicClient({ transport: http(world.chains.chains[0]!.rpcUrl) }).waitForTransactionReceipt({ hash })
    const [entry] = (await history(receiver)).data
    expect(entry!.metadata.hash).toBe(hash)
    expect(entry!.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '12.5' }, value: 12.5 }),
    ])
    expect(entry!.transfers![0]!.fungible_info?.symbol).toBe('USDC')
  })

  test('a USDC transfer is sent to its receiver, not the token contract, and received from its owner, not its caller', async () => {
    const { contracts, rpcUrl } = world.chains.chains[0]!
    const client = createPublicClient({ transport: http(rpcUrl) })
    const [alice, bob] = [walletFor(world.chains, 0, 0), walletFor(world.chains, 1, 0)]
    const receiver = '0x00000000000000000000000000000000000b0B06'
    const mined = async (hash: `0x${string}`) => (await client.waitForTransactionReceipt({ hash })).transactionHash
    const usdc = { address: contracts.usdc, abi: erc20Abi } as const
    const amount = parseUnits('2', 6)
    const sent = await mined(await alice.writeContract({ ...usdc, functionName: 'transfer', args: [receiver, amount] }))
    await mined(await alice.writeContract({ ...usdc, functionName: 'approve', args: [bob.account.address, amount] }))
    // Bob moves Alice's USDC: the transaction is Bob's, the tokens are Alice's.
    const args = [alice.account.address, receiver, amount] as const
    const pulled = await mined(await bob.writeContract({ ...usdc, functionName: 'transferFrom', args }))
    const theirs = (await history(receiver)).data.map((entry) => entry.metadata)
    const mine = (await history(alice.account.address)).data.map((entry) => entry.metadata)
    const parties = { sentFrom: alice.account.address, sentTo: receiver }
    expect(theirs).toEqual([
      expect.objectContaining({ hash: pulled, operationType: 'receive', ...parties }),
      expect.objectContaining({ hash: sent, operationType: 'receive', ...parties }),
    ])
    expect(mine[0]).toMatchObject({ hash: pulled, operationType: 'send', ...parties })
    expect(mine[2]).toMatchObject({ hash: sent, operationType: 'send', ...parties })
  })

  test('a swap shows as a trade, with the ETH the router paid out inside the transaction', async () => {
    const { contracts, rpcUrl } = world.chains.chains[0]!
    const client = createPublicClient({ transport: http(rpcUrl) })
    const wallet = walletFor(world.chains, 0, 0)
    const amount = parseUnits('300', 6)
    const approve = await wallet.writeContract({
      address: contracts.usdc,
      abi: erc20Abi,
      functionName: 'approve',
      args: [contracts.router, amount],
    })
    await client.waitForTransactionReceipt({ hash: approve })
    const args = [contracts.usdc, nativeTokenAddress, amount, 1n, wallet.account.address] as const
    const hash = await wallet.writeContract({ address: contracts.router, abi: routerAbi, functionName: 'swap', args })
    await client.waitForTransactionReceipt({ hash })
    const [swap, approval] = (await history(wallet.account.address)).data
    expect(swap!.metadata).toMatchObject({ hash, operationType: 'trade', sentTo: contracts.router })
    expect(swap!.transfers!.map((transfer) => [transfer.direction, transfer.fungible_info?.symbol])).toEqual([
      ['in', 'ETH'],
      ['out', 'USDC'],
    ])
    expect(Number(swap!.transfers![0]!.quantity.numeric)).toBeGreaterThan(0.09)
    expect(approval!.metadata).toMatchObject({ hash: approve, operationType: 'approve' })
    expect(approval!.transfers).toEqual([])
  })

  test('history pages newest first by cursor, without overlap, and ends with next null', async () => {
    const receiver = '0x00000000000000000000000000000000000b0b03'
    const hashes: string[] = []
    for (let i = 1; i <= historyPageSize + 5; i++) hashes.push(await send(receiver, `0.00${i}`))
    const first = await history(receiver)
    const second = await history(receiver, { cursor: first.next ?? undefined })
    expect(first.data).toHaveLength(historyPageSize)
    expect(first.next).toEqual(expect.any(String))
    expect(second.data).toHaveLength(5)
    expect(second.next ?? null).toBeNull()
    expect([...first.data, ...second.data].map((entry) => entry.metadata.hash)).toEqual(hashes.reverse())
  })

  test('after the chain is reset, history forgets the reverted blocks', async () => {
    const receiver = '0x00000000000000000000000000000000000b0b04'
    await send(receiver, '1')
    expect((await history(receiver)).data).toHaveLength(1)
    await world.chains.reset()
    expect((await history(receiver)).data).toHaveLength(0)
    const hash = await send(receiver, '2')
    expect((await history(receiver)).data.map((entry) => entry.metadata.hash)).toEqual([hash])
  })

  test('another network’s history is separate; a bad cursor is a 400', async () => {
    const receiver = '0x00000000000000000000000000000000000b0b05'
    await send(receiver, '1')
    const arbitrum = await history(receiver, { chainId: 'eip155:42161' })
    const bad = await world.client.get(`/v1/account/${receiver}/history`, { cursor: 'not-a-cursor' })
    expect(arbitrum.data).toEqual([])
    expect(bad.status).toBe(400)
    expect(bad.body.reasons[0].field).toBe('cursor')
  })
}
