import { afterAll, beforeAll, beforeEach } from 'vitest'
import { type FrameTestSite, startFrameTestSite } from './startFrameTestSite.js'

/**
 * The frame test site of a test file: started before its tests, stopped after them, and reset before each (its
 * control, and with `chains` the chains too). Returns the running site.
 */
export function useFrameTestSite({ chains = false } = {}): () => FrameTestSite {
  let site: FrameTestSite | undefined
  beforeAll(async () => {
    site = await startFrameTestSite()
  })
  afterAll(() => site?.stop())
  beforeEach(async () => {
    if (chains) await site?.chains.reset()
    await site?.site.control.reset()
  })
  return () => {
    if (!site) throw new TypeError('the frame test site is not running')
    return site
  }
}
