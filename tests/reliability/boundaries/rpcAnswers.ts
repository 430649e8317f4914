import fc from 'fast-check'
import { getNativeBalance } from '../../../adapters/eip155/getNativeBalance.js'
import { FoyerError } from '../../../kernel/errors/FoyerError.js'
import { testNetwork } from '../../../kernel/testing/testNetworks.js'
import { accepted, type Boundary, refused } from '../Boundary.js'
import { walletAddress } from '../fakeWallet.js'
import { jsonGarbage, shapedLike } from '../garbage.js'

const samples = [
  { jsonrpc: '2.0', id: 1, result: '0xde0b6b3a7640000' },
  { jsonrpc: '2.0', id: 1, result: '0x0' },
  { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'header not found' } },
]

/** A chain's JSON-RPC answer to eth_getBalance (the Account view's native balance): a balance, or a typed refusal. */
export function rpcAnswersBoundary(): Boundary<string> {
  let body = ''
  const fetch = (async () => new Response(body, { status: 200 })) as typeof globalThis.fetch
  const network = testNetwork(1, 'Ethereum', 'https://rpc.example')
  const options = { urls: { rpc: 'https://rpc.example/v1' }, projectId: 'p' } as never
  return {
    name: 'rpc answers',
    input: fc.oneof(
      { weight: 8, arbitrary: shapedLike(samples, jsonGarbage).map((value) => JSON.stringify(value) ?? '') },
      { weight: 1, arbitrary: fc.oneof(fc.string(), fc.constantFrom('{"result":', '<html>')) },
    ),
    async check(text) {
      body = text
      try {
        await getNativeBalance({ address: walletAddress, network, options, fetch })
        return accepted
      } catch (error) {
        if (!(error instanceof FoyerError)) throw error
        return refused()
      }
    },
  }
}
