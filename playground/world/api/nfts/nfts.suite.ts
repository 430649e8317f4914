import { createPublicClient, http } from 'viem'
import { beforeAll, beforeEach, expect, test } from 'vitest'
import { nftsSchema } from '../../../../plugins/account/nfts/nftsSchema.js'
import { historySchema } from '../../../../plugins/activity/schemas.js'
import { testNftAbi } from '../../chains/abis.js'
import { worldNftCollections } from '../../chains/tokens.js'
import type { TestWorld } from '../testing/startTestWorld.js'
import { walletFor } from '../testing/walletFor.js'

let world: TestWorld
const [friends, spam] = worldNftCollections as [(typeof worldNftCollections)[0], (typeof worldNftCollections)[0]]

/** The world's NFTs: seeded per account, transfers in the history with nft_info, the spam control, images. */
export function nftsSuite(getWorld: () => TestWorld) {
  beforeAll(() => {
    world = getWorld()
  })
  beforeEach(() => world.chains.reset())

  const nfts = async (address: string, chainId = 'eip155:1') => {
    const answer = await world.client.get(`/v1/account/${address}/nfts`, { chainId })
    expect(answer.status).toBe(200)
    return nftsSchema.parse(answer.body).data
  }

  test('each test account starts with two Foyer Friends and one spam-flagged NFT, on both chains', async () => {
    const account = world.chains.accounts[1]!.address
    for (const chainId of ['eip155:1', 'eip155:42161']) {
      const held = await nfts(account, chainId)
      expect(held.map((nft) => [nft.name, nft.flags.is_spam])).toEqual([
        [`${friends.name} #3`, false],
        [`${friends.name} #4`, false],
        [`${spam.name} #2`, true],
      ])
      expect(held.every((nft) => nft.chain === chainId)).toBe(true)
    }
    const image = await fetch(
      nftsSchema.parse((await world.client.get(`/v1/account/${account}/nfts`)).body).data[0]!.content!.preview!.url,
    )
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
  })

  test('an NFT transfer moves it between holders and shows in both histories with nft_info', async () => {
    const [sender, receiver] = [
      world.chains.accounts[0]!.address,
      '0x00000000000000000000000000000000000b0b11',
    ] as const
    const hash = await walletFor(world.chains, 0, 0).writeContract({
      address: friends.address,
      abi: testNftAbi,
      functionName: 'transferFrom',
      args: [sender, receiver, 1n],
    })
    await createPublicClient({ transport: http(world.chains.chains[0]!.rpcUrl) }).waitForTransactionReceipt({ hash })
    expect((await nfts(receiver)).map((nft) => nft.name)).toEqual([`${friends.name} #1`])
    expect((await nfts(sender)).map((nft) => nft.name)).not.toContain(`${friends.name} #1`)
    const history = historySchema.parse((await world.client.get(`/v1/account/${receiver}/history`)).body)
    expect(history.data[0]!.metadata).toMatchObject({ hash, operationType: 'receive' })
    expect(history.data[0]!.transfers).toEqual([
      expect.objectContaining({
        fungible_info: null,
        nft_info: expect.objectContaining({ name: `${friends.name} #1`, flags: { is_spam: false } }),
        direction: 'in',
        quantity: { numeric: '1' },
      }),
    ])
  })

  test('the spam control mints a spam NFT to the account, listed in its history flagged as spam', async () => {
    const receiver = '0x00000000000000000000000000000000000b0b12'
    const sent = await world.client.post('/__world/nft-spam', { address: receiver, chainId: 'eip155:42161' })
    expect(sent.status).toBe(200)
    const history = historySchema.parse(
      (await world.client.get(`/v1/account/${receiver}/history`, { chainId: 'eip155:42161' })).body,
    )
    expect(history.data.map((entry) => entry.metadata.hash)).toEqual([sent.body.hash])
    expect(history.data[0]!.transfers![0]!.nft_info?.flags.is_spam).toBe(true)
    expect(await nfts(receiver)).toEqual([])
    expect((await nfts(receiver, 'eip155:42161')).map((nft) => nft.flags.is_spam)).toEqual([true])
  })
}
