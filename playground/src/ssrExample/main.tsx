import { createRoot, hydrateRoot } from 'react-dom/client'
import { injectWalletsFromUrl } from '../testWallets.js'
import { loadWorld, worldNetworks } from '../world.js'
import { createSsrFoyer, SsrApp } from './SsrApp.js'

// The browser half of a server-rendered page (tests/browser/ssr.test.ts renders the server half on Node and
// serves it in #root): it hydrates what the server rendered, or renders afresh when there is none.
const world = await loadWorld()
await injectWalletsFromUrl(world)
const networks = worldNetworks(world).filter((network) => network.chainNamespace === 'eip155')
const foyer = createSsrFoyer({ projectId: world?.projectId, networks, urls: world?.urls })
Object.assign(window, { __foyer: foyer })

const container = document.getElementById('root')
if (!container) throw new Error('ssr.html has no #root')
if (container.firstChild) hydrateRoot(container, <SsrApp foyer={foyer} />)
else createRoot(container).render(<SsrApp foyer={foyer} />)
