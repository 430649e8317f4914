import { describe, expect, test } from 'vitest'
import { unsupportedChainGuard } from './unsupportedChainGuard.js'

const to = { view: 'Account' as const }

describe('the UnsupportedChain guard', () => {
  test('a reset to Account goes to UnsupportedChain while the network is unsupported', () => {
    expect(unsupportedChainGuard(() => true)({ action: 'reset', from: undefined, to })).toEqual({
      view: 'UnsupportedChain',
    })
  })

  test('other transitions, and any while the network is supported, pass', () => {
    expect(unsupportedChainGuard(() => false)({ action: 'reset', from: undefined, to })).toBeUndefined()
    expect(unsupportedChainGuard(() => true)({ action: 'push', from: undefined, to })).toBeUndefined()
    expect(unsupportedChainGuard(() => true)({ action: 'close', from: to, to: undefined })).toBeUndefined()
  })
})
