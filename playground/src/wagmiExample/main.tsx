import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createFoyer } from 'foyer'
import { eip155Adapter } from 'foyer/adapters/eip155'
import { FoyerProvider } from 'foyer/react'
import { foyerConnector } from 'foyer/wagmi'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { injectWalletsFromUrl } from '../testWallets.js'
import { loadWorld, worldNetworks } from '../world.js'
import { WagmiExample } from './WagmiExample.js'

// An app on wagmi: Foyer's modal picks the wallet, wagmi's hooks use it (foyer/wagmi). Open it at
// /wagmi.html?wallets=evm on the world.
const world = await loadWorld()
await injectWalletsFromUrl(world)
const networks = worldNetworks(world).filter((network) => network.chainNamespace === 'eip155')
const foyer = createFoyer({
  projectId: world?.projectId,
  metadata: { name: 'Foyer with wagmi', description: 'wagmi hooks on Foyer', url: location.origin, icons: [] },
  networks,
  urls: world?.urls,
  adapters: [eip155Adapter({ walletConnect: { telemetry: false } })],
})
const chains = networks.map((network) =>
  defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: network.rpcUrls,
  }),
)
if (!chains[0]) throw new Error('The world has no EVM chain')
const config = createConfig({
  chains: [chains[0], ...chains.slice(1)],
  connectors: [foyerConnector({ foyer })],
  transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
})
const queryClient = new QueryClient()
Object.assign(window, { __foyer: foyer })

const container = document.getElementById('root')
if (!container) throw new Error('wagmi.html has no #root')
createRoot(container).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <FoyerProvider foyer={foyer}>
        <WagmiExample />
      </FoyerProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
