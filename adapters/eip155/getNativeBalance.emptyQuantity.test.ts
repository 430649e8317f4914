import { FoyerError } from 'foyer'
import { expect, test } from 'vitest'
import { testNetwork } from '../../kernel/testing/testNetworks.js'
import { getNativeBalance } from './getNativeBalance.js'

// Found by the reliability fuzzing (tests/reliability): `0x` passed the answer's check and BigInt('0x') threw.
test('an RPC answer whose quantity is "0x" (no digits) is INVALID_RESPONSE, not a SyntaxError', async () => {
  const answer = async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x' }))
  const error = await getNativeBalance({
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    network: testNetwork(1, 'Ethereum', 'https://rpc.example'),
    options: { urls: { rpc: 'https://rpc.example/v1' }, projectId: 'p' } as never,
    fetch: answer as typeof fetch,
  }).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(FoyerError)
  expect((error as FoyerError).code).toBe('INVALID_RESPONSE')
})
