import { encodeFunctionData, erc20Abi, numberToHex, parseEther, parseUnits } from 'viem'
import { describe, expect, inject, test } from 'vitest'
import { testNftAbi } from '../../playground/world/chains/abis.js'
import { jsonRpc, jsonRpcBatch } from '../../playground/world/chains/jsonRpc.js'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { USDC_ADDRESS, worldNftCollections } from '../../playground/world/chains/tokens.js'
import { connectButton, connectTestWallet, dialog, openPlayground, runAxe, useBrowser } from './browser.js'
import { wallet, trackedEvents, worldControl } from './world.js'

// The Activity tab in Chromium against the world: real transfers on anvil (made from the test, with anvil's
// unlocked accounts), read back through the data API's history indexer.

const session = useBrowser()
const page = () => session.page
const [alice, bob] = [testAccounts[0]!.address, testAccounts[1]!.address]
const shortAlice = '0xf3…b92266'
const friends = worldNftCollections[0]!
const rpc = (chainId: number) => inject('world').chains.find((chain) => chain.chainId === chainId)!.rpcUrl as string
const rows = () => dialog(page()).getByRole('list', { name: 'Transactions' }).getByTestId('activity-row')
const rowTexts = () => rows().allTextContents()
const noViolations = async (where: string) => expect((await runAxe(page())).violations, where).toEqual([])

/** Sends from unlocked anvil accounts in one batch, mined together in one block (in nonce order). */
async function send(chainId: number, txs: { from?: string; to: string; value?: bigint; data?: `0x${string}` }[]) {
  const senders = [...new Set(txs.map((tx) => tx.from ?? alice))]
  const counts = (await jsonRpcBatch(
    rpc(chainId),
    senders.map((sender) => ({ method: 'eth_getTransactionCount', params: [sender, 'pending'] })),
  )) as string[]
  const nonces = new Map(senders.map((sender, index) => [sender, Number(counts[index])]))
  const calls = txs.map(({ from = alice, to, value = 0n, data }) => {
    const nonce = nonces.get(from)!
    nonces.set(from, nonce + 1)
    return {
      method: 'eth_sendTransaction',
      params: [{ from, to, nonce: numberToHex(nonce), value: numberToHex(value), ...(data ? { data } : {}) }],
    }
  })
  await jsonRpc(rpc(chainId), 'evm_setAutomine', [false])
  try {
    await jsonRpcBatch(rpc(chainId), calls)
    await jsonRpc(rpc(chainId), 'evm_mine')
  } finally {
    await jsonRpc(rpc(chainId), 'evm_setAutomine', [true])
  }
}

const usdcTransfer = (amount: string) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, parseUnits(amount, 6)] })
const usdcCall = (data: `0x${string}`, from = alice) => ({ from, to: USDC_ADDRESS, data })

/** Connected, the Account view open at its Activity tab. */
async function openActivity(path = '/?wallets=evm') {
  await openPlayground(page(), path)
  await connectTestWallet(page())
  await connectButton(page()).click()
  await dialog(page()).getByRole('heading', { name: shortAlice }).waitFor()
  await dialog(page()).getByRole('tab', { name: 'Activity' }).click()
}

/** From the Account view: Send, the token (`name`, else the first listed), `amount` to Bob, Review, Send. */
async function sendFromModal(name: RegExp | undefined, amount: string) {
  const form = dialog(page())
  await form.getByRole('button', { name: 'Send', exact: true }).click()
  const tokens = form.getByRole('list', { name: 'Token to send' })
  await (name ? tokens.getByRole('button', { name }) : tokens.getByRole('button').first()).click()
  await form.getByRole('textbox', { name: /^Amount/ }).fill(amount)
  await form.getByRole('textbox', { name: 'Receiver address or name' }).fill(bob)
  await form.getByRole('button', { name: 'Review' }).click()
  await form.getByTestId('send-preview-fee').waitFor()
  await form.getByRole('button', { name: 'Send', exact: true }).click()
}

