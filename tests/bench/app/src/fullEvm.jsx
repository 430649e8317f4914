// The full EVM app (sizes only): the bench app with the EVM adapter and every feature on, so its
// build holds every chunk that any enabled feature can load. Later features grow this figure.
import { createFoyer } from 'foyer'
import { eip155Adapter } from 'foyer/adapters/eip155'
import { ConnectButton, FoyerProvider } from 'foyer/react'
import { createRoot } from 'react-dom/client'

const world = `${location.origin}/world`

const local = {
  id: 31337,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

const foyer = createFoyer({
  projectId: '0123456789abcdef0123456789abcdef',
  networks: [local],
  adapters: [eip155Adapter()],
  features: {
    email: true,
    socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
    swaps: true,
    send: true,
    receive: true,
    onramp: true,
    activity: true,
    names: true,
    allWallets: true,
  },
  urls: {
    api: `${world}/api`,
    directory: `${world}/directory`,
    config: `${world}/config`,
    analytics: `${world}/analytics`,
    rpc: `${world}/rpc`,
    relay: `${world.replace('http', 'ws')}/relay`,
    frame: `${world}/frame`,
  },
})

createRoot(document.getElementById('root')).render(
  <main style={{ fontFamily: 'sans-serif', padding: 24 }}>
    <h1>bench: foyer, full EVM app</h1>
    <FoyerProvider foyer={foyer}>
      <ConnectButton id="connect" />
    </FoyerProvider>
  </main>,
)
