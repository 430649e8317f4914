import { expect, test } from 'vitest'
import { satsConnectHandle } from './satsConnectHandle.js'

// A sats-connect provider that hands over values which throw when read (found by fuzzing): each is the wallet's
// coded error, or an event ignored, never a raw TypeError.

const revoked = () => {
  const { proxy, revoke } = Proxy.revocable({}, {})
  revoke()
  return proxy
}

test('a provider that throws a value which throws when read fails with the wallet’s coded error', async () => {
  const handle = satsConnectHandle({ request: () => Promise.reject(revoked()) })
  await expect(handle.signMessage('2N2bjA9C1maBSJQJgeLGgcfLJvmEdTL7xXW', 'hi')).rejects.toMatchObject({
    code: 'WALLET_RPC_ERROR',
  })
})

test('an envelope whose result throws when read is refused as an invalid answer', async () => {
  const handle = satsConnectHandle({ request: async () => ({ jsonrpc: '2.0', result: revoked() }) })
  await expect(handle.signMessage('2N2bjA9C1maBSJQJgeLGgcfLJvmEdTL7xXW', 'hi')).rejects.toMatchObject({
    code: 'INVALID_WALLET_ANSWER',
  })
  await expect(handle.connect(false)).rejects.toMatchObject({ code: 'INVALID_WALLET_ANSWER' })
})

test('an accountChange event that throws when read is ignored: the wallet’s call returns, nothing is heard', () => {
  let emit: (event: unknown) => void = () => undefined
  const handle = satsConnectHandle({
    request: async () => ({ result: null }),
    addListener: (event, listener) => {
      if (event === 'accountChange') emit = listener
    },
  })
  const heard: unknown[] = []
  handle.onAccountsChanged((addresses) => heard.push(addresses))
  expect(() => emit(revoked())).not.toThrow()
  expect(heard).toEqual([])
})
