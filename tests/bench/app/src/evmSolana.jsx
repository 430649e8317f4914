// The EVM + Solana app: the bench app with the solana adapter beside the EVM one and a Solana network, so the
// bench shows what a second namespace costs at page load and on first open (@solana/web3.js must not be there).
import { createFoyer } from 'foyer'
import { eip155Adapter } from 'foyer/adapters/eip155'
import { solanaAdapter, solanaDevnet } from 'foyer/adapters/solana'
import { ConnectButton, FoyerProvider } from 'foyer/react'
import { createRoot } from 'react-dom/client'
import { local, projectId, urls } from './benchWorld.js'

const foyer = createFoyer({
  projectId,
  networks: [local, solanaDevnet],
  adapters: [eip155Adapter(), solanaAdapter()],
  urls,
})

createRoot(document.getElementById('root')).render(
  <main style={{ fontFamily: 'sans-serif', padding: 24 }}>
    <h1>bench: foyer, EVM + Solana app</h1>
    <FoyerProvider foyer={foyer}>
      <ConnectButton id="connect" />
    </FoyerProvider>
  </main>,
)
