import { createFoyer } from 'foyer'
import { eip155Adapter } from 'foyer/adapters/eip155'
import { world } from './world.js'

export const foyer = createFoyer({
  projectId: 'your-project-id',
  metadata: { name: 'Foyer on Vite', description: 'A Vite app', url: location.origin, icons: [] },
  networks: [
    {
      id: 1,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:1',
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
    },
  ],
  adapters: [eip155Adapter()],
  ...world,
})
