import { describe, expect, it } from 'vitest'
import { bitcoinKeys } from '../../../playground/world/wallets/bitcoin/bitcoinKeys.js'
import { bitcoinTestAccounts } from '../../../playground/world/wallets/bitcoin/bitcoinTestAccounts.js'
import { signMessageBip322 } from '../../../playground/world/wallets/bitcoin/signMessageBip322.js'
import { signMessageEcdsa } from '../../../playground/world/wallets/bitcoin/signMessageEcdsa.js'
import type { SiwxMessageData } from '../rules/siwxMessage.js'
import { testSignIn } from './testing/testSignIn.js'
import { verifyBip122Message } from './verifyBip122Message.js'

// The Bitcoin test wallet's keys and signing: BIP-137 (ECDSA) for its P2SH-P2WPKH payment address, BIP-322 for its
// taproot ordinals address, on testnet (where those addresses read as they do).
const [payment, ordinals] = bitcoinKeys(bitcoinTestAccounts[0]!) as [
  ReturnType<typeof bitcoinKeys>[0],
  ReturnType<typeof bitcoinKeys>[0],
]
const chainId = 'bip122:000000000933ea01ad0ee984209779ba'
const { textOf, rules } = testSignIn(chainId, payment.address, 'Bitcoin Testnet')
const signed = (data: Partial<SiwxMessageData> = {}, key = payment, protocol: 'ECDSA' | 'BIP322' = 'ECDSA') => {
  const message = textOf({ accountAddress: key.address, ...data })
  const bytes = new TextEncoder().encode(message)
  return { message, signature: (protocol === 'BIP322' ? signMessageBip322 : signMessageEcdsa)(key, bytes).signature }
}

describe('verifyBip122Message', () => {
  it("accepts the payment address's BIP-137 signature of a Bitcoin message (the network's name, the CAIP-2 chain id)", async () => {
    const message = signed()
    expect(message.message.split('\n')[0]).toBe(
      'app.example.com wants you to sign in with your Bitcoin Testnet account:',
    )
    expect(message.message).toContain(`Chain ID: ${chainId}`)
    await expect(verifyBip122Message({ ...message, ...rules })).resolves.toMatchObject({
      accountAddress: payment.address,
      chainId,
    })
  })

  it("accepts a BIP-322 signature: the taproot address's, and the P2SH address's", async () => {
    await expect(verifyBip122Message({ ...signed({}, ordinals, 'BIP322'), ...rules })).resolves.toMatchObject({
      accountAddress: ordinals.address,
    })
    await expect(verifyBip122Message({ ...signed({}, payment, 'BIP322'), ...rules })).resolves.toMatchObject({
      accountAddress: payment.address,
    })
  })

  it('refuses another domain, another chain, and an address of another network, each with its code', async () => {
    await expect(verifyBip122Message({ ...signed({ domain: 'evil.example' }), ...rules })).rejects.toMatchObject({
      code: 'SIWX_WRONG_DOMAIN',
    })
    const mainnet = 'bip122:000000000019d6689c085ae165831e93'
    await expect(verifyBip122Message({ ...signed({ chainId: mainnet }), ...rules })).rejects.toMatchObject({
      code: 'SIWX_WRONG_CHAIN',
    })
    await expect(
      verifyBip122Message({ ...signed({ chainId: 'eip155:1' }), ...rules, chainIds: undefined }),
    ).rejects.toMatchObject({ code: 'SIWX_WRONG_CHAIN' })
    // a testnet address in a mainnet message, the chain accepted: not that chain's account
    await expect(
      verifyBip122Message({ ...signed({ chainId: mainnet }), ...rules, chainIds: [mainnet] }),
    ).rejects.toMatchObject({ code: 'SIWX_WRONG_CHAIN' })
  })

  it('refuses an expired message and one not valid yet', async () => {
    await expect(
      verifyBip122Message({ ...signed(), ...rules, now: Date.parse('2026-06-06T10:00:00.000Z') }),
    ).rejects.toMatchObject({ code: 'SIWX_EXPIRED' })
    const later = signed({ notBefore: '2026-06-06T09:45:00.000Z' })
    await expect(verifyBip122Message({ ...later, ...rules })).rejects.toMatchObject({ code: 'SIWX_NOT_YET_VALID' })
  })

  it("refuses a signature of another message, another account's, and one that is not a signature", async () => {
    const { message } = signed()
    const bad = (signature: string) => verifyBip122Message({ message, signature, ...rules })
    await expect(bad(signed({ nonce: '87654321' }).signature)).rejects.toMatchObject({ code: 'SIWX_BAD_SIGNATURE' })
    const other = bitcoinKeys(bitcoinTestAccounts[1]!)[0]!
    await expect(bad(signMessageEcdsa(other, new TextEncoder().encode(message)).signature)).rejects.toMatchObject({
      code: 'SIWX_BAD_SIGNATURE',
    })
    await expect(bad('not base64 at all')).rejects.toMatchObject({ code: 'SIWX_BAD_SIGNATURE' })
    await expect(bad('')).rejects.toMatchObject({ code: 'SIWX_BAD_SIGNATURE' })
  })
})
