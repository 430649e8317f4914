import { expect, test } from 'vitest'
import { bitcoinKeys } from '../../playground/world/wallets/bitcoin/bitcoinKeys.js'
import { bitcoinTestAccounts } from '../../playground/world/wallets/bitcoin/bitcoinTestAccounts.js'
import { signMessageBip322 } from '../../playground/world/wallets/bitcoin/signMessageBip322.js'
import { signMessageEcdsa } from '../../playground/world/wallets/bitcoin/signMessageEcdsa.js'
import { isMessageSignature } from './isMessageSignature.js'
import { fromBase64, signatureSchema, standardSignMessageSchema } from './walletAnswers.js'

const [payment, ordinals] = bitcoinKeys(bitcoinTestAccounts[0]!) as [
  ReturnType<typeof bitcoinKeys>[0],
  ReturnType<typeof bitcoinKeys>[0],
]
const message = new TextEncoder().encode('hello foyer')

test('real signatures are taken: legacy (BIP-137), BIP-322 simple for SegWit and for Taproot', () => {
  const signatures = [
    signMessageEcdsa(payment, message).signature,
    signMessageBip322(payment, message).signature,
    signMessageBip322(ordinals, message).signature,
  ]
  for (const signature of signatures) {
    expect(isMessageSignature(fromBase64(signature)), signature).toBe(true)
    expect(signatureSchema.safeParse({ signature }).success).toBe(true)
    expect(standardSignMessageSchema.safeParse([{ signature: fromBase64(signature) }]).success).toBe(true)
  }
})

test('what cannot be a signature is refused, in base64 (sats-connect) and as bytes (Wallet Standard)', () => {
  const witness = (...items: number[]) =>
    Uint8Array.from([items.length, ...items.flatMap((n) => [n, ...new Array(n).fill(1)])])
  const refused = [
    new Uint8Array(1), // one byte
    new Uint8Array(64), // a count of no items
    Uint8Array.from([0, ...new Array(64).fill(1)]), // 65 bytes without a BIP-137 header
    witness(33), // a stack with no signature-sized item
    Uint8Array.from([...witness(64), 0]), // a stack with a byte left over
    witness(72).slice(0, 40), // a stack cut short
  ]
  const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
  for (const bytes of refused) {
    expect(isMessageSignature(bytes), String(bytes.length)).toBe(false)
    expect(signatureSchema.safeParse({ signature: toBase64(bytes) }).success).toBe(false)
    expect(standardSignMessageSchema.safeParse([{ signature: bytes }]).success).toBe(false)
  }
  expect(isMessageSignature(witness(72, 33))).toBe(true)
})
