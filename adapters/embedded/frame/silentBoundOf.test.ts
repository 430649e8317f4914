import { expect, test } from 'vitest'
import { frameTimings, silentBoundOf } from './frameUrl.js'

test('every request no visitor acts in has a bound: the frame reads 20 s, its other work 120 s', () => {
  for (const read of ['IS_CONNECTED', 'GET_USER', 'GET_CHAIN_ID', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'])
    expect(silentBoundOf(read), read).toBe(frameTimings.connectionCheckTimeoutMs)
  for (const work of ['INIT_SMART_ACCOUNT', 'SET_PREFERRED_ACCOUNT', 'SWITCH_NETWORK', 'RELOAD'])
    expect(silentBoundOf(work), work).toBe(frameTimings.requestTimeoutMs)
  expect(silentBoundOf('RPC_REQUEST', { method: 'eth_getBalance' })).toBe(frameTimings.connectionCheckTimeoutMs)
})

test('a request the visitor approves waits for them', () => {
  expect(silentBoundOf('RPC_REQUEST', { method: 'eth_sendTransaction' })).toBeUndefined()
})
