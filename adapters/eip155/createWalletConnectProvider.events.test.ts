import { expect, test } from 'vitest'
import { testNetwork } from '../../kernel/testing/testNetworks.js'
import { createWalletConnectProvider } from './createWalletConnectProvider.js'

// Found by the reliability fuzzing (tests/reliability): the session's events carry what the wallet sent.
const account = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function providerOverSession() {
  const listeners = new Map<string, ((payload: unknown) => void)[]>()
  const universal = {
    session: { namespaces: { eip155: { accounts: [account] } } },
    rpcProviders: { eip155: { getDefaultChain: () => '1' } },
    on: (event: string, listener: (payload: unknown) => void) =>
      listeners.set(event, [...(listeners.get(event) ?? []), listener]),
  }
  const hub = { provider: async () => universal, pair: async () => undefined, onEnded: () => undefined }
  const provider = createWalletConnectProvider(hub as never, [testNetwork(1)])
  const emitted: unknown[] = []
  provider.on?.('accountsChanged', (accounts: unknown) => emitted.push(accounts))
  await provider.request({ method: 'eth_accounts' })
  const send = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  return { send, emitted }
}

test('an accountsChanged whose data holds a non-string is passed on as no address, not thrown', async () => {
  const { send, emitted } = await providerOverSession()
  const event = (data: unknown) => ({ params: { chainId: 'eip155:1', event: { name: 'accountsChanged', data } } })
  expect(() => send('session_event', event([{ toString: 1 }, account]))).not.toThrow()
  expect(emitted).toEqual([['', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']])
})

test('a session event or chain change of the wrong shape is ignored', async () => {
  const { send, emitted } = await providerOverSession()
  expect(() =>
    send('session_event', { params: { chainId: ['eip155:1'], event: { name: 'accountsChanged' } } }),
  ).not.toThrow()
  expect(() => send('session_event', null)).not.toThrow()
  expect(() => send('default_chain_changed', { currentCaipChainId: 42161 })).not.toThrow()
  expect(emitted).toEqual([])
})
