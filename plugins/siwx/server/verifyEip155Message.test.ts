import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { testAccounts } from '../../../playground/world/chains/testAccounts.js'
import { formatSiwxMessage, messageFormatFor, type SiwxMessageData } from '../rules/siwxMessage.js'
import { verifyEip155Message } from './verifyEip155Message.js'

const [first, second] = testAccounts
const signer = privateKeyToAccount(first?.privateKey ?? '0x')
const now = Date.parse('2026-06-06T09:30:00.000Z')
const base: SiwxMessageData = {
  domain: 'app.example.com',
  accountAddress: signer.address,
  uri: 'https://app.example.com/',
  version: '1',
  chainId: 'eip155:1',
  nonce: 'a1b2c3d4e5f60718',
  issuedAt: '2026-06-06T09:00:00.000Z',
  expirationTime: '2026-06-06T10:00:00.000Z',
  notBefore: '2026-06-06T09:00:00.000Z',
}
const signed = async (data: Partial<SiwxMessageData> = {}) => {
  const full = { ...base, ...data }
  const message = formatSiwxMessage(full, messageFormatFor(full.chainId, 'Ethereum'))
  return { message, signature: await signer.signMessage({ message }) }
}
const rules = { domain: 'app.example.com', chainIds: ['eip155:1'], now }

describe('verifyEip155Message', () => {
  it("accepts the account's own signature of a message for this domain, chain and time", async () => {
    const data = await verifyEip155Message({ ...(await signed()), ...rules })
    expect(data).toMatchObject({ accountAddress: signer.address, chainId: 'eip155:1', nonce: base.nonce })
  })

  it('refuses a message for another domain with SIWX_WRONG_DOMAIN', async () => {
    await expect(
      verifyEip155Message({ ...(await signed({ domain: 'evil.example' })), ...rules }),
    ).rejects.toMatchObject({
      code: 'SIWX_WRONG_DOMAIN',
    })
  })

  it('refuses a message for another chain with SIWX_WRONG_CHAIN', async () => {
    await expect(verifyEip155Message({ ...(await signed({ chainId: 'eip155:137' })), ...rules })).rejects.toMatchObject(
      {
        code: 'SIWX_WRONG_CHAIN',
      },
    )
  })

  it('refuses an expired message with SIWX_EXPIRED, and one not yet valid with SIWX_NOT_YET_VALID', async () => {
    const message = await signed()
    await expect(
      verifyEip155Message({ ...message, ...rules, now: Date.parse(base.expirationTime ?? '') }),
    ).rejects.toMatchObject({
      code: 'SIWX_EXPIRED',
    })
    await expect(
      verifyEip155Message({ ...message, ...rules, now: Date.parse(base.notBefore ?? '') - 1 }),
    ).rejects.toMatchObject({
      code: 'SIWX_NOT_YET_VALID',
    })
  })

  it("refuses another account's signature, and a message changed after signing, with SIWX_BAD_SIGNATURE", async () => {
    const { message } = await signed()
    const other = await privateKeyToAccount(second?.privateKey ?? '0x').signMessage({ message })
    await expect(verifyEip155Message({ message, signature: other, ...rules })).rejects.toMatchObject({
      code: 'SIWX_BAD_SIGNATURE',
    })
    const { signature } = await signed()
    await expect(
      verifyEip155Message({ message: message.replace(base.nonce, 'ffffffffffffffff'), signature, ...rules }),
    ).rejects.toMatchObject({ code: 'SIWX_BAD_SIGNATURE' })
  })

  it('refuses a text that is not a sign-in message with SIWX_MALFORMED_MESSAGE', async () => {
    await expect(verifyEip155Message({ message: 'hello', signature: '0x', ...rules })).rejects.toMatchObject({
      code: 'SIWX_MALFORMED_MESSAGE',
    })
  })
})
