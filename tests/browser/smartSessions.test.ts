import { createPublicClient, createWalletClient, type Hex, http, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, inject, test } from 'vitest'
import { jsonRpc } from '../../playground/world/chains/jsonRpc.js'
import { smartAccountAbi } from '../../playground/world/frame/accounts/accountAbis.js'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'
import { frameControl, logInByEmail } from './embeddedWallet.js'
import { providerRequest, worldControl } from './world.js'

// Smart sessions (features.smartSessions, ERC-7715), in Chromium against the world: an app page grants a session
// key an expiry and a native spending limit through the embedded wallet's smart account; anvil enforces the limit;
// the Account view's Sessions lists it (after its error and empty states) and revokes it, which ends it on chain.

const session = useBrowser()
const page = () => session.page
const rpcUrl = () => inject('world').chains.find((chain) => chain.chainId === 1)!.rpcUrl as string
const chain = () => ({
  id: 1,
  name: 'anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl()] } },
})
const publicClient = () => createPublicClient({ chain: chain(), transport: http(rpcUrl()) })
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const balanceOfBob = () => publicClient().getBalance({ address: bob })

/** The app's session key, with ether for gas; `spend` sends from the smart account as the key, on chain. */
async function sessionKey() {
  const account = privateKeyToAccount(generatePrivateKey())
  await jsonRpc(rpcUrl(), 'anvil_setBalance', [account.address, toHex(parseEther('1'))])
  const client = createWalletClient({ account, chain: chain(), transport: http(rpcUrl()) })
  const spend = async (smartAccount: Hex, value: bigint) => {
    const hash = await client.writeContract({
      address: smartAccount,
      abi: smartAccountAbi,
      functionName: 'executeAsSession',
      args: [bob, value],
    })
    return publicClient().waitForTransactionReceipt({ hash, pollingInterval: 50 })
  }
  return { account, spend }
}

const sessionsView = () => dialog(page()).getByRole('list', { name: 'Smart sessions' })
const noViolations = async () => expect((await runAxe(page())).violations).toEqual([])

/** Opens Account (the modal on a connected account), on the smart account, chosen explicitly if it is not yet. */
async function openAccountOnSmartAccount(smartAccount: string) {
  await connectButton(page()).click()
  const address = dialog(page()).getByTestId('account-address')
  await address.waitFor()
  if ((await address.getAttribute('title')) !== smartAccount)
    await dialog(page()).getByRole('button', { name: 'Switch to smart account' }).click()
  await expect.poll(() => address.getAttribute('title'), { timeout: 10_000 }).toBe(smartAccount)
}

test('an app grants a session with a spending limit; anvil enforces it; Sessions lists and revokes it', async () => {
  await openPlayground(page())
  const toggle = page().getByRole('form', { name: 'Features' }).getByRole('checkbox', { name: 'Smart sessions' })
  await toggle.click()
  await expect.poll(() => toggle.isChecked()).toBe(true)
  await logInByEmail(page(), 'sessions@example.org', { opened: true })
  const user = (await frameControl().users()).find((candidate) => candidate.email === 'sessions@example.org')
  if (!user) throw new Error('no user')
  const smartAccount = user.smartAccount as Hex
  await jsonRpc(rpcUrl(), 'anvil_setBalance', [smartAccount, toHex(parseEther('1'))])

  // The Sessions row, its error state (the data API fails), then its empty state.
  await openAccountOnSmartAccount(smartAccount)
  await worldControl('faults', { route: '/v1/sessions/*', status: 500, times: null })
  await dialog(page()).getByRole('button', { name: 'Sessions', exact: true }).click()
  const tryAgain = dialog(page()).getByRole('button', { name: 'Try again' })
  await tryAgain.waitFor({ timeout: 20_000 })
  await worldControl('faults', undefined, 'DELETE')
  // Try again reads the list again; a read the view started meanwhile (the account state settling) may come first.
  await tryAgain.click({ timeout: 2_000 }).catch(() => undefined)
  await dialog(page()).getByRole('status').getByText('No sessions yet').waitFor()
  await page().keyboard.press('Escape')
  await dialog(page()).waitFor({ state: 'hidden' })

  // The app grants a session key 0.1 ETH for an hour and gets the permission context back.
  const key = await sessionKey()
  const expiry = Math.floor(Date.now() / 1000) + 3600
  const granted = await providerRequest(page(), 'wallet_grantPermissions', [
    {
      expiry,
      signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: key.account.publicKey }] } },
      permissions: [
        { type: 'native-token-recurring-allowance', data: { allowance: toHex(parseEther('0.1')), period: 86400 } },
      ],
      policies: [],
    },
  ])
  expect(granted).toMatchObject({
    result: { address: smartAccount, expiry, permissionsContext: expect.stringMatching(/^0x[0-9a-f]{128}$/) },
  })
  await dialog(page()).waitFor({ state: 'hidden' })

  // Within the limit the balance moves; beyond what is left, the contract refuses.
  const before = await balanceOfBob()
  await key.spend(smartAccount, parseEther('0.06'))
  expect(await balanceOfBob()).toBe(before + parseEther('0.06'))
  await expect(key.spend(smartAccount, parseEther('0.05'))).rejects.toThrow(/SpendingLimitExceeded/)
  expect(await balanceOfBob()).toBe(before + parseEther('0.06'))

  // The Sessions view lists it: project, permissions, policies, expiry, active.
  await openAccountOnSmartAccount(smartAccount)
  await dialog(page()).getByRole('button', { name: 'Sessions', exact: true }).click()
  const item = sessionsView().getByRole('listitem')
  await expect.poll(() => item.count()).toBe(1)
  expect(await item.getByRole('heading').textContent()).toBe('Foyer playground')
  expect(await item.getByTestId('permissions').textContent()).toBe('native-token-recurring-allowance: 0.1 ETH')
  expect(await item.getByTestId('policies').textContent()).toBe('none')
  expect(await item.getByTestId('expiry').textContent()).toContain(String(new Date(expiry * 1000).getFullYear()))
  expect(await item.getByTestId('state').textContent()).toBe('Active')
  await noViolations()

  // Revoke: signed by the wallet, posted; the list shows it revoked and the key can spend nothing more.
  await dialog(page()).getByRole('button', { name: 'Revoke the session of Foyer playground' }).click()
  await expect.poll(() => item.getByTestId('state').textContent(), { timeout: 20_000 }).toBe('Revoked')
  expect(await item.getByRole('button').count()).toBe(0)
  await noViolations()
  await expect(key.spend(smartAccount, 1n)).rejects.toThrow(/NoSession/)
  expect(await balanceOfBob()).toBe(before + parseEther('0.06'))
}, 120_000) // one journey: a login, the list's states, a grant, three spends on chain, a revoke, axe twice
