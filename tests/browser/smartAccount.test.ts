import { expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'
import { embeddedUser, frameControl, logInByEmail, preferEoa } from './embeddedWallet.js'
import { providerRequest } from './world.js'

// SPEC §9: a new eip155 login of the embedded wallet lands on the smart account where the network has them, else
// on the EOA; a stored preferred type wins. SPEC §4: an embedded-wallet user on the EOA switches to the smart account where the network has them; the type
// is stored, and the smart account deploys with its first transaction (smartAccountDeployed in the account state).

const session = useBrowser()
const page = () => session.page
const accountState = () =>
  page().evaluate(() => {
    type Account = { smartAccountDeployed?: boolean; preferredAccountType?: string; address?: string }
    const foyer = (window as unknown as { __foyer: { getState(): { chains: { eip155: { accountState: Account } } } } })
      .__foyer
    const { smartAccountDeployed, preferredAccountType, address } = foyer.getState().chains.eip155.accountState
    return { smartAccountDeployed, preferredAccountType, address }
  })

const shownAddress = async () => {
  await connectButton(page()).click()
  return dialog(page()).getByTestId('account-address').getAttribute('title')
}
const enabledAsked = async () => (await frameControl().messages('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).length

test('a first email login on eip155 lands on the smart account: its address shown, the type smartAccount', async () => {
  await logInByEmail(page(), 'grace@example.org')
  const user = await embeddedUser('grace@example.org')
  await expect.poll(accountState).toMatchObject({ preferredAccountType: 'smartAccount', address: user.smartAccount })
  const asked = await enabledAsked()
  expect(await shownAddress()).toBe(user.smartAccount)
  await expect.poll(enabledAsked).toBe(asked + 1) // the Account view asked where smart accounts are
  await page().waitForTimeout(300)
  expect(await dialog(page()).getByRole('button', { name: 'Switch to smart account' }).count()).toBe(0)
})

test('a stored eoa preference keeps the EOA', async () => {
  await preferEoa(page())
  await logInByEmail(page(), 'hopper@example.org')
  const user = await embeddedUser('hopper@example.org')
  await expect.poll(accountState).toMatchObject({ preferredAccountType: 'eoa', address: user.address })
  expect(await shownAddress()).toBe(user.address)
})

test('switch to the smart account, send from it (deployed on the first transaction), the type stored', async () => {
  await preferEoa(page())
  await logInByEmail(page(), 'ada@example.org')
  const user = (await frameControl().users()).find((candidate) => candidate.email === 'ada@example.org')
  if (!user) throw new Error('no user')
  const funded = await providerRequest(page(), 'eth_sendTransaction', [
    { from: user.address, to: user.smartAccount, value: '0x16345785d8a0000' },
  ])
  expect(funded).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  await dialog(page()).waitFor({ state: 'hidden' })
  await expect.poll(accountState).toMatchObject({ preferredAccountType: 'eoa', smartAccountDeployed: false })

  await connectButton(page()).click()
  const switchButton = dialog(page()).getByRole('button', { name: 'Switch to smart account' })
  await switchButton.waitFor()
  expect((await runAxe(page())).violations).toEqual([])
  await switchButton.click()
  await expect
    .poll(() => dialog(page()).getByTestId('account-address').getAttribute('title'), { timeout: 10_000 })
    .toBe(user.smartAccount)
  expect(await switchButton.count()).toBe(0)
  // The frame readied the smart account (SPEC §7's init smart account) before switching to it.
  const told = (await frameControl().messages())
    .filter((record) => ['INIT_SMART_ACCOUNT', 'SET_PREFERRED_ACCOUNT'].includes(record.name))
    .map((record) => [record.name, record.outcome])
  expect(told).toEqual([
    ['INIT_SMART_ACCOUNT', 'success'],
    ['SET_PREFERRED_ACCOUNT', 'success'],
  ])
  const stored = await page().evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.endsWith('preferredAccountTypes'))
      .map((key) => localStorage.getItem(key))
      .join(''),
  )
  expect(stored).toContain('smartAccount')

  const sent = await providerRequest(page(), 'eth_sendTransaction', [
    { from: user.smartAccount, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x2386f26fc10000' },
  ])
  expect(sent).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  const code = await providerRequest(page(), 'eth_getCode', [user.smartAccount, 'latest'])
  expect(code).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{2,}$/) })
  await expect
    .poll(accountState)
    .toMatchObject({ preferredAccountType: 'smartAccount', smartAccountDeployed: true, address: user.smartAccount })
})

test("with the site's smart accounts off (the playground's Embedded-wallet panel), Account offers no switch", async () => {
  await openPlayground(page())
  const panel = page().getByRole('group', { name: 'Embedded wallet' })
  await panel.getByText('Site controls').click()
  await panel.getByRole('checkbox', { name: 'Smart accounts on every chain' }).click()
  await page().waitForTimeout(500) // the panel sets the site's networks over HTTP
  await logInByEmail(page(), 'alan@example.org')
  const user = await embeddedUser('alan@example.org')
  await expect.poll(accountState).toMatchObject({ preferredAccountType: 'eoa', address: user.address }) // SPEC §9: else eoa
  const asked = await enabledAsked()
  await connectButton(page()).click()
  await dialog(page()).getByRole('button', { name: 'Update email' }).waitFor()
  await expect.poll(enabledAsked).toBe(asked + 1)
  await page().waitForTimeout(300)
  expect(await dialog(page()).getByRole('button', { name: 'Switch to smart account' }).count()).toBe(0)
})

test('smart accounts withdrawn after the switch was offered: the switch says the app might not support them, and the EOA stays', async () => {
  await preferEoa(page())
  await logInByEmail(page(), 'grace@example.org')
  const user = await embeddedUser('grace@example.org')
  await connectButton(page()).click()
  const switchButton = dialog(page()).getByRole('button', { name: 'Switch to smart account' })
  await switchButton.waitFor()
  await frameControl().setSmartAccountNetworks([])
  await switchButton.click()
  await dialog(page()).getByText('This application might not support Smart Accounts').waitFor()
  expect((await frameControl().messages('INIT_SMART_ACCOUNT')).map((record) => record.outcome)).toEqual(['error'])
  expect(await frameControl().messages('SET_PREFERRED_ACCOUNT')).toEqual([])
  expect(await accountState()).toMatchObject({ preferredAccountType: 'eoa', address: user.address })
  expect(await dialog(page()).getByTestId('account-address').getAttribute('title')).toBe(user.address)
})
