import { describe, expect, test } from 'vitest'
import { fromBase64, isAllowedSolanaMethod, parseRequestParams, toBase64 } from './solanaRequests.js'

describe('the Solana methods an app may request (SPEC §5-§6)', () => {
  test('account requests and the four Solana signing methods are allowed', () => {
    for (const method of [
      'solana_getAccounts',
      'solana_requestAccounts',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
    ])
      expect(isAllowedSolanaMethod(method), method).toBe(true)
  })

  test('anything else is not, EVM methods included', () => {
    for (const method of [
      'solana_signIn',
      'solana_signAndSendAllTransactions',
      'eth_sendTransaction',
      'personal_sign',
      '',
    ])
      expect(isAllowedSolanaMethod(method), method).toBe(false)
  })

  test('parameters are parsed: a transaction is base64, a pubkey an address', () => {
    expect(() => parseRequestParams('solana_signTransaction', { transaction: 'not base64!' })).toThrow(/base64/)
    expect(() => parseRequestParams('solana_signMessage', { message: 'hi', pubkey: 'abc' })).toThrow(/pubkey/)
    const bytes = Uint8Array.from([0, 1, 2, 250, 255])
    expect(fromBase64(toBase64(bytes))).toEqual(bytes)
  })
})
