import { afterEach, expect, test, vi } from 'vitest'
import { registerWallet } from '../../playground/world/wallets/shared/registerWallet.js'
import { type DiscoveredSolanaWallet, discoverSolanaWallets } from './discoverSolanaWallets.js'

// Discovery on a page-like host (an EventTarget as `window`) where one Wallet Standard wallet is hostile.

afterEach(() => {
  vi.unstubAllGlobals()
})

const solanaWallet = (name: string) => ({
  name,
  version: '1.0.0',
  icon: 'data:image/svg+xml;base64,',
  chains: ['solana:mainnet'],
  features: { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } },
  accounts: [],
})

test('a Wallet Standard wallet whose name throws when read is skipped and reported; a later Solana wallet is listed', () => {
  const page = new EventTarget()
  vi.stubGlobal('window', page)
  const skipped: unknown[] = []
  let found: DiscoveredSolanaWallet[] = []
  const stop = discoverSolanaWallets(
    { walletStandard: true, injected: false, external: [] },
    (list) => {
      found = list
    },
    (error) => skipped.push(error),
  )
  registerWallet(page as never, solanaWallet('Early') as never)
  const hostile = {
    ...solanaWallet('unused'),
    get name(): string {
      throw new TypeError('a hostile name')
    },
  }
  registerWallet(page as never, hostile as never)
  registerWallet(page as never, solanaWallet('Late') as never)
  expect(found.map(({ connector }) => [connector.type, connector.name])).toEqual([
    ['ANNOUNCED', 'Early'],
    ['ANNOUNCED', 'Late'],
  ])
  // reported at each reading of the list (it was read again when 'Late' registered)
  expect(new Set(skipped.map(String))).toEqual(new Set(['TypeError: a hostile name']))
  stop()
})

test('a window.solana that throws when read is skipped and reported; the Wallet Standard wallets are listed (found by fuzzing)', () => {
  const page = Object.defineProperty(new EventTarget(), 'solana', {
    get() {
      throw new TypeError('a hostile solana')
    },
  })
  vi.stubGlobal('window', page)
  const skipped: unknown[] = []
  let found: DiscoveredSolanaWallet[] = []
  const stop = discoverSolanaWallets(
    { walletStandard: true, injected: true, external: [] },
    (list) => {
      found = list
    },
    (error) => skipped.push(error),
  )
  registerWallet(page as never, solanaWallet('Good') as never)
  expect(found.map(({ connector }) => connector.name)).toEqual(['Good'])
  expect(skipped.map(String)).toContain('TypeError: a hostile solana')
  stop()
})

test('a wallet whose icon is not text is listed without an image, never with the odd value (found by fuzzing)', () => {
  const page = new EventTarget()
  vi.stubGlobal('window', page)
  let found: DiscoveredSolanaWallet[] = []
  const stop = discoverSolanaWallets(
    { walletStandard: true, injected: false, external: [] },
    (list) => {
      found = list
    },
    () => undefined,
  )
  registerWallet(page as never, { ...solanaWallet('Odd'), icon: ['data:image/svg+xml;base64,'] } as never)
  expect(found.map(({ connector }) => [connector.name, 'imageUrl' in connector])).toEqual([['Odd', false]])
  stop()
})
