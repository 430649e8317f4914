import { describe, expect, test } from 'vitest'
import type { FrameBridge } from '../frame/createFrameBridge.js'
import { restoreChain } from './restoreChain.js'

/** A bridge whose GET_CHAIN_ID answers `answer` (or fails), counting the asks. */
function bridgeSaying(answer: { chainId: string | number } | Error) {
  const asked: string[] = []
  const bridge = {
    request: async (name: string) => {
      asked.push(name)
      if (answer instanceof Error) throw answer
      return answer
    },
  } as unknown as FrameBridge
  return { bridge, asked }
}
const offers = (chain: string) => ['eip155:1', 'eip155:42161'].includes(chain)

describe('the chain a restore reads the user on', () => {
  test('the stored last chain, without asking the frame', async () => {
    const { bridge, asked } = bridgeSaying({ chainId: 42161 })
    expect(await restoreChain(bridge, { chain: 'eip155:1', offers, fallback: 'eip155:1' })).toBe('eip155:1')
    expect(asked).toEqual([])
  })

  test("without one, the frame's own chain when the app offers it (a bare number is eip155's)", async () => {
    const { bridge, asked } = bridgeSaying({ chainId: 42161 })
    expect(await restoreChain(bridge, { offers, fallback: 'eip155:1' })).toBe('eip155:42161')
    expect(asked).toEqual(['GET_CHAIN_ID'])
  })

  test('a frame chain the app does not offer, or a frame that does not say, is the fallback', async () => {
    expect(await restoreChain(bridgeSaying({ chainId: 'solana:abc' }).bridge, { offers, fallback: 'eip155:1' })).toBe(
      'eip155:1',
    )
    expect(await restoreChain(bridgeSaying(new RangeError('no reply')).bridge, { offers, fallback: 'eip155:1' })).toBe(
      'eip155:1',
    )
  })
})
