import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import './styles.css'
import { injectWalletsFromUrl } from './testWallets.js'
import { loadWorld } from './world.js'

const world = await loadWorld()
const wallets = await injectWalletsFromUrl(world)
const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root')
createRoot(container).render(<App world={world} wallets={wallets} />)
