import { describe, expect, it } from 'vitest'
import { createSiwxServer } from './createSiwxServer.js'

// createSiwxServer's rpcUrls: a URL per eip155 chain; what is not one is refused when the server is made.
describe("createSiwxServer's rpcUrls", () => {
  it('refuses a key that is not an eip155 CAIP-2 chain id, and a URL that is not http(s), with INVALID_OPTIONS', () => {
    const refused: Record<string, string>[] = [
      { '1': 'http://127.0.0.1:8545' },
      { 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'http://127.0.0.1:8899' },
      { 'eip155:1': 'ws://127.0.0.1:8545' },
      { 'eip155:1': 'javascript:alert(1)' },
      { 'eip155:1': 'not a url' },
    ]
    for (const rpcUrls of refused)
      expect(() => createSiwxServer({ domain: 'app.example.com', rpcUrls }), JSON.stringify(rpcUrls)).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS', shortMessage: 'Invalid options' }),
      )
  })

  it('takes one http(s) URL per eip155 chain, and issues nonces as without them', () => {
    const server = createSiwxServer({
      domain: 'app.example.com',
      rpcUrls: { 'eip155:1': 'http://127.0.0.1:8545', 'eip155:42161': 'https://arb1.example.org/rpc' },
    })
    expect(server.nonce()).toMatch(/^[0-9a-f]{16}$/)
  })
})
