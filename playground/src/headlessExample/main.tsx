import { createFoyer } from 'foyer'
import { eip155Adapter } from 'foyer/adapters/eip155'
import { createHeadless } from 'foyer/headless'
import { FoyerProvider } from 'foyer/react'
import { createRoot } from 'react-dom/client'
import { injectWalletsFromUrl } from '../testWallets.js'
import { pairWalletConnect } from '../walletConnectWallet.js'
import { loadWorld, worldNetworks } from '../world.js'
import { HeadlessExample } from './HeadlessExample.js'

// An app that draws its own wallet list and QR code over foyer/headless, with no modal and no <ConnectButton>.
// Open it at /headless.html?wallets=evm on the world.
const world = await loadWorld()
await injectWalletsFromUrl(world)
const networks = worldNetworks(world).filter((network) => network.chainNamespace === 'eip155')
const foyer = createFoyer({
  projectId: world?.projectId,
  metadata: {
    name: 'Foyer headless',
    description: 'The wallet list of foyer/headless',
    url: location.origin,
    icons: [],
  },
  networks,
  urls: world?.urls,
  adapters: [eip155Adapter({ walletConnect: { telemetry: false } })],
})
const headless = createHeadless({ foyer })
Object.assign(window, { __foyer: foyer, __foyerHeadless: headless })
// For the browser tests: the page's WalletConnect test wallet pairs with a URI (a phone scanning the QR code).
if (world)
  Object.assign(window, {
    __foyerPairWalletConnect: (uri: string, mode?: 'approve' | 'reject' | 'pending') =>
      pairWalletConnect(world, uri, mode),
  })

const container = document.getElementById('root')
if (!container) throw new Error('headless.html has no #root')
createRoot(container).render(
  <FoyerProvider foyer={foyer}>
    <HeadlessExample headless={headless} />
  </FoyerProvider>,
)
