import { mnemonicToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { TEST_MNEMONIC } from './startAnvil.js'
import { testAccounts } from './testAccounts.js'

test('the written-out test accounts are those of the test mnemonic', () => {
  expect(testAccounts).toHaveLength(10)
  testAccounts.forEach(({ address, privateKey }, index) => {
    const derived = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index })
    expect(address).toBe(derived.address)
    expect(privateKey).toBe(`0x${Buffer.from(derived.getHdKey().privateKey!).toString('hex')}`)
  })
})
