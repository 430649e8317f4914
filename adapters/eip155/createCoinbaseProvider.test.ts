import { FoyerError } from 'foyer'
import { expect, test } from 'vitest'
import { createCoinbaseProvider } from './createCoinbaseProvider.js'

const context = { options: { metadata: undefined }, networks: [] } as unknown as Parameters<
  typeof createCoinbaseProvider
>[0]

test('a keysUrl that is not an http(s) URL is refused with INVALID_OPTIONS, naming it', () => {
  for (const keysUrl of ['javascript:alert(1)', 'keys.coinbase.com/connect', '']) {
    const error = (() => {
      try {
        createCoinbaseProvider(context, { keysUrl })
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error).toMatchObject({ code: 'INVALID_OPTIONS', details: expect.stringContaining(JSON.stringify(keysUrl)) })
  }
})
