import { QueryClient } from '@tanstack/react-query'
import { createFoyer } from 'foyer'
import { eip155Adapter } from 'foyer/adapters/eip155'
import { foyerConnector } from 'foyer/wagmi'
import { mainnet } from 'viem/chains'
import { createConfig, http } from 'wagmi'
import { world } from './world.js'

/** The app's chains: Ethereum, or the local world's (a build given VITE_FOYER_WORLD). */
const chains = world?.networks?.length
  ? world.networks.map((network) => ({
      ...mainnet,
      id: Number(network.id),
      name: network.name,
      rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    }))
  : [mainnet]

export const foyer = createFoyer({
  projectId: 'your-project-id',
  metadata: { name: 'Foyer with wagmi', description: 'A wagmi app', url: location.origin, icons: [] },
  networks: chains.map((chain) => ({
    id: chain.id,
    chainNamespace: 'eip155' as const,
    caipNetworkId: `eip155:${chain.id}` as const,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [...chain.rpcUrls.default.http] } },
  })),
  adapters: [eip155Adapter()],
  ...(world ? { projectId: world.projectId, urls: world.urls } : {}),
})

const [first, ...rest] = chains
export const config = createConfig({
  chains: [first!, ...rest],
  connectors: [foyerConnector({ foyer })],
  transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
})

export const queryClient = new QueryClient()
