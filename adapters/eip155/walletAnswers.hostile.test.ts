import { describe, expect, test } from 'vitest'
import { FoyerError } from 'foyer'
import { accountsSchema, parseAnswerFor, parseWalletAnswer } from './walletAnswers.js'

// Found by the reliability fuzzing (tests/reliability): a wallet is in-page JavaScript and may answer anything.
describe('an answer that throws when read', () => {
  const thrower = () => {
    throw new Error('hostile wallet')
  }
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable([], {})
    revoke()
    return proxy
  }

  test.each([
    ['a proxy whose every read throws', () => new Proxy([], { get: thrower })],
    ['a revoked proxy', revoked],
    ['an account behind a throwing getter', () => Object.defineProperty(['0x1'], '0', { get: thrower })],
  ])('%s is INVALID_WALLET_ANSWER, not a raw error', (_name, make) => {
    const error = (() => {
      try {
        parseWalletAnswer(accountsSchema, make(), 'eth_requestAccounts')
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(FoyerError)
    expect((error as FoyerError).code).toBe('INVALID_WALLET_ANSWER')
    expect(() => parseAnswerFor('eth_chainId', make())).toThrow(
      'The wallet answered eth_chainId with something unexpected',
    )
  })
})
