import { createPublicClient, http } from 'viem'
import { expect, inject, test } from 'vitest'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { connectButton, connectTestWallet, dialog, openPlayground, useBrowser, worldAction } from './browser.js'
import { providerRequest, wallet } from './world.js'

// Chain 1's node goes down under a connected account and comes back (the world's /__world/chain/1/stop and
// start: the node restarts on its port from genesis, seeded anew). The visitor sees the balance unavailable, a
// send during the outage fails with a clear error and is not sent again later; once the chain is back the
// balance comes back without a reload, and a send goes through once.

const session = useBrowser()
const page = () => session.page
const view = () => dialog(page())
const alice = testAccounts[0]!.address
const bob = testAccounts[1]!.address
const rpcUrl = () => (inject('world').chains.find((chain) => chain.chainId === 1) as { rpcUrl: string }).rpcUrl
const sentFromAlice = () =>
  createPublicClient({ transport: http(rpcUrl()) }).getTransactionCount({ address: alice, blockTag: 'latest' })
const chain = (action: 'stop' | 'start') => worldAction(`chain/1/${action}`)
const sends = async () =>
  (await wallet<{ method: string }[]>(page(), 'requests')).filter((request) => request.method === 'eth_sendTransaction')
const send = () => providerRequest(page(), 'eth_sendTransaction', [{ from: alice, to: bob, value: '0x2386f26fc10000' }])

test('a chain outage under a connected account: balance unavailable, a send fails clearly and is not repeated, and all comes back without a reload', async () => {
  await openPlayground(page(), '/?wallets=evm')
  await chain('stop')
  await connectTestWallet(page())
  await connectButton(page()).click()
  await view().getByRole('heading', { name: '0xf3…b92266' }).waitFor()
  await view().getByTestId('account-balance').filter({ hasText: 'Balance unavailable' }).waitFor()

  const failed = await send()
  expect(failed).toEqual({ error: { code: -32603, message: 'The wallet failed eth_sendTransaction' } })
  expect(await sends()).toHaveLength(1)
  // SPEC §8: a wallet RPC error closes the modal.
  await view().waitFor({ state: 'detached' })

  await chain('start')
  // Opening the Account view again reads the balance again.
  await connectButton(page()).click()
  await expect.poll(() => view().getByTestId('account-balance').textContent()).toMatch(/^10,000(\.0+)? ETH$/)
  expect(await sentFromAlice()).toBe(0)

  const sent = await send()
  expect(sent).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  expect(await sends()).toHaveLength(2)
  expect(await sentFromAlice()).toBe(1)
})
