import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import './styles.css'
import { loadWorld } from './world.js'

const world = await loadWorld()
const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root')
createRoot(container).render(<App world={world} />)
