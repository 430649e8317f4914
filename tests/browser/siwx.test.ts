import { expect, inject, test } from 'vitest'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'
import {
  appServerCalls,
  connectToSignView as connectNamespaceToSignView,
  signIn,
  storedSignIns,
} from './namespaceSteps.js'
import { wallet, trackedEvents } from './world.js'

// Sign in with the wallet (the siwx plugin) in Chromium against the world: the injected test wallet (anvil's
// account 0) connects, SIWXSignMessage asks it to sign the AppKit SIWX message, the session is stored under the
// sign-in tokens key. `?siwx=` is the playground's SIWX switch.

const session = useBrowser()
const page = () => session.page
const view = () => dialog(page())
const signView = () => view().getByTestId('siwx-app')
const sessionsKey = 'foyer:siwxSessions'
const storedSessions = () =>
  page().evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { data: Record<string, string>; message: string }[],
    sessionsKey,
  )

const tracked = (name: string) => trackedEvents(page(), name)

/** Opens the playground in a SIWX mode and connects the test wallet: the sign view shows. */
async function connectToSignView(mode: 'optional' | 'required' | 'server', wallets = 'wallets=evm') {
  await openPlayground(page(), `/?${wallets}&siwx=${mode}`)
  await chooseTestWallet()
}

/** Opens the modal on the page as it is and chooses the test wallet: the sign view shows. */
async function chooseTestWallet() {
  await connectButton(page()).click()
  await view()
    .getByRole('button', { name: /^Test Wallet(?: [a-z]|$)/ })
    .first()
    .click()
  await signView().waitFor()
}

const sign = () => view().getByRole('button', { name: 'Sign', exact: true }).click()
const cancel = () => view().getByRole('button', { name: 'Cancel', exact: true }).click()

test('connect opens the sign view (app, account, statement); signing stores the session and closes the modal; a reload asks no more; disconnect revokes it', async () => {
  await connectToSignView('optional')
  expect(await signView().textContent()).toBe('Foyer playground wants you to sign in')
  expect(await view().getByTestId('siwx-account').textContent()).toBe('0xf3…b92266')
  expect(await view().getByTestId('siwx-statement').textContent()).toBe('Sign in to the Foyer playground')
  expect((await runAxe(page())).violations, 'the sign view').toEqual([])
  await sign()
  await view().waitFor({ state: 'detached' })
  const [stored, ...more] = await storedSessions()
  expect(more).toEqual([])
  expect(stored?.data).toMatchObject({
    accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chainId: 'eip155:1',
  })
  expect(stored?.message).toContain(
    'wants you to sign in with your Ethereum account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\nSign in to the Foyer playground\n\nURI: ',
  )
  const signed = (await wallet<{ method: string }[]>(page(), 'requests')).filter((r) => r.method === 'personal_sign')
  expect(signed).toHaveLength(1)
  await expect
    .poll(async () => (await tracked('SIWX_AUTH_SUCCESS')).at(-1))
    .toMatchObject({
      network: 'eip155:1',
      isSmartAccount: false,
    })

  await page().reload()
  await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe('0xf3…b92266')
  await connectButton(page()).click()
  await view()
    .getByRole('button', { name: /Disconnect/ })
    .waitFor()
  expect(await signView().count()).toBe(0)
  expect(await storedSessions()).toHaveLength(1)

  await view()
    .getByRole('button', { name: /Disconnect/ })
    .click()
  await expect.poll(storedSessions).toEqual([])
})

test('required: Escape and the close button leave the sign view open and say why; Cancel disconnects', async () => {
  await connectToSignView('required')
  await page().keyboard.press('Escape')
  await view().getByTestId('siwx-required').waitFor()
  await view().getByRole('button', { name: 'Close' }).click()
  expect(await signView().isVisible()).toBe(true)
  await cancel()
  await view().waitFor({ state: 'detached' })
  await expect.poll(() => connectButton(page()).textContent()).not.toBe('0xf3…b92266')
  expect(await storedSessions()).toEqual([])
  await expect.poll(async () => (await tracked('CLICK_CANCEL_SIWX')).length).toBe(1)
})

