// EIP-6963 in Node: a real EventTarget stands in for `window`, with real CustomEvents (the browser test of the
// announcement runs in Chromium elsewhere).
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type Chains, startChains } from '../../chains/startChains.js'
import type { EIP1193Provider, EIP6963ProviderInfo } from './createTestWallet.js'
import { injectTestWallet, type WalletHost } from './injectTestWallet.js'
import { injectTestWalletsFromUrl, type TestWalletWindow } from './injectTestWalletsFromUrl.js'

type Announcement = { info: EIP6963ProviderInfo; provider: EIP1193Provider }

let world: Chains
beforeAll(async () => {
  world = await startChains()
})
afterAll(() => world?.stop())

function page(): TestWalletWindow & { announcements: Announcement[] } {
  const target = new EventTarget() as TestWalletWindow & { announcements: Announcement[] }
  target.announcements = []
  target.addEventListener('eip6963:announceProvider', (event) => {
    target.announcements.push((event as CustomEvent<Announcement>).detail)
  })
  return target
}

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

test('announces a frozen { info, provider } on injection and again on every eip6963:requestProvider', () => {
  const target = page()
  const wallet = injectTestWallet(target as WalletHost, { chains: world.chains })
  expect(target.announcements).toHaveLength(1)
  const [detail] = target.announcements
  expect(detail!.info).toEqual({
    uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    name: 'Test Wallet',
    icon: expect.stringMatching(/^data:image\/svg\+xml,/),
    rdns: 'dev.foyer.testwallet',
  })
  expect(detail!.provider).toBe(wallet.provider)
  expect(Object.isFrozen(detail)).toBe(true)
  expect(Object.isFrozen(detail!.info)).toBe(true)
  expect(Object.isFrozen(detail!.provider)).toBe(true)

  target.dispatchEvent(new Event('eip6963:requestProvider'))
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  expect(target.announcements).toHaveLength(3)
  expect(new Set(target.announcements.map((announcement) => announcement.info.uuid)).size).toBe(1)
  expect(target.ethereum).toBeUndefined()

  wallet.remove()
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  expect(target.announcements).toHaveLength(3)
})

test('two wallets announce side by side, and windowEthereum sets window.ethereum', async () => {
  const target = page()
  const first = injectTestWallet(target as WalletHost, { chains: world.chains, windowEthereum: true })
  const second = injectTestWallet(target as WalletHost, {
    chains: world.chains,
    name: 'Other Wallet',
    rdns: 'dev.foyer.other',
    privateKeys: [world.accounts[2]!.privateKey],
  })
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  expect(target.announcements.map(({ info }) => info.rdns)).toEqual([
    'dev.foyer.testwallet',
    'dev.foyer.other',
    'dev.foyer.testwallet',
    'dev.foyer.other',
  ])
  expect(first.info.uuid).not.toBe(second.info.uuid)
  expect(target.ethereum).toBe(first.provider)
  expect((target.ethereum as EIP1193Provider).isFoyerTestWallet).toBe(true)
  expect(await second.provider.request({ method: 'eth_requestAccounts' })).toEqual([world.accounts[2]!.address])
})

test('URL parameters pick the wallets, their mode, chain and window.ethereum, and expose them to the test', async () => {
  const target = page()
  const wallets = injectTestWalletsFromUrl(
    target,
    '?wallets=evm,evm&walletMode=pending&walletEthereum=1&walletChain=42161',
    world,
  )
  expect(wallets.map(({ info }) => [info.name, info.rdns])).toEqual([
    ['Test Wallet', 'dev.foyer.testwallet'],
    ['Test Wallet 2', 'dev.foyer.testwallet2'],
  ])
  expect(wallets.map((wallet) => wallet.addresses[0])).toEqual([world.accounts[0]!.address, world.accounts[1]!.address])
  expect(wallets.map((wallet) => wallet.chainId)).toEqual([42161, 42161])
  expect(target.ethereum).toBe(wallets[0]!.provider)
  expect(target.__foyerTestWallets).toEqual(wallets)
  const connecting = wallets[1]!.provider.request({ method: 'eth_requestAccounts' })
  await wallets[1]!.waitForPending('eth_requestAccounts')
  expect(target.__foyerTestWallets![1]!.approvePending()).toBe(1)
  expect(await connecting).toEqual([world.accounts[1]!.address])
})

test('no wallets parameter injects none; bad parameters fail clearly', () => {
  expect(injectTestWalletsFromUrl(page(), '?other=1', world)).toEqual([])
  expect(() => injectTestWalletsFromUrl(page(), '?wallets=evm&walletMode=maybe', world)).toThrow(
    /Bad test-wallet URL parameter walletMode/,
  )
  expect(() => injectTestWalletsFromUrl(page(), '?wallets=evm&walletChain=10', world)).toThrow('no world chain 10')
  expect(() => injectTestWalletsFromUrl(page(), '?wallets=evm,evm,evm', world)).toThrow('At most 2')
})

test('a wallet from the URL keeps the site authorized across page loads through localStorage', async () => {
  const storage = memoryStorage()
  const firstLoad = Object.assign(page(), { localStorage: storage })
  const [wallet] = injectTestWalletsFromUrl(firstLoad, '?wallets=evm', world)
  await wallet!.provider.request({ method: 'eth_requestAccounts' })

  const reload = Object.assign(page(), { localStorage: storage })
  const [again] = injectTestWalletsFromUrl(reload, '?wallets=evm', world)
  expect(await again!.provider.request({ method: 'eth_accounts' })).toEqual([world.accounts[0]!.address])
  await again!.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })

  const [third] = injectTestWalletsFromUrl(Object.assign(page(), { localStorage: storage }), '?wallets=evm', world)
  expect(await third!.provider.request({ method: 'eth_accounts' })).toEqual([])
})
