import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { createFoyer, type Foyer } from '../../createFoyer.js'
import type { Kernel } from '../../core/Kernel.js'
import { createMemoryBackend } from '../../storage/resolveStorageBackend.js'
import { testNetwork } from '../../testing/testNetworks.js'
import { useLoadedKernel } from './useLoadedKernel.js'

// No projectId: the kernel makes no request, so no server is needed.
const foyer = () => createFoyer({ networks: [testNetwork(1, 'Ethereum')], storage: createMemoryBackend() })

/** What the hook gives in a component's first render (a server render runs that render and no effect). */
function firstRender(of: Foyer): Kernel | undefined {
  let seen: Kernel | undefined
  function Probe() {
    seen = useLoadedKernel(of)
    return null
  }
  renderToString(<Probe />)
  return seen
}

test('the shell has the kernel in its first render when the kernel was made before it mounted (one pass, no wait)', async () => {
  const instance = foyer()
  const kernel = await instance.ready()
  expect(firstRender(instance)).toBe(kernel)
})

test('before the kernel is made, the shell has none in its first render (it waits for ready())', () => {
  const instance = foyer()
  void instance.ready()
  expect(firstRender(instance)).toBeUndefined()
})

test("another instance's kernel is not taken for this one's", async () => {
  await foyer().ready()
  expect(firstRender(foyer())).toBeUndefined()
})
