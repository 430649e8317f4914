// The full EVM app: the bench app with the EVM adapter (WalletConnect included) and every feature on,
// so its build holds every chunk that any enabled feature can load; timed like the bench app too.
// Later features grow this figure.
import { createFoyer } from 'foyer'
import { eip155Adapter } from 'foyer/adapters/eip155'
import { ConnectButton, FoyerProvider } from 'foyer/react'
import { createRoot } from 'react-dom/client'
import { local, projectId, urls } from './benchWorld.js'

const foyer = createFoyer({
  projectId,
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
    pay: true,
    allWallets: true,
  },
  urls,
})

createRoot(document.getElementById('root')).render(
  <main style={{ fontFamily: 'sans-serif', padding: 24 }}>
    <h1>bench: foyer, full EVM app</h1>
    <FoyerProvider foyer={foyer}>
      <ConnectButton id="connect" />
    </FoyerProvider>
  </main>,
)
