import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import type { SiwxMessageData } from '../rules/siwxMessage.js'
import { testSignIn } from './testing/testSignIn.js'
import { verifySolanaMessage } from './verifySolanaMessage.js'

const secret = ed25519.utils.randomPrivateKey()
const address = base58.encode(ed25519.getPublicKey(secret))
const chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const { textOf, rules } = testSignIn(chainId, address, 'Solana')
const signed = (data: Partial<SiwxMessageData> = {}) => {
  const message = textOf(data)
  return { message, signature: base58.encode(ed25519.sign(new TextEncoder().encode(message), secret)) }
}

describe('verifySolanaMessage', () => {
  it("accepts the account's ed25519 signature of a Solana message (the network's name, the CAIP-2 chain id)", async () => {
    const message = signed()
    expect(message.message.split('\n')[0]).toBe('app.example.com wants you to sign in with your Solana account:')
    expect(message.message).toContain(`Chain ID: ${chainId}`)
    await expect(verifySolanaMessage({ ...message, ...rules })).resolves.toMatchObject({ accountAddress: address })
  })

  it('refuses another domain, another chain, an expired message and a bad signature, each with its code', async () => {
    await expect(verifySolanaMessage({ ...signed({ domain: 'evil.example' }), ...rules })).rejects.toMatchObject({
      code: 'SIWX_WRONG_DOMAIN',
    })
    await expect(verifySolanaMessage({ ...signed({ chainId: 'solana:other' }), ...rules })).rejects.toMatchObject({
      code: 'SIWX_WRONG_CHAIN',
    })
    await expect(
      verifySolanaMessage({ ...signed(), ...rules, now: Date.parse('2026-06-06T10:00:00.000Z') }),
    ).rejects.toMatchObject({ code: 'SIWX_EXPIRED' })
    const { message } = signed()
    await expect(
      verifySolanaMessage({ message, signature: signed({ nonce: '87654321' }).signature, ...rules }),
    ).rejects.toMatchObject({ code: 'SIWX_BAD_SIGNATURE' })
  })
})
