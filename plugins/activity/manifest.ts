import type { PluginManifest } from 'foyer'
import { booleanSetting } from 'foyer/kit'

declare module 'foyer' {
  interface Features {
    activity: { option: boolean; value: boolean }
  }
}

/** Activity (`features.activity`, remote: activity): an Account tab (eip155 only), whose choosing loads the plugin. */
export const activityManifest = {
  id: 'activity',
  load: () => import('./index.js'),
  features: { activity: booleanSetting(true, { id: 'activity', map: (config) => config !== false }) },
  tabs: [{ id: 'activity', label: 'Activity', namespaces: ['eip155'] }],
  locales: () => import('./locales/index.js'),
} satisfies PluginManifest
