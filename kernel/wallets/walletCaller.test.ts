import { expect, test } from 'vitest'
import { FoyerError } from '../errors/FoyerError.js'
import { walletCaller } from './walletCaller.js'

class TestWalletError extends FoyerError {
  constructor(
    method: string,
    readonly walletCode: number | undefined,
    cause: unknown,
  ) {
    super(`The wallet failed ${method}`, { code: 'WALLET_RPC_ERROR', cause })
  }
}
const wallet = walletCaller({ codes: [4001], text: /^rejected$/i }, (method, code, cause) => {
  return new TestWalletError(method, code, cause)
})

test('a refusal by code or by message is a user rejection; the answer of a call that works is passed on', async () => {
  await expect(wallet.call('connect', () => Promise.reject({ code: 4001 }))).rejects.toMatchObject({
    code: 'USER_REJECTED',
  })
  await expect(wallet.call('sign', () => Promise.reject(new Error('Rejected')))).rejects.toMatchObject({
    code: 'USER_REJECTED',
  })
  expect(await wallet.call('accounts', () => ['a'])).toEqual(['a'])
})

test('any other failure is the namespace’s error, with the method, the wallet’s code and the cause', () => {
  const cause = Object.assign(new Error('Rejected by the node'), { code: -32603 })
  const failure = wallet.failure('signPsbt', cause)
  expect(failure).toBeInstanceOf(TestWalletError)
  expect(failure).toMatchObject({ shortMessage: 'The wallet failed signPsbt', walletCode: -32603, cause })
})

test('a Foyer error from inside the call passes through unchanged', () => {
  const own = new FoyerError('Not connected', { code: 'WALLET_RPC_ERROR' })
  expect(wallet.failure('send', own)).toBe(own)
})

test('a thrown value that throws when read (a revoked proxy, a getter) is the namespace’s error, not a raw TypeError', async () => {
  const { proxy, revoke } = Proxy.revocable({}, {})
  revoke()
  const getter = {
    get code(): never {
      throw new TypeError('a hostile getter')
    },
  }
  for (const thrown of [proxy, getter]) {
    const failure = await wallet.call('connect', () => Promise.reject(thrown)).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(TestWalletError)
    expect(failure).toMatchObject({ code: 'WALLET_RPC_ERROR', walletCode: undefined })
  }
})
