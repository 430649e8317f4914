import { createFoyer } from 'foyer'
import { eip155Adapter } from 'foyer/adapters/eip155'
import { FoyerProvider } from 'foyer/react'
import { createRoot } from 'react-dom/client'
import { injectWalletsFromUrl } from '../testWallets.js'
import { loadWorld, worldNetworks } from '../world.js'
import { HooksExample } from './HooksExample.js'

// An app that draws its own button and reads Foyer through the hooks of foyer/react (a headless use of the
// kernel beside the modal). Open it at /hooks.html?wallets=evm on the world.
const world = await loadWorld()
await injectWalletsFromUrl(world)
const networks = worldNetworks(world).filter((network) => network.chainNamespace === 'eip155')
const foyer = createFoyer({
  projectId: world?.projectId,
  metadata: { name: 'Foyer hooks', description: 'The hooks of foyer/react', url: location.origin, icons: [] },
  networks,
  urls: world?.urls,
  adapters: [eip155Adapter({ walletConnect: { telemetry: false } })],
})
Object.assign(window, { __foyer: foyer })

const container = document.getElementById('root')
if (!container) throw new Error('hooks.html has no #root')
createRoot(container).render(
  <FoyerProvider foyer={foyer}>
    <HooksExample />
  </FoyerProvider>,
)
