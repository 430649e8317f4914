import type { PluginManifest } from 'foyer'

/** Network list and switching (built in). */
export const networkManifest = {
  id: 'network',
  builtIn: true,
  load: () => import('./index.js'),
  views: {
    Networks: { title: 'Choose Network' },
    SwitchNetwork: {}, // titled by the network's name (the plugin's code)
    SwitchActiveChain: { title: 'Switch Network' },
    UnsupportedChain: { title: 'Switch Network' },
  },
  locales: () => import('./locales/index.js'),
} satisfies PluginManifest
