import { ConnectButton, FoyerProvider, useAccount } from 'foyer/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { foyer } from './foyer.js'

function Status() {
  const { address, status } = useAccount()
  return <output aria-label="Account">{status === 'connected' ? address : 'Not connected'}</output>
}

const root = document.getElementById('root')
if (!root) throw new TypeError('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <FoyerProvider foyer={foyer}>
      <h1>Foyer on Vite</h1>
      <ConnectButton />
      <Status />
    </FoyerProvider>
  </StrictMode>,
)
