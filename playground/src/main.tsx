import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { applyFrameUrlSettings } from './frameSettings.js'
import { readRemoteSwitches } from './remoteFeatures.js'
import { defaultSettings } from './settings.js'
import './styles.css'
import { injectWalletsFromUrl } from './testWallets.js'
import { loadWorld } from './world.js'

const world = await loadWorld()
const [wallets, remote] = await Promise.all([
  injectWalletsFromUrl(world),
  world ? readRemoteSwitches(world) : undefined,
  applyFrameUrlSettings(world, location.search).catch((error: unknown) => console.error(error)),
])
// The remote switches start as the world's project config has them (it decides them, SPEC §5).
const initialSettings = { ...defaultSettings, switches: { ...defaultSettings.switches, ...remote } }
const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root')
createRoot(container).render(<App world={world} wallets={wallets} initialSettings={initialSettings} />)
