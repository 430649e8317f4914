import { describe, expect, test } from 'vitest'
import { decodeBase58, encodeBase58, isBase58Of } from './base58.js'
import {
  addressSchema,
  connectAnswerSchema,
  parseWalletAnswer,
  signAndSendAnswerSchema,
  signMessageAnswerSchema,
} from './walletAnswers.js'

const bytes = (length: number, fill = 7) => new Uint8Array(length).fill(fill)
const address = encodeBase58(bytes(32))
const codeOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return { code: (error as { code?: string }).code, message: (error as Error).message }
  }
  return undefined
}

describe('base58', () => {
  test('round-trips bytes, leading zeros as ones', () => {
    const value = Uint8Array.from([0, 0, 1, 2, 255])
    expect(encodeBase58(value).startsWith('11')).toBe(true)
    expect(decodeBase58(encodeBase58(value))).toEqual(value)
  })

  test('reads the system program id as 32 zero bytes', () => {
    expect(decodeBase58('11111111111111111111111111111111')).toEqual(new Uint8Array(32))
  })

  test('a character outside the alphabet is not base58', () => {
    expect(isBase58Of('0OIl', 3)).toBe(false)
  })
})

describe('Solana wallet answers', () => {
  test('an address is base58 of 32 bytes: 31 or 33 bytes are refused', () => {
    expect(parseWalletAnswer(addressSchema, address, 'connect')).toBe(address)
    for (const length of [31, 33])
      expect(codeOf(() => parseWalletAnswer(addressSchema, encodeBase58(bytes(length)), 'connect'))).toMatchObject({
        code: 'INVALID_WALLET_ANSWER',
        message: expect.stringContaining('an address is base58 of 32 bytes'),
      })
  })

  test('connect must give at least one well-formed account', () => {
    expect(
      parseWalletAnswer(connectAnswerSchema, { accounts: [{ address }] }, 'standard:connect').accounts,
    ).toHaveLength(1)
    expect(codeOf(() => parseWalletAnswer(connectAnswerSchema, { accounts: [] }, 'standard:connect'))?.code).toBe(
      'INVALID_WALLET_ANSWER',
    )
    const short = { accounts: [{ address: encodeBase58(bytes(31)) }] }
    expect(codeOf(() => parseWalletAnswer(connectAnswerSchema, short, 'standard:connect'))?.message).toContain(
      'The wallet answered standard:connect with something unexpected',
    )
  })

  test('a message signature is 64 bytes: a short one is refused', () => {
    expect(parseWalletAnswer(signMessageAnswerSchema, [{ signature: bytes(64) }], 'solana:signMessage')).toHaveLength(1)
    expect(
      codeOf(() => parseWalletAnswer(signMessageAnswerSchema, [{ signature: bytes(63) }], 'solana:signMessage')),
    ).toMatchObject({ code: 'INVALID_WALLET_ANSWER', message: expect.stringContaining('a signature is 64 bytes') })
    expect(codeOf(() => parseWalletAnswer(signMessageAnswerSchema, [], 'solana:signMessage'))?.code).toBe(
      'INVALID_WALLET_ANSWER',
    )
  })

  test('a sent transaction’s signature is 64 bytes, or their base58', () => {
    const text = encodeBase58(bytes(64))
    expect(parseWalletAnswer(signAndSendAnswerSchema, [{ signature: text }], 'send')[0]?.signature).toBe(text)
    expect(codeOf(() => parseWalletAnswer(signAndSendAnswerSchema, [{ signature: 'abc' }], 'send'))?.code).toBe(
      'INVALID_WALLET_ANSWER',
    )
  })

  test('an answer that throws when read is the wallet’s bad answer, not a crash', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new TypeError('boom')
        },
      },
    )
    expect(codeOf(() => parseWalletAnswer(connectAnswerSchema, hostile, 'standard:connect'))?.code).toBe(
      'INVALID_WALLET_ANSWER',
    )
  })
})
