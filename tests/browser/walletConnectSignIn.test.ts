import { expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'
import { pairWalletConnect } from './world.js'

// WalletConnect's one-click sign-in (SPEC §4): with SIWX on and only eip155 networks, the QR pairing asks for the
// sign-in in the same request (connect's `authentication`); the page's WalletConnect test wallet signs it with the
// session, the session is stored (checked by the world's app server in server mode) and no sign view follows. With
// a Solana network too, the pairing is plain and the sign view asks after it.

const session = useBrowser({ relayLog: true })
const page = () => session.page
const view = () => dialog(page())
const qrCode = () => view().getByRole('img', { name: /^QR code to connect/ })
const signView = () => view().getByTestId('siwx-app')
const storedSessions = () =>
  page().evaluate(
    () =>
      JSON.parse(localStorage.getItem('foyer:siwxSessions') ?? '[]') as {
        data: Record<string, string>
        message: string
        cacao?: unknown
      }[],
  )

/** Opens the playground, the QR view, and pairs the page's WalletConnect test wallet (it answers by `mode`). */
async function pairByQr(query: string, mode: 'approve' | 'reject' = 'approve') {
  await openPlayground(page(), query)
  await connectButton(page()).click()
  await view()
    .getByRole('button', { name: /^WalletConnect QR code$/ })
    .click()
  await qrCode().waitFor()
  const uri = (await qrCode().getAttribute('data-value')) ?? ''
  await pairWalletConnect(page(), uri, mode)
}

const connected = () => expect.poll(() => connectButton(page()).textContent(), { timeout: 15_000 }).toBe('0xf3…b92266')

test('SIWX on, eip155 only: the pairing signs in too; the session is stored with its CACAO and no sign view shows', async () => {
  await pairByQr('/?siwx=optional')
  await view().waitFor({ state: 'detached', timeout: 15_000 })
  await connected()
  const stored = await storedSessions()
  expect(stored.map((one) => one.data.chainId)).toEqual(['eip155:1', 'eip155:42161'])
  expect(stored[0]?.data).toMatchObject({ accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
  expect(stored[0]?.message).toContain('wants you to sign in with your Ethereum account:')
  expect(stored[0]?.message).toContain('Sign in to the Foyer playground')
  expect(stored[0]?.cacao).toMatchObject({ s: { t: 'eip191' } })
  expect(await signView().count()).toBe(0)
})

test("server mode: the nonce is the app server's, which verifies the signed message before the session is stored", async () => {
  const asked: string[] = []
  page().on('request', (request) => {
    if (request.url().includes('/app/siwx/')) asked.push(`${request.method()} ${new URL(request.url()).pathname}`)
  })
  await pairByQr('/?siwx=server')
  await view().waitFor({ state: 'detached', timeout: 15_000 })
  await connected()
  const stored = await storedSessions()
  // One nonce, used once: the active network's message is the one the server accepts.
  expect(stored.map((one) => one.data.chainId)).toEqual(['eip155:1'])
  expect(stored[0]?.data.nonce).toMatch(/^[0-9a-f]{16}$/)
  expect(asked.slice(0, 2)).toEqual(['GET /app/siwx/nonce', 'POST /app/siwx/verify'])
  expect(await signView().count()).toBe(0)
})

test('a wallet that rejects the sign-in request rejects the connection: "Connection rejected", nothing stored', async () => {
  await pairByQr('/?siwx=optional', 'reject')
  await view().getByText('Connection rejected').waitFor()
  expect(await storedSessions()).toEqual([])
})

test('with a Solana network configured too, the pairing is plain and the sign view asks after it', async () => {
  await pairByQr('/?siwx=optional&namespaces=eip155,solana')
  await signView().waitFor({ timeout: 15_000 })
  expect(await storedSessions()).toEqual([])
})
