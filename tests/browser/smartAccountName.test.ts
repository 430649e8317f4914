import { createPublicClient, createWalletClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, inject, test } from 'vitest'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { connectButton, dialog, useBrowser } from './browser.js'
import { embeddedUser, logInByEmail, preferSmartAccount } from './embeddedWallet.js'
import { providerRequest } from './world.js'

// Issue 18: a smart-account owner of the world's embedded wallet registers a .reown.id name. The smart account
// signs by its owner's key: ERC-6492-wrapped while the account is not deployed, a plain ERC-1271 signature once it
// is. The world's profile service stores the name only after viem verifies that signature on chain 1 (anvil).

const session = useBrowser()
const page = () => session.page
const view = () => dialog(page())
const rpcUrl = () => (inject('world').chains.find((candidate) => candidate.chainId === 1) as { rpcUrl: string }).rpcUrl
const chainClient = () => createPublicClient({ transport: http(rpcUrl()) })
/** ERC-6492's magic suffix: a signature of a smart account not yet deployed. */
const erc6492Suffix = '6492649264926492649264926492649264926492649264926492649264926492'

/** The world's record of `name`, or undefined when nobody registered it. */
async function worldRecord(name: string) {
  const { urls, projectId } = inject('world')
  const query = new URLSearchParams({ apiVersion: '2', projectId, st: 'test', sv: 'test' })
  const body = (await (await fetch(`${urls.api}/v1/profile/account/${name}?${query}`)).json()) as
    | { addresses?: Record<string, { address: string }> }
    | []
  return Array.isArray(body) ? undefined : body
}

/** Logs `email` in on the smart account (the stored account type, whatever the default is); its addresses. */
async function logInOnSmartAccount(email: string) {
  await preferSmartAccount(page())
  await logInByEmail(page(), email)
  const user = await embeddedUser(email)
  await expect.poll(() => providerRequest(page(), 'eth_accounts')).toEqual({ result: [user.smartAccount] })
  return user
}

/** From the Account view's "Choose a name", registers `label`; resolves with the signature the page posted. */
async function registerFromAccount(label: string): Promise<{ address: string; signature: Hex }> {
  const posted: string[] = []
  page().on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/profile/account')
      posted.push(request.postData() ?? '')
  })
  await connectButton(page()).click()
  await view()
    .getByRole('button', { name: /Choose a name$/ })
    .click()
  await view().getByRole('textbox', { name: 'Name' }).fill(label)
  await view().getByRole('button', { name: 'Register' }).click()
  await view().getByRole('heading', { name: 'Name registered' }).waitFor({ timeout: 20_000 })
  expect(await view().getByTestId('registered-name').textContent()).toBe(`${label}.reown.id`)
  return JSON.parse(posted[0] ?? '{}') as { address: string; signature: Hex }
}

/** Back in the Account view, its heading is the name, and no "Choose a name" is offered any more. */
async function accountShowsName(name: string) {
  await view().getByRole('button', { name: 'Back to account' }).click()
  await view().getByRole('heading', { name }).waitFor()
  expect(
    await view()
      .getByRole('button', { name: /Choose a name$/ })
      .count(),
  ).toBe(0)
}

test('a smart-account owner of the embedded wallet registers a name: the undeployed account signs by ERC-6492, the world verifies it on chain and stores it, Account shows it', async () => {
  const user = await logInOnSmartAccount('grace@example.org')
  expect(await chainClient().getCode({ address: user.smartAccount as Hex })).toBeUndefined()

  const posted = await registerFromAccount('grace')
  expect(posted.address).toBe(user.smartAccount)
  expect(posted.signature.endsWith(erc6492Suffix)).toBe(true)
  expect((await worldRecord('grace.reown.id'))?.addresses?.['2147483649']?.address).toBe(user.smartAccount)
  await accountShowsName('grace.reown.id')
})

test('once its first transaction deployed it, the smart account registers a name by ERC-1271, verified on chain', async () => {
  const user = await logInOnSmartAccount('hopper@example.org')
  const smartAccount = user.smartAccount as Hex
  // Gas money for the smart account, from anvil's test account 9; then its first transaction deploys it.
  const funder = createWalletClient({
    account: privateKeyToAccount(testAccounts[9]!.privateKey),
    transport: http(rpcUrl()),
  })
  const funding = await funder.sendTransaction({ to: smartAccount, value: parseEther('0.1'), chain: null })
  await chainClient().waitForTransactionReceipt({ hash: funding, pollingInterval: 50 })
  const sent = await providerRequest(page(), 'eth_sendTransaction', [
    { from: smartAccount, to: testAccounts[8]!.address, value: '0x2386f26fc10000' },
  ])
  expect(sent).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  expect(await chainClient().getCode({ address: smartAccount })).toMatch(/^0x[0-9a-f]{2,}$/)

  const posted = await registerFromAccount('hopper')
  expect(posted.address).toBe(smartAccount)
  expect(posted.signature).toMatch(/^0x[0-9a-f]{130}$/)
  expect((await worldRecord('hopper.reown.id'))?.addresses?.['2147483649']?.address).toBe(smartAccount)
  await accountShowsName('hopper.reown.id')
})