describe('the Activity tab', () => {
  test('lists real ETH, USDC and NFT transfers with their type, direction and amount, newest first; loads its code only when chosen', async () => {
    await send(1, [
      { to: bob, value: parseEther('0.5') },
      { to: USDC_ADDRESS, data: usdcTransfer('12.5') },
      {
        to: friends.address,
        data: encodeFunctionData({ abi: testNftAbi, functionName: 'transferFrom', args: [alice, bob, 1n] }),
      },
    ])
    await send(1, [{ from: bob, to: alice, value: parseEther('2') }])
    await openPlayground(page(), '/?wallets=evm')
    await connectTestWallet(page())
    await connectButton(page()).click()
    await dialog(page()).getByRole('tab', { name: 'Tokens' }).waitFor()
    expect(session.requests.filter((url) => /ActivityTab|\/history\?/.test(url))).toEqual([])
    await dialog(page()).getByRole('tab', { name: 'Activity' }).click()
    await rows().first().waitFor()
    const texts = await rowTexts()
    expect(texts.slice(0, 4)).toEqual([
      expect.stringMatching(/^Receivefrom 0x70…dc79C8 · .*\+2 ETH$/),
      expect.stringMatching(new RegExp(`^Send.*−1 ${friends.name} #1$`)),
      expect.stringMatching(/^Send.*−12\.5 USDC$/),
      expect.stringMatching(/^Sendto 0x70…dc79C8 · .*−0\.5 ETH$/),
    ])
    expect(texts.join('\n')).not.toContain('Free Airdrop')
    await noViolations('Activity')
  })

  test('a USDC send from the modal names its receiver, not the token contract; a USDC receipt names who paid', async () => {
    // Carol moves Bob's USDC to Alice (Bob allowed her to): the transaction is Carol's, the payment Bob's.
    const carol = testAccounts[2]!.address
    const five = parseUnits('5', 6)
    await send(1, [usdcCall(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [carol, five] }), bob)])
    const pull = encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [bob, alice, five] })
    await send(1, [usdcCall(pull, carol)])
    await openActivity()
    await rows().first().waitFor()
    await sendFromModal(/^USD Coin /, '3.5')
    await dialog(page()).getByText('−3.5 USDC').waitFor()
    const texts = (await rowTexts()).slice(0, 2)
    expect(texts).toEqual([
      expect.stringMatching(/^Sendto 0x70…dc79C8 · .*−3\.5 USDC$/),
      expect.stringMatching(/^Receivefrom 0x70…dc79C8 · .*\+5 USDC$/),
    ])
    expect(texts.join('\n')).not.toContain(`${USDC_ADDRESS.slice(0, 4)}…${USDC_ADDRESS.slice(-6)}`)
  })

  test('pages across the cursor as the visitor scrolls, drawing only the rows in view', async () => {
    const count = 45
    await send(
      1,
      Array.from({ length: count }, (_, index) => ({
        to: bob,
        value: parseEther(`0.0${String(index + 1).padStart(2, '0')}`),
      })),
    )
    await openActivity()
    await rows().first().waitFor()
    const scroller = dialog(page()).getByRole('list', { name: 'Transactions' })
    const oldest = scroller.getByText('−0.001 ETH', { exact: true })
    await expect
      .poll(async () => {
        await scroller.evaluate((list) => list.parentElement?.scrollTo({ top: list.scrollHeight }))
        return oldest.count()
      })
      .toBe(1)
    expect(
      session.requests.filter((url) => url.includes('/history?') && url.includes('cursor=')).length,
    ).toBeGreaterThan(0)
    expect(await scroller.getByRole('listitem').count()).toBeLessThan(count)
  })

  test('groups by month: a transaction after a 40-day jump of the chain’s clock heads a month of its own', async () => {
    await send(1, [{ to: bob, value: parseEther('0.1') }])
    await jsonRpc(rpc(1), 'evm_increaseTime', [40 * 24 * 3600])
    await send(1, [{ to: bob, value: parseEther('0.2') }])
    await openActivity()
    await rows().first().waitFor()
    const items = await dialog(page())
      .getByRole('list', { name: 'Transactions' })
      .getByRole('listitem')
      .allTextContents()
    const later = new Date(Date.now() + 40 * 24 * 3600 * 1000)
    const month = (date: Date) => date.toLocaleString('en-US', { month: 'long' })
    expect(items[0]).toContain(month(later))
    expect(items[1]).toMatch(/−0\.2 ETH$/)
    expect(items[2]).toContain(month(new Date()))
    expect(items[3]).toMatch(/−0\.1 ETH$/)
  })

  test('hides spam NFT transactions, which the data API does list', async () => {
    const { hash } = (await worldControl('nft-spam', { address: alice })) as { hash: string }
    await send(1, [{ to: bob, value: parseEther('0.3') }])
    const api = `${inject('world').urls.api}/v1/account/${alice}/history?chainId=eip155:1&projectId=p&st=s&sv=v`
    const listed = (await (await fetch(api)).json()) as { data: { metadata: { hash: string } }[] }
    expect(listed.data.map((entry) => entry.metadata.hash)).toContain(hash)
    await openActivity()
    await rows().first().waitFor()
    const texts = await rowTexts()
    expect(texts[0]).toMatch(/−0\.3 ETH$/)
    expect(texts[1]).not.toMatch(/^Receive.*Free Airdrop/)
    expect(texts.join('\n')).not.toContain('Free Airdrop')
  })

  test("switching network shows that chain's history only", async () => {
    await send(1, [{ to: bob, value: parseEther('0.111') }])
    await send(42161, [{ to: bob, value: parseEther('0.222') }])
    await openActivity()
    await dialog(page()).getByText('−0.111 ETH').waitFor()
    expect((await rowTexts()).join('\n')).not.toContain('0.222')
    await wallet(page(), 'switchChain', 42161)
    await dialog(page()).getByText('−0.222 ETH').waitFor()
    expect((await rowTexts()).join('\n')).not.toContain('0.111')
  })

  test("a failing history shows 'Failed to fetch transactions' and records ERROR_FETCH_TRANSACTIONS", async () => {
    await worldControl('faults', { route: '/v1/account/*/history', status: 500, times: null })
    await openActivity()
    await dialog(page()).getByRole('status').getByText('Failed to fetch transactions', { exact: true }).waitFor()
    expect(await rows().count()).toBe(0)
    await expect
      .poll(async () => (await trackedEvents(page(), 'ERROR_FETCH_TRANSACTIONS')).map((event) => event.address))
      .toContain(alice)
    await worldControl('faults', undefined, 'DELETE')
    await dialog(page()).getByRole('button', { name: 'Try again' }).click()
    await rows().first().waitFor()
  })

  test('reads the history again after a send from the modal', async () => {
    await openActivity()
    await rows().first().waitFor()
    await sendFromModal(undefined, '0.042')
    await dialog(page()).getByRole('heading', { name: shortAlice }).waitFor()
    await dialog(page()).getByText('−0.042 ETH').waitFor()
  })
})
