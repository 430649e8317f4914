import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { createFoyer, type Foyer } from '../../createFoyer.js'
import { createMemoryBackend } from '../../storage/resolveStorageBackend.js'
import { testNetwork } from '../../testing/testNetworks.js'
import { useLoadedKernel } from './useLoadedKernel.js'

// No projectId: the kernel makes no request, so no server is needed.
const foyer = () => createFoyer({ networks: [testNetwork(1, 'Ethereum')], storage: createMemoryBackend() })

function Probe({ of }: { of: Foyer }) {
  const kernel = useLoadedKernel(of)
  return <p>{kernel ? `kernel with ${kernel.plugins ? 'plugins' : 'none'}` : 'no kernel'}</p>
}

test('the shell has the kernel in its first render when the kernel was made before it mounted (one pass, no wait)', async () => {
  const instance = foyer()
  const kernel = await instance.ready()
  expect(renderToString(<Probe of={instance} />)).toContain('kernel with plugins')
  expect(kernel.plugins).toBeDefined()
})

test('before the kernel is made, the shell has none in its first render (it waits for ready())', () => {
  const instance = foyer()
  void instance.ready()
  expect(renderToString(<Probe of={instance} />)).toContain('no kernel')
})

test("another instance's kernel is not taken for this one's", async () => {
  const first = foyer()
  await first.ready()
  expect(renderToString(<Probe of={foyer()} />)).toContain('no kernel')
})
