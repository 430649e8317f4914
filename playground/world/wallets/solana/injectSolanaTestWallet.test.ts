// Registration by the Wallet Standard's events, read by the real app side (@wallet-standard/app's getWallets).
// A real EventTarget stands in for `window` here only for the registration events.
import type { Wallet } from '@wallet-standard/base'
import { expect, test } from 'vitest'
import { injectSolanaTestWallet } from './injectSolanaTestWallet.js'

test('a wallet registered before the app and one registered after both reach the app; remove unregisters', async () => {
  const page = new EventTarget()
  Object.assign(globalThis, { window: page })
  const early = injectSolanaTestWallet(page, { rpcUrl: 'http://127.0.0.1:1', name: 'Early Wallet' })
  const { getWallets } = await import('@wallet-standard/app')
  const wallets = getWallets() // dispatches wallet-standard:app-ready: the early wallet answers it
  const registered: string[] = []
  const unregistered: string[] = []
  wallets.on('register', (...added: Wallet[]) => registered.push(...added.map((wallet) => wallet.name)))
  wallets.on('unregister', (...removed: Wallet[]) => unregistered.push(...removed.map((wallet) => wallet.name)))
  const late = injectSolanaTestWallet(page, { rpcUrl: 'http://127.0.0.1:1' })
  expect(wallets.get().map((wallet) => wallet.name)).toEqual(['Early Wallet', 'Test Wallet'])
  expect(registered).toEqual(['Test Wallet'])
  const listed = wallets.get()[1]!
  expect(listed).toBe(late.wallet)
  expect(Object.keys(listed.features).sort()).toEqual([
    'solana:signAndSendTransaction',
    'solana:signIn',
    'solana:signMessage',
    'solana:signTransaction',
    'standard:connect',
    'standard:disconnect',
    'standard:events',
  ])
  expect(listed.icon).toMatch(/^data:image\/svg\+xml;base64,/)
  early.remove()
  expect(unregistered).toEqual(['Early Wallet'])
  expect(wallets.get().map((wallet) => wallet.name)).toEqual(['Test Wallet'])
})