test("the app reads the sessions and revokes one through the plugin's actions", async () => {
  await connectToSignView('optional')
  await sign()
  await view().waitFor({ state: 'detached' })
  const run = (action: string, parameters?: unknown) =>
    page().evaluate(
      ([name, values]) =>
        (
          window as unknown as { __foyer: { ready(): Promise<{ runAction(...a: unknown[]): Promise<unknown> }> } }
        ).__foyer
          .ready()
          .then((kernel) => kernel.runAction('siwx', name, values)),
      [action, parameters] as const,
    ) as Promise<{ data: { chainId: string } }[] | undefined>
  expect((await run('getSessions'))?.map((item) => item.data.chainId)).toEqual(['eip155:1'])
  await run('revokeSession', { chainId: 'eip155:1', address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' })
  expect(await run('getSessions')).toEqual([])
  expect(await storedSessions()).toEqual([])
})

test('optional: Cancel closes the modal, keeps the wallet connected and stores no session', async () => {
  await connectToSignView('optional')
  await cancel()
  await view().waitFor({ state: 'detached' })
  expect(await connectButton(page()).textContent()).toBe('0xf3…b92266')
  expect(await storedSessions()).toEqual([])
  await expect
    .poll(async () => (await tracked('CLICK_CANCEL_SIWX')).at(-1))
    .toMatchObject({ network: 'eip155:1', isSmartAccount: false })
})

test('a refused signature keeps the sign view open with the error and records SIWX_AUTH_ERROR; signing again works', async () => {
  await connectToSignView('optional')
  await wallet(page(), 'setMode', 'reject')
  await sign()
  await view().getByTestId('siwx-error').waitFor()
  expect(await view().getByTestId('siwx-error').textContent()).toBe('Signature declined')
  expect(await storedSessions()).toEqual([])
  await expect
    .poll(async () => (await tracked('SIWX_AUTH_ERROR')).at(-1))
    .toMatchObject({
      network: 'eip155:1',
      isSmartAccount: false,
      message: 'Signature declined',
    })
  await wallet(page(), 'setMode', 'approve')
  await sign()
  await view().waitFor({ state: 'detached' })
  expect(await storedSessions()).toHaveLength(1)
})

test("server mode: the nonce is the world app server's, which verifies the signature before the session is stored", async () => {
  const asked: string[] = []
  page().on('request', (request) => {
    if (request.url().includes('/app/siwx/')) asked.push(`${request.method()} ${new URL(request.url()).pathname}`)
  })
  await connectToSignView('server')
  await sign()
  await view().waitFor({ state: 'detached' })
  expect(asked).toEqual(['GET /app/siwx/nonce', 'POST /app/siwx/verify'])
  const [stored] = await storedSessions()
  expect(stored?.data.nonce).toMatch(/^[0-9a-f]{16}$/)
})

test("solana: the test wallet signs in through the world's app server, which verifies its ed25519 signature", async () => {
  const calls = appServerCalls(page())
  await connectNamespaceToSignView(page(), '/?wallets=solana&namespaces=solana&siwx=server', /^Test Wallet(?: [a-z]|$)/)
  await signIn(page())
  expect(calls).toEqual(['GET /app/siwx/nonce 200', 'POST /app/siwx/verify 200'])
  const [stored, ...more] = await storedSignIns(page())
  expect(more).toEqual([])
  const solana = inject('world').chains.find((candidate) => candidate.namespace === 'solana') as {
    caipNetworkId: string
  }
  expect(stored?.data.chainId).toBe(solana.caipNetworkId)
  expect(stored?.message.split('\n')[0]).toMatch(/ wants you to sign in with your Solana \(local\) account:$/)
  expect(stored?.message).toContain(`Chain ID: ${solana.caipNetworkId}`)
})

test('a signature the wallet never gives, then Escape: the next sign-in offers Sign again, and the late signature stores nothing', async () => {
  await connectToSignView('optional')
  await wallet(page(), 'setMode', 'pending', 'personal_sign')
  await sign()
  const signButton = view().getByRole('button', { name: /^Sign/ })
  await expect.poll(() => signButton.textContent()).toBe('Signing…')
  expect(await signButton.isDisabled()).toBe(true)
  await page().keyboard.press('Escape')
  await view().waitFor({ state: 'detached' })

  // Disconnect and connect again: the new sign-in is not held by the first one's silent wallet.
  await connectButton(page()).click()
  await view()
    .getByRole('button', { name: /Disconnect/ })
    .click()
  await view().waitFor({ state: 'detached' })
  await chooseTestWallet()
  expect(await signButton.textContent()).toBe('Sign')
  expect(await signButton.isEnabled()).toBe(true)

  // The first signature arrives late: no session is stored from it, and the view stays as it is.
  expect(await wallet(page(), 'approvePending', 'personal_sign')).toBe(1)
  await page().evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
  expect(await storedSessions()).toEqual([])
  expect(await signView().isVisible()).toBe(true)
  await wallet(page(), 'clearModes')
  await sign()
  await view().waitFor({ state: 'detached' })
  expect(await storedSessions()).toHaveLength(1)
})

test('required: Cancel works while the wallet is asked to sign and never answers', async () => {
  await connectToSignView('required')
  await wallet(page(), 'setMode', 'pending', 'personal_sign')
  await sign()
  await expect.poll(() => view().getByRole('button', { name: /^Sign/ }).textContent()).toBe('Signing…')
  await cancel()
  await view().waitFor({ state: 'detached' })
  await expect.poll(() => connectButton(page()).textContent()).not.toBe('0xf3…b92266')
  expect(await storedSessions()).toEqual([])
})
