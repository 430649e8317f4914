import { expect, inject, test } from 'vitest'
import { verifyBip122Message } from '../../plugins/siwx/server/verifyBip122Message.js'
import { bitcoinTestAccounts } from '../../playground/world/wallets/bitcoin/bitcoinTestAccounts.js'
import { dialog, runAxe, useBrowser } from './browser.js'
import { clickSign, connectToSignView, storedSignIns } from './namespaceSteps.js'

// Sign in with the wallet on bip122 in Chromium against the world: the playground as a Bitcoin app
// (`namespaces=bip122`), the world's Bitcoin test wallet (`wallets=bitcoin`) on the regtest chain signs the AppKit
// SIWX message through the bip122 adapter; the session is stored, and its signature verifies with foyer/siwx's
// BIP-322 verifier (here, and on the world's app server in server mode).

const session = useBrowser()
const page = () => session.page
const view = () => dialog(page())
const payment = bitcoinTestAccounts[0]!.payment
const regtest = () => inject('world').chains.find((chain) => chain.namespace === 'bip122')!.caipNetworkId as string
const storedSessions = () => storedSignIns(page())
const setWalletMode = (mode: 'approve' | 'reject') =>
  page().evaluate((value) => {
    const wallets = window as unknown as { __foyerNamespaceWallets: { bitcoin: { setMode(mode: string): void } } }
    wallets.__foyerNamespaceWallets.bitcoin.setMode(value)
  }, mode)

/** Opens the Bitcoin playground in a SIWX mode and connects the test wallet: the sign view shows. */
const connectToBitcoinSignView = (mode: 'optional' | 'server') =>
  connectToSignView(page(), `/?wallets=bitcoin&namespaces=bip122&siwx=${mode}`, /^Test Wallet(?: [a-z]+)?$/)
const sign = () => clickSign(page())

test('the Bitcoin test wallet signs in (client mode): the session is stored and its BIP-322 signature verifies; axe on the sign view', async () => {
  await connectToBitcoinSignView('optional')
  expect(await view().getByTestId('siwx-account').getAttribute('title')).toBe(payment.address)
  expect((await runAxe(page())).violations, 'the sign view').toEqual([])
  await sign()
  await view().waitFor({ state: 'detached' })
  const [stored, ...more] = await storedSessions()
  expect(more).toEqual([])
  expect(stored?.data).toMatchObject({ accountAddress: payment.address, chainId: regtest() })
  expect(stored?.message.split('\n').slice(0, 2)).toEqual([
    `${new URL(page().url()).host} wants you to sign in with your Bitcoin (regtest) account:`,
    payment.address,
  ])
  expect(stored?.message).toContain(`Chain ID: ${regtest()}`)
  const verified = verifyBip122Message({
    message: stored?.message ?? '',
    signature: stored?.signature ?? '',
    domain: new URL(page().url()).host,
    chainIds: [regtest()],
  })
  await expect(verified).resolves.toMatchObject({ accountAddress: payment.address })
})

test("server mode: the world's app server issues the nonce and verifies the Bitcoin signature before the session is stored", async () => {
  const asked: string[] = []
  page().on('request', (request) => {
    if (request.url().includes('/app/siwx/')) asked.push(`${request.method()} ${new URL(request.url()).pathname}`)
  })
  await connectToBitcoinSignView('server')
  await sign()
  await view().waitFor({ state: 'detached' })
  expect(asked).toEqual(['GET /app/siwx/nonce', 'POST /app/siwx/verify'])
  const [stored] = await storedSessions()
  expect(stored?.data).toMatchObject({ accountAddress: payment.address, chainId: regtest() })
  expect(stored?.data.nonce).toMatch(/^[0-9a-f]{16}$/)
})

test("the wallet refusing the signature: 'Signature declined' in the sign view, no session; signing again works", async () => {
  await connectToBitcoinSignView('optional')
  await setWalletMode('reject')
  await sign()
  await view().getByTestId('siwx-error').waitFor()
  expect(await view().getByTestId('siwx-error').textContent()).toBe('Signature declined')
  expect((await runAxe(page())).violations, 'the sign view with its error').toEqual([])
  expect(await storedSessions()).toEqual([])
  await setWalletMode('approve')
  await sign()
  await view().waitFor({ state: 'detached' })
  expect(await storedSessions()).toHaveLength(1)
})
