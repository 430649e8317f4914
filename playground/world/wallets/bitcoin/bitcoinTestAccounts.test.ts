// The Bitcoin test wallet's fixed keys and hashes, derived again.
import { hex } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { expect, test } from 'vitest'
import { bitcoinTestAccounts } from './bitcoinTestAccounts.js'
import { bip322MessageHash } from './signMessageBip322.js'

test('the accounts are the world mnemonic’s keys at m/49’/1’/0’/0/i (payment) and m/86’/1’/0’/0/i (ordinals)', () => {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync('test test test test test test test test test test test junk'))
  bitcoinTestAccounts.forEach((account, index) => {
    const payment = root.derive(`m/49'/1'/0'/0/${index}`)
    const ordinals = root.derive(`m/86'/1'/0'/0/${index}`)
    expect([account.payment.privateKey, account.payment.publicKey]).toEqual([
      hex.encode(payment.privateKey!),
      hex.encode(payment.publicKey!),
    ])
    expect([account.ordinals.privateKey, account.ordinals.publicKey]).toEqual([
      hex.encode(ordinals.privateKey!),
      hex.encode(ordinals.publicKey!),
    ])
  })
})

test('the BIP-322 message hash matches the BIP’s test vectors', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text)
  expect(hex.encode(bip322MessageHash(utf8('')))).toBe(
    'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
  )
  expect(hex.encode(bip322MessageHash(utf8('Hello World')))).toBe(
    'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
  )
})
