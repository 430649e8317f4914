import { expect, test } from 'vitest'
import * as testing from './testing.js'

test('foyer/testing exports the test wallet API, the frame site control client and nothing else', () => {
  expect(Object.keys(testing).sort()).toEqual([
    'ProviderRpcError',
    'approvalMethods',
    'createTestWallet',
    'frameControlClient',
    'injectTestWallet',
    'injectTestWalletsFromUrl',
    'testAccounts',
    'walletIcon',
  ])
})
