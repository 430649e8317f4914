import { describe, expect, test, vi } from 'vitest'
import { createTestClock } from '../testing/createTestClock.js'
import { rejectDisallowedRequest } from './rejectDisallowedRequest.js'
import { isAllowedRpcMethod, needsApproval, safeRpcMethods, unsafeRpcMethods } from './rpcMethods.js'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup() {
  const clock = createTestClock()
  const open = vi.fn(async () => undefined)
  const toasts = { error: vi.fn() }
  const pending = [vi.fn(), vi.fn()]
  const rejection = rejectDisallowedRequest('eth_sign', {
    open,
    toasts,
    clock,
    rejectPending: (error) => {
      for (const reject of pending) reject(error)
    },
  })
  return { clock, open, toasts, pending, rejection }
}

describe('a disallowed RPC request (SPEC §2)', () => {
  test('opens the modal at once, and shows nothing before 300 ms', async () => {
    const { clock, open, toasts, pending } = setup()
    await flush()
    expect(open).toHaveBeenCalledOnce()
    clock.advance(299)
    await flush()
    expect(toasts.error).not.toHaveBeenCalled()
    for (const reject of pending) expect(reject).not.toHaveBeenCalled()
  })

  test('at 300 ms shows "Action not allowed" and rejects every other pending request', async () => {
    const { clock, toasts, pending, rejection } = setup()
    await flush()
    clock.advance(300)
    const error = await rejection
    expect(toasts.error).toHaveBeenCalledWith('Action not allowed')
    expect(error.shortMessage).toBe('Requested RPC call is not allowed')
    for (const reject of pending) expect(reject).toHaveBeenCalledWith(error)
  })
})

describe('the method lists (SPEC §5, §6)', () => {
  test('signing, sending and permissions need approval; reads do not', () => {
    for (const method of [
      'eth_sendTransaction',
      'eth_sendUserOperation',
      'eth_signTypedData_v4',
      'personal_sign',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'wallet_sendCalls',
    ])
      expect(needsApproval(method), method).toBe(true)
    for (const method of ['eth_call', 'eth_getBalance', 'wallet_getAssets', 'wallet_getCapabilities', 'eth_newFilter'])
      expect([needsApproval(method), safeRpcMethods.has(method)], method).toEqual([false, true])
  })

  test('account requests and chain switching and adding are allowed; anything else is not', () => {
    for (const method of ['eth_requestAccounts', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'])
      expect(isAllowedRpcMethod(method), method).toBe(true)
    for (const method of ['eth_sign', 'eth_signTransaction', 'eth_signTypedData_v3', 'wallet_watchAsset', 'foo'])
      expect(isAllowedRpcMethod(method), method).toBe(false)
  })

  test('no method is both safe and unsafe', () => {
    expect([...unsafeRpcMethods].filter((method) => safeRpcMethods.has(method))).toEqual([])
  })
})
