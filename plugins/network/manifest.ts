import { defineManifest } from 'foyer'

/** Network list and switching (built in). */
export const networkManifest = defineManifest({
  id: 'network',
  builtIn: true,
  load: () => import('./index.js'),
  views: {
    Networks: { title: 'Choose Network' },
    SwitchNetwork: {}, // titled by the network's name (the plugin's code)
    SwitchActiveChain: { title: 'Switch Network' },
    UnsupportedChain: { title: 'Switch Network' },
  },
  locales: (locale) => import('./locales/index.js').then((texts) => texts.textsIn(locale)),
})
