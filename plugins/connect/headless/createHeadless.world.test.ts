import type { Foyer, FoyerOptions } from 'foyer'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createMemoryBackend } from '../../../kernel/storage/resolveStorageBackend.js'
import { testAccounts } from '../../../playground/world/chains/testAccounts.js'
import { evmChains, startWorld, type World } from '../../../playground/world/startWorld.js'
import { createMemoryStorage } from '../../../playground/world/wallets/walletconnect/createMemoryStorage.js'
import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '../../../playground/world/wallets/walletconnect/createWalletConnectTestWallet.js'
import { createWorldFoyer } from '../../../tests/world/createWorldFoyer.js'
import { createHeadless, type Headless } from './index.js'

// The headless API against the world: its directory, its relay and a WalletConnect test wallet (WalletKit), and
// the app's own connector 'Test Wallet'. The page that draws it is tests/browser/headless.test.ts.

let world: World
const alice = testAccounts[0]!.address
beforeAll(async () => {
  world = await startWorld()
})
afterAll(() => world?.stop())
beforeEach(() => world.reset())

const made: { headless: Headless; foyer: Foyer }[] = []
const running: WalletConnectTestWallet[] = []
afterEach(async () => {
  // Destroyed at once: WalletConnect's client is one per storage prefix, and the next test makes its own.
  for (const { headless, foyer } of made.splice(0)) {
    headless.destroy()
    foyer.destroy()
  }
  await Promise.all(running.splice(0).map((wallet) => wallet.stop()))
})

/** An app on the headless API; `storage` shared plays a returning visitor. */
function app(storage: FoyerOptions['storage'] = createMemoryBackend()) {
  const { foyer } = createWorldFoyer(world.config, {
    storage,
    walletConnect: { telemetry: false, storage: createMemoryStorage() },
  })
  const headless = createHeadless({ foyer })
  made.push({ headless, foyer })
  return { foyer, headless }
}

const names = (headless: Headless, kind?: string) =>
  headless
    .getState()
    .wallets.filter((wallet) => !kind || wallet.kind === kind)
    .map((wallet) => wallet.name)
const ready = (headless: Headless) => expect.poll(() => headless.getState().status).toBe('ready')

async function walletConnectWallet(mode: 'approve' | 'reject' = 'approve') {
  const relayUrl = world.config.urls.relay!
  const wallet = await createWalletConnectTestWallet({ relayUrl, chains: evmChains(world.config), mode })
  running.push(wallet)
  return wallet
}

describe('the wallet list', () => {
  test('nothing loads before it is asked for; then the installed wallet comes first, the directory after it', async () => {
    const { foyer, headless } = app()
    expect(headless.getState()).toMatchObject({ status: 'idle', wallets: [] })
    expect(world.api.control.requests({ path: '/getWallets' })).toEqual([])
    await headless.load()
    await ready(headless)
    const [first, ...rest] = headless.getState().wallets
    expect(first).toMatchObject({ name: 'Test Wallet', kind: 'installed', namespaces: ['eip155'] })
    expect(rest.length).toBeGreaterThanOrEqual(38)
    expect(rest.every((wallet) => wallet.kind === 'directory')).toBe(true)
    // The app's own wallet is not listed again from the directory.
    expect(names(headless).filter((name) => name === 'Test Wallet')).toHaveLength(1)
    expect(headless.getState().wallets.find((wallet) => wallet.name === 'WalletConnect Test Wallet')).toMatchObject({
      icon: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/getWalletImage\//),
      namespaces: ['eip155'],
    })
    // Nothing of the modal: no plugin set up, nothing opened.
    expect(foyer.getState()).toMatchObject({ plugins: [], modal: { open: false } })
  })

  test('loadMore appends the next page; a search narrows installed and directory wallets alike', async () => {
    const { headless } = app()
    await headless.load()
    await ready(headless)
    const first = names(headless, 'directory').length
    expect(headless.getState().hasMore).toBe(true)
    headless.loadMore()
    await expect.poll(() => names(headless, 'directory').length).toBe(first + 40)

    headless.search('WalletConnect T')
    headless.search('WalletConnect Test')
    await expect.poll(() => headless.getState().query).toBe('WalletConnect Test')
    await ready(headless)
    expect(names(headless)).toEqual(['WalletConnect Test Wallet'])
    expect(headless.getState().hasMore).toBe(false)
    const searches = world.api.control.requests({ path: '/getWallets' }).filter((request) => request.query.search)
    expect(searches.map((request) => request.query.search)).toEqual(['WalletConnect Test'])

    headless.search('test wallet')
    await expect.poll(() => headless.getState().query).toBe('test wallet')
    await ready(headless)
    expect(names(headless)[0]).toBe('Test Wallet')
    expect(names(headless)).toContain('Test Wallet 2')
  })

  test('a directory that fails says so with its code, and the installed wallet stays listed', async () => {
    world.api.control.fault({ route: '/getWallets', status: 400, times: Number.POSITIVE_INFINITY })
    const { headless } = app()
    await headless.load()
    await expect.poll(() => headless.getState().status).toBe('failed')
    expect(headless.getState().error?.code).toBe('HTTP_REQUEST_FAILED')
    expect(names(headless)).toEqual(['Test Wallet'])
  })
})

