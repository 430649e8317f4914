// Discovery as AppKit does it (WALLETS.md §2.1): Wallet Standard wallets with `bitcoin:connect` (read by the real
// @wallet-standard/app), and `window.btc_providers`, whose `id` is a dot path on `window` to the provider.
// A real EventTarget stands in for `window` here only for the registration events.
import type { Wallet } from '@wallet-standard/base'
import { expect, test } from 'vitest'
import { type BitcoinWalletHost, injectBitcoinTestWallet } from './injectBitcoinTestWallet.js'
import type { SatsConnectProvider } from './satsConnectProvider.js'

/** sats-connect's getProviderById: the entry's id resolved as a dot path on window. */
const providerById = (page: BitcoinWalletHost, id: string) =>
  id.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], page) as
    | SatsConnectProvider
    | undefined

test('the wallet is listed in btc_providers, its provider resolves by id, and it registers with Wallet Standard apps', async () => {
  const page = new EventTarget() as BitcoinWalletHost
  Object.assign(globalThis, { window: page })
  const { getWallets } = await import('@wallet-standard/app')
  const wallets = getWallets()
  const injected = injectBitcoinTestWallet(page)
  expect(page.btc_providers).toEqual([injected.entry])
  expect(injected.entry).toMatchObject({
    id: 'FoyerTestWallet.BitcoinProvider',
    name: 'Test Wallet',
    icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
  })
  const provider = providerById(page, injected.entry.id)
  expect(provider).toBe(injected.provider)
  const info = (await provider!.request('getInfo', null)) as { result: { methods: string[] } }
  expect(info.result.methods).toContain('signPsbt')
  const bitcoinWallets = wallets.get().filter((wallet: Wallet) => 'bitcoin:connect' in wallet.features)
  expect(bitcoinWallets).toEqual([injected.wallet])
  injected.remove()
  expect(page.btc_providers).toEqual([])
  expect(providerById(page, injected.entry.id)).toBeUndefined()
  expect(wallets.get()).toEqual([])
})
