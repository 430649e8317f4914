import { encodeFunctionData } from 'viem'
import { describe, expect, inject, test } from 'vitest'
import { testNftAbi } from '../../playground/world/chains/abis.js'
import { jsonRpc } from '../../playground/world/chains/jsonRpc.js'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { worldNftCollections } from '../../playground/world/chains/tokens.js'
import { connectButton, connectTestWallet, dialog, openPlayground, runAxe, useBrowser } from './browser.js'
import { worldControl } from './world.js'

// The NFTs tab in Chromium: the test account's NFTs as the world seeded them (an ERC-721 on anvil), read
// through the data API, with the spam-flagged collection hidden.

const session = useBrowser()
const page = () => session.page
const [friends, spam] = [worldNftCollections[0]!, worldNftCollections[1]!]
const bob = testAccounts[1]!.address

describe('the NFTs tab', () => {
  test("shows the test account's NFTs with image, name and collection, and not the spam ones, even new spam", async () => {
    await worldControl('nft-spam', { address: testAccounts[0]!.address })
    await openPlayground(page(), '/?wallets=evm')
    await connectTestWallet(page())
    await connectButton(page()).click()
    await dialog(page()).getByRole('tab', { name: 'NFTs' }).click()
    const list = dialog(page()).getByRole('list', { name: 'NFTs' })
    await list.waitFor()
    const items = list.getByRole('listitem')
    expect(await items.allTextContents()).toEqual([
      `${friends.name} #1${friends.name}`,
      `${friends.name} #2${friends.name}`,
    ])
    expect(await list.textContent()).not.toContain(spam.name)
    await expect
      .poll(() =>
        items
          .first()
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0)
    expect((await runAxe(page())).violations).toEqual([])
  })

  test('an account whose only NFT left is spam sees the empty state', async () => {
    const alice = testAccounts[0]!.address
    const rpcUrl = inject('world').chains.find((chain) => chain.chainId === 1)!.rpcUrl as string
    for (const tokenId of [1n, 2n]) {
      const data = encodeFunctionData({ abi: testNftAbi, functionName: 'transferFrom', args: [alice, bob, tokenId] })
      await jsonRpc(rpcUrl, 'eth_sendTransaction', [{ from: alice, to: friends.address, data }])
    }
    await openPlayground(page(), '/?wallets=evm')
    await connectTestWallet(page())
    await connectButton(page()).click()
    await dialog(page()).getByRole('tab', { name: 'NFTs' }).click()
    await dialog(page()).getByText('No NFTs yet').waitFor()
  })
})
