import { toBase64, fromHex } from '@cosmjs/encoding'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  COSMOS_CAIP_NETWORK_ID,
  cosmosTestAccounts,
} from '../../../playground/world/wallets/cosmos/cosmosTestAccounts.js'
import {
  injectKeplrTestWallet,
  type KeplrWalletHost,
} from '../../../playground/world/wallets/cosmos/injectKeplrTestWallet.js'
import type { SiwxMessageData } from '../rules/siwxMessage.js'
import { testSignIn } from './testing/testSignIn.js'
import { verifyCosmosMessage } from './verifyCosmosMessage.js'

// The world's Keplr-style test wallet signs with its real secp256k1 key through signArbitrary (ADR-36); the
// signature the verifier takes is the answered StdSignature, as JSON (what the cosmos adapter answers).
const [first, second] = cosmosTestAccounts as [(typeof cosmosTestAccounts)[0], (typeof cosmosTestAccounts)[0]]
const chainId = COSMOS_CAIP_NETWORK_ID
const { textOf, rules } = testSignIn(chainId, first.address, 'Cosmos Hub')
const page = new EventTarget() as KeplrWalletHost & EventTarget
injectKeplrTestWallet(page)
beforeAll(() => page.keplr!.enable('cosmoshub-4'))

type StdSignature = { pub_key: { type: string; value: string }; signature: string }
const signArbitrary = async (message: string) =>
  (await page.keplr!.signArbitrary('cosmoshub-4', first.address, message)) as StdSignature
const signed = async (data: Partial<SiwxMessageData> = {}) => {
  const message = textOf(data)
  return { message, signature: JSON.stringify(await signArbitrary(message)) }
}
const withKey = (signature: string, change: (std: StdSignature) => StdSignature) =>
  JSON.stringify(change(JSON.parse(signature) as StdSignature))

describe('verifyCosmosMessage', () => {
  it("accepts the Keplr test wallet's ADR-36 signature of a Cosmos message, its public key the address's", async () => {
    const message = await signed()
    expect(message.message.split('\n')[0]).toBe('app.example.com wants you to sign in with your Cosmos Hub account:')
    expect(message.message).toContain(`Chain ID: ${chainId}`)
    expect(JSON.parse(message.signature)).toMatchObject({
      pub_key: { type: 'tendermint/PubKeySecp256k1', value: toBase64(fromHex(first.publicKey)) },
    })
    await expect(verifyCosmosMessage({ ...message, ...rules })).resolves.toMatchObject({
      accountAddress: first.address,
      chainId,
    })
  })

  it('refuses another domain, another chain, an expired or not-yet-valid message, each with its code', async () => {
    const refused = async (data: Partial<SiwxMessageData>, now = rules.now) =>
      verifyCosmosMessage({ ...(await signed(data)), ...rules, now }).catch((error: { code: string }) => error.code)
    expect(await refused({ domain: 'evil.example' })).toBe('SIWX_WRONG_DOMAIN')
    expect(await refused({ chainId: 'cosmos:osmosis-1' })).toBe('SIWX_WRONG_CHAIN')
    expect(await refused({}, Date.parse('2026-06-06T10:00:00.000Z'))).toBe('SIWX_EXPIRED')
    expect(await refused({ notBefore: '2026-06-06T09:45:00.000Z' })).toBe('SIWX_NOT_YET_VALID')
  })

  it("refuses a public key that is not the address's with its own code", async () => {
    const { message, signature } = await signed()
    const otherKey = withKey(signature, (std) => ({
      ...std,
      pub_key: { ...std.pub_key, value: toBase64(fromHex(second.publicKey)) },
    }))
    await expect(verifyCosmosMessage({ message, signature: otherKey, ...rules })).rejects.toMatchObject({
      code: 'SIWX_WRONG_PUBLIC_KEY',
      shortMessage: `The signature's public key is not the key of ${first.address}`,
    })
  })

  it("refuses a bad signature: another message's, a tampered one, one that is not a StdSignature", async () => {
    const { message, signature } = await signed()
    const badSignature = { code: 'SIWX_BAD_SIGNATURE' }
    const other = (await signed({ nonce: '87654321' })).signature
    await expect(verifyCosmosMessage({ message, signature: other, ...rules })).rejects.toMatchObject(badSignature)
    const tampered = withKey(signature, (std) => ({
      ...std,
      signature: toBase64(
        Uint8Array.from(Buffer.from(std.signature, 'base64'), (byte, i) => (i === 40 ? byte ^ 1 : byte)),
      ),
    }))
    await expect(verifyCosmosMessage({ message, signature: tampered, ...rules })).rejects.toMatchObject(badSignature)
    const bare = (JSON.parse(signature) as StdSignature).signature
    await expect(verifyCosmosMessage({ message, signature: bare, ...rules })).rejects.toMatchObject(badSignature)
  })
})
