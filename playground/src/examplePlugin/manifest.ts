import { defineManifest } from 'foyer'
import { booleanSetting } from 'foyer/kit'

declare module 'foyer' {
  interface Features {
    /** The example plugin, on by default; the project's remote config may switch it (its `example` entry). */
    example: { option: boolean; value: boolean }
  }
  interface Views {
    ExampleGreeting: undefined
    ExampleGreeted: { name: string }
  }
  interface Events {
    'example:greeted': { name: string }
  }
}

/**
 * The example plugin's manifest: what the modal knows of it before its code is there (its Account button, its
 * views, its feature key with a remote switch, its French texts). Its code (./index.ts) loads on demand, when one of
 * its views is first shown, exactly as Foyer's own feature plugins do.
 */
export const exampleManifest = defineManifest({
  id: 'example',
  load: () => import('./index.js'),
  features: {
    // An absent entry in the project's config keeps the local value; `{ id: 'example', isEnabled: false }` turns it off.
    example: booleanSetting(true, { id: 'example', map: (config) => config !== false, missing: 'keep' }),
  },
  walletFeatures: [{ id: 'example', label: 'Greet', view: 'ExampleGreeting' }],
  views: { ExampleGreeting: { title: 'Example plugin' }, ExampleGreeted: {} },
  locales: () => import('./locales/index.js'),
})
