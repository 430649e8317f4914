// The bench app: the smallest real Foyer app. The harness contract of shared/bench-peers: a
// `#connect` button opens the modal; the modal is the first visible [role="dialog"] (open shadow
// roots included).
import { createFoyer } from 'foyer'
import { ConnectButton, FoyerProvider } from 'foyer/react'
import { createRoot } from 'react-dom/client'
import { local, projectId, urls } from './benchWorld.js'

const foyer = createFoyer({ projectId, networks: [local], urls })

createRoot(document.getElementById('root')).render(
  <main style={{ fontFamily: 'sans-serif', padding: 24 }}>
    <h1>bench: foyer</h1>
    <FoyerProvider foyer={foyer}>
      <ConnectButton id="connect" />
    </FoyerProvider>
  </main>,
)
