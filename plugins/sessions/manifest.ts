import type { PluginManifest } from 'foyer'
import { booleanSetting } from 'foyer/kit'

declare module 'foyer' {
  interface Features {
    smartSessions: { option: boolean; value: boolean }
  }
}

/** Smart sessions (`features.smartSessions`, off by default): the Account view of a smart-account user offers them. */
export const sessionsManifest = {
  id: 'sessions',
  load: () => import('./index.js'),
  features: { smartSessions: booleanSetting(false) },
  enabled: (features) => features.smartSessions === true,
  views: { Sessions: {} }, // titled by its name
  locales: () => import('./locales/index.js'),
} satisfies PluginManifest
