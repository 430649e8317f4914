// The bench app: the smallest real Foyer app. The harness contract of shared/bench-peers: a
// `#connect` button opens the modal; the modal is the first visible [role="dialog"] (open shadow
// roots included). The world's URLs are on 127.0.0.1 (the bench server), so nothing leaves the machine.
import { createFoyer } from 'foyer'
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
    <h1>bench: foyer</h1>
    <FoyerProvider foyer={foyer}>
      <ConnectButton id="connect" />
    </FoyerProvider>
  </main>,
)
