import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { connectButton, dialog, openPlayground, runAxe } from './browser.js'

// The steps of the multi-namespace browser tests: the addresses in the playground's state, the network list,
// SwitchActiveChain to a namespace not connected yet and its wallet in the Connect view, the Account view, and
// signing in with a namespace's wallet (the sign view, the stored sessions, the app server's routes).

/** An address as the ConnectButton and the Account view's heading show it (SPEC §9). */
export const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

/** The active namespace and each namespace's address, from the playground's instance. */
export const addresses = (page: Page) =>
  page.evaluate(() => {
    type State = {
      activeNamespace?: string
      chains: Record<string, { accountState: { address?: string } } | undefined>
    }
    const state = (window as unknown as { __foyer: { getState(): State } }).__foyer.getState()
    const namespaces = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']
    const connected = namespaces.flatMap((namespace) => {
      const address = state.chains[namespace]?.accountState.address
      return address ? [[namespace, address] as const] : []
    })
    return { active: state.activeNamespace, ...Object.fromEntries(connected) } as Record<string, string | undefined>
  })

export const buttonShows = (page: Page, text: string) =>
  expect.poll(() => connectButton(page).textContent(), { timeout: 10_000 }).toBe(text)

/** From the Account view, the network row: the Networks view. */
export async function openNetworks(page: Page) {
  await connectButton(page).click()
  await dialog(page)
    .getByRole('button', { name: /network$/ })
    .click()
}

/** From the Account view, the network row, then a network of the list. */
export async function chooseNetwork(page: Page, name: RegExp) {
  await openNetworks(page)
  await dialog(page).getByRole('button', { name }).click()
}

/** SwitchActiveChain to a namespace not connected yet, then its wallet in the Connect view. */
export async function switchAndConnect(
  page: Page,
  step: { network: RegExp; namespace: string; wallet: RegExp; address: string; checkAxe?: boolean },
) {
  await chooseNetwork(page, step.network)
  await dialog(page)
    .getByRole('heading', { name: `Switch to ${step.namespace}` })
    .waitFor()
  if (step.checkAxe) expect((await runAxe(page)).violations, 'SwitchActiveChain').toEqual([])
  await dialog(page)
    .getByRole('button', { name: `Switch to ${step.namespace}` })
    .click()
  await dialog(page).getByRole('list', { name: 'Wallets' }).getByRole('button', { name: step.wallet }).click()
  await dialog(page).waitFor({ state: 'detached' })
  await buttonShows(page, short(step.address))
}

/** Opens the Account view: its heading names the address truncated, its balance row shows `balance`. */
export async function accountShows(page: Page, address: string, balance: string) {
  await connectButton(page).click()
  await dialog(page)
    .getByRole('heading', { name: short(address) })
    .waitFor()
  expect(await dialog(page).getByTestId('account-address').getAttribute('title')).toBe(address)
  await expect.poll(() => dialog(page).getByTestId('account-balance').textContent(), { timeout: 20_000 }).toBe(balance)
  // The view opens at its top, however long it is (five namespaces' rows) and wherever the last view was scrolled.
  expect(
    await dialog(page)
      .locator('.foyer-body')
      .evaluate((body) => body.scrollTop),
  ).toBe(0)
}

/** A sign-in session as the page stores it under the sign-in tokens key (SPEC §3). */
export interface StoredSignIn {
  data: Record<string, string>
  message: string
  signature: string
}

export const storedSignIns = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('foyer:siwxSessions') ?? '[]') as StoredSignIn[])

/** Opens the playground at `path` (its `siwx=` mode, its wallets and namespaces), connects `wallet`: the sign view shows. */
export async function connectToSignView(page: Page, path: string, wallet: RegExp) {
  await openPlayground(page, path)
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: wallet }).first().click()
  await dialog(page).getByTestId('siwx-app').waitFor()
}

/** The sign view's Sign. */
export const clickSign = (page: Page) => dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()

/** Signs in from the sign view: Sign, then the modal closes. */
export async function signIn(page: Page) {
  await clickSign(page)
  await dialog(page).waitFor({ state: 'detached' })
}

/** The world's app server's sign-in routes the page calls from now on, each `METHOD /path status`. */
export function appServerCalls(page: Page) {
  const calls: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname.includes('/app/siwx/'))
      calls.push(`${response.request().method()} ${url.pathname} ${response.status()}`)
  })
  return calls
}
