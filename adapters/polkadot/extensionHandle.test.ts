import { expect, test, vi } from 'vitest'
import { polkadotTestAccounts } from '../../playground/world/wallets/polkadot/polkadotTestAccounts.js'
import { extensionHandle } from './extensionHandle.js'

// The accounts an extension sends one after the other reach the adapter in the order it sent them (found by
// fuzzing: a list to check waited for the checker's import, an empty one did not, and overtook it).

const [alice] = polkadotTestAccounts

test('an account list followed at once by an empty one is heard in that order: the extension’s last word wins', async () => {
  let send: ((accounts: unknown) => void) | undefined
  const extension = {
    enable: async () => ({
      accounts: {
        get: async () => [],
        subscribe: (callback: (accounts: unknown) => void) => {
          send = callback
          return () => undefined
        },
      },
      signer: {},
    }),
  }
  const heard: unknown[] = []
  extensionHandle(extension, 'Test').subscribe((accounts) => heard.push(accounts))
  await vi.waitFor(() => expect(send).not.toBe(undefined))
  send!([{ address: alice!.address }])
  send!([])
  // the first check loads the SS58 checker
  await vi.waitFor(() => expect(heard).toHaveLength(2), { timeout: 5_000 })
  expect(heard).toEqual([[{ address: alice!.address }], []])
})