describe('connecting', () => {
  test('an installed wallet connects through its connector; the next visit lists it as recent', async () => {
    const storage = createMemoryBackend()
    const { foyer, headless } = app(storage)
    await headless.load()
    await ready(headless)
    const installed = headless.getState().wallets[0]!
    const connected = await headless.connect(installed)
    expect(connected).toEqual({ namespace: 'eip155', accounts: [expect.objectContaining({ address: alice })] })
    expect(foyer.getState().chains.eip155?.accountState).toMatchObject({ status: 'connected', address: alice })

    const again = app(storage).headless
    await again.load()
    await ready(again)
    expect(again.getState().wallets[0]).toMatchObject({ name: 'Test Wallet', kind: 'recent' })
  })

  test('walletConnect() shows a URI; a refusal rejects with USER_REJECTED and the next call pairs a fresh one', async () => {
    const { foyer, headless } = app()
    const refusing = await walletConnectWallet('reject')
    const refused = headless.walletConnect()
    await expect.poll(() => headless.getState().pairing?.uri, { timeout: 10_000 }).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const first = headless.getState().pairing!
    expect(first.wallet).toBeUndefined()
    await refusing.pair(first.uri)
    await expect(refused).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(headless.getState().pairing).toBeUndefined()

    const approving = await walletConnectWallet()
    const listed = headless.getState().wallets.find((wallet) => wallet.name === 'WalletConnect Test Wallet')!
    const connecting = headless.connect(listed)
    await expect.poll(() => headless.getState().pairing?.uri, { timeout: 10_000 }).toMatch(/^wc:/)
    const second = headless.getState().pairing!
    expect(second.uri).not.toBe(first.uri)
    expect(second.wallet).toBe(listed)
    await approving.pair(second.uri)
    expect(await connecting).toEqual({ namespace: 'eip155', accounts: [expect.objectContaining({ address: alice })] })
    expect(headless.getState().pairing).toBeUndefined()
    // The chosen directory wallet is the one recorded, not "WalletConnect".
    expect(foyer.getState().chains.eip155?.accountState.connectedWalletInfo?.name).toBe('WalletConnect Test Wallet')
  })

  test('cancel gives the pairing up: its promise rejects with MODAL_CLOSED and the URI goes', async () => {
    const { headless } = app()
    const pairing = headless.walletConnect()
    await expect.poll(() => headless.getState().pairing?.uri, { timeout: 10_000 }).toMatch(/^wc:/)
    headless.cancel()
    await expect(pairing).rejects.toMatchObject({ code: 'MODAL_CLOSED' })
    expect(headless.getState().pairing).toBeUndefined()
  })
})
