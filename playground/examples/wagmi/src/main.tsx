import { QueryClientProvider } from '@tanstack/react-query'
import { ConnectButton, FoyerProvider } from 'foyer/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { config, foyer, queryClient } from './config.js'
import { Transfer } from './Transfer.js'

const root = document.getElementById('root')
if (!root) throw new TypeError('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <FoyerProvider foyer={foyer}>
          <h1>Foyer with wagmi</h1>
          <ConnectButton />
          <Transfer />
        </FoyerProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
