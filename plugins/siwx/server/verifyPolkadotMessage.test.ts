import { Keyring } from '@polkadot/keyring'
import { stringToHex, u8aToHex } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { injectPolkadotTestWallet } from '../../../playground/world/wallets/polkadot/injectPolkadotTestWallet.js'
import {
  POLKADOT_CAIP_NETWORK_ID,
  polkadotTestAccounts,
} from '../../../playground/world/wallets/polkadot/polkadotTestAccounts.js'
import type { SiwxMessageData } from '../rules/siwxMessage.js'
import { testSignIn } from './testing/testSignIn.js'
import { verifyPolkadotMessage } from './verifyPolkadotMessage.js'

// The world's Polkadot test wallet (//Alice, sr25519) signs through its extension's signRaw, as polkadot-js does:
// the `<Bytes>`-wrapped message.
const [alice, bob] = polkadotTestAccounts as [(typeof polkadotTestAccounts)[0], (typeof polkadotTestAccounts)[0]]
const chainId = POLKADOT_CAIP_NETWORK_ID
const { textOf, rules } = testSignIn(chainId, alice.address, 'Polkadot')
const target = {}
const wallet = injectPolkadotTestWallet(target)
const signRaw = async (message: string, address = alice.address) => {
  const injected = await wallet.extension.enable('Foyer tests')
  return (await injected.signer.signRaw!({ address, data: stringToHex(message), type: 'bytes' })).signature
}
const signed = async (data: Partial<SiwxMessageData> = {}) => {
  const message = textOf(data)
  return { message, signature: await signRaw(message, data.accountAddress) }
}

beforeAll(() => cryptoWaitReady())

describe('verifyPolkadotMessage', () => {
  it("accepts the test wallet's signRaw signature (sr25519, the <Bytes>-wrapped message) of a Polkadot message", async () => {
    const message = await signed()
    expect(message.message.split('\n')[0]).toBe('app.example.com wants you to sign in with your Polkadot account:')
    expect(message.message).toContain(`Chain ID: ${chainId}`)
    await expect(verifyPolkadotMessage({ ...message, ...rules })).resolves.toMatchObject({
      accountAddress: alice.address,
      chainId,
    })
  })

  it('accepts an ed25519 account signing the wrapped message too (the key type is the address’s)', async () => {
    const pair = new Keyring({ type: 'ed25519', ss58Format: 42 }).addFromUri('//Charlie')
    const message = textOf({ accountAddress: pair.address })
    const wrapped = new TextEncoder().encode(`<Bytes>${message}</Bytes>`)
    const signature = u8aToHex(pair.sign(wrapped))
    await expect(verifyPolkadotMessage({ message, signature, ...rules })).resolves.toMatchObject({
      accountAddress: pair.address,
    })
  })

  it('refuses another domain, another chain, an expired or not-yet-valid message, each with its code', async () => {
    const refused = async (data: Partial<SiwxMessageData>, now = rules.now) =>
      verifyPolkadotMessage({ ...(await signed(data)), ...rules, now }).catch((error: { code: string }) => error.code)
    expect(await refused({ domain: 'evil.example' })).toBe('SIWX_WRONG_DOMAIN')
    expect(await refused({ chainId: 'polkadot:b0a8d493285c2df73290dfb7e61f870f' })).toBe('SIWX_WRONG_CHAIN')
    expect(await refused({}, Date.parse('2026-06-06T10:00:00.000Z'))).toBe('SIWX_EXPIRED')
    expect(await refused({ notBefore: '2026-06-06T09:45:00.000Z' })).toBe('SIWX_NOT_YET_VALID')
  })

  it("refuses a bad signature: another message's, another account's, a malformed one", async () => {
    const { message } = await signed()
    const badSignature = { code: 'SIWX_BAD_SIGNATURE' }
    const other = (await signed({ nonce: '87654321' })).signature
    await expect(verifyPolkadotMessage({ message, signature: other, ...rules })).rejects.toMatchObject(badSignature)
    const bobs = await signRaw(message, bob.address)
    await expect(verifyPolkadotMessage({ message, signature: bobs, ...rules })).rejects.toMatchObject(badSignature)
    await expect(verifyPolkadotMessage({ message, signature: '0x1234', ...rules })).rejects.toMatchObject(badSignature)
    const notAnAddress = textOf({ accountAddress: 'not-an-ss58-address' })
    await expect(
      verifyPolkadotMessage({ message: notAnAddress, signature: await signRaw(message), ...rules }),
    ).rejects.toMatchObject(badSignature)
  })
})
