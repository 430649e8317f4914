import { expect, test } from 'vitest'
import { legacyProviderHandle } from './legacyProviderHandle.js'
import { connectAnswerSchema, parseWalletAnswer } from './walletAnswers.js'

// A Phantom-style provider whose answer holds a public key that throws when read (found by fuzzing).

const hostileKey = () => {
  const { proxy, revoke } = Proxy.revocable({}, {})
  revoke()
  return proxy
}

test('a connect answer whose public key throws when read is refused as an invalid answer, not a raw TypeError', async () => {
  const handle = legacyProviderHandle({
    connect: async () => ({ publicKey: hostileKey() }),
    disconnect: async () => undefined,
    signMessage: async () => undefined,
    signTransaction: async () => undefined,
  })
  const answer = await handle.connect(false)
  expect(() => parseWalletAnswer(connectAnswerSchema, answer, 'connect')).toThrow(
    expect.objectContaining({ code: 'INVALID_WALLET_ANSWER' }),
  )
})

test('an account change to a public key that throws when read reaches the listener as an account no parser accepts', () => {
  let emit: (publicKey: unknown) => void = () => undefined
  const handle = legacyProviderHandle({
    connect: async () => undefined,
    disconnect: async () => undefined,
    signMessage: async () => undefined,
    signTransaction: async () => undefined,
    on: (event, listener) => {
      if (event === 'accountChanged') emit = listener
    },
  })
  const heard: unknown[] = []
  handle.onAccountsChanged((accounts) => heard.push(accounts))
  expect(() => emit(hostileKey())).not.toThrow()
  expect(() => parseWalletAnswer(connectAnswerSchema, { accounts: heard[0] }, 'change')).toThrow(
    expect.objectContaining({ code: 'INVALID_WALLET_ANSWER' }),
  )
})
