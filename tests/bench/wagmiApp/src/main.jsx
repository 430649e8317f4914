// The wagmi bench app: the same app as RainbowKit's in shared/bench-peers (wagmi's config, react-query, a
// `#connect` button that opens the modal), on Foyer through `foyer/wagmi`, so the two page loads compare.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createFoyer } from 'foyer'
import { eip155Adapter } from 'foyer/adapters/eip155'
import { ConnectButton, FoyerProvider } from 'foyer/react'
import { foyerConnector } from 'foyer/wagmi'
import { createRoot } from 'react-dom/client'
import { createConfig, http, useAccount, WagmiProvider } from 'wagmi'
import { local, projectId, urls } from './benchWorld.js'

const foyer = createFoyer({ projectId, networks: [local], urls, adapters: [eip155Adapter()] })
const config = createConfig({
  chains: [local],
  connectors: [foyerConnector({ foyer })],
  transports: { [local.id]: http(local.rpcUrls.default.http[0]) },
})
const queryClient = new QueryClient()

function Address() {
  const { address } = useAccount()
  return <p>{address ?? 'not connected'}</p>
}

createRoot(document.getElementById('root')).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <FoyerProvider foyer={foyer}>
        <main style={{ fontFamily: 'sans-serif', padding: 24 }}>
          <h1>bench: foyer + wagmi</h1>
          <ConnectButton id="connect" />
          <Address />
        </main>
      </FoyerProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
