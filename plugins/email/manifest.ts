import type { PluginManifest } from 'foyer'
import { booleanSetting } from 'foyer/kit'
import { authConnectorId } from 'foyer/embedded-wallet'

declare module 'foyer' {
  interface Features {
    email: { option: boolean; value: boolean }
    emailShowWallets: { option: boolean; value: boolean }
  }
}

/**
 * Email login (`features.email`, remote: the project's social_login list names email). The Connect view's email
 * row draws from here; the plugin's code loads with it (small), the frame's later.
 */
export const emailManifest = {
  id: 'email',
  load: () => import('./index.js'),
  allowedOrigin: true,
  features: {
    email: booleanSetting(true, { id: 'social_login', map: (config) => config !== false && config.includes('email') }),
    emailShowWallets: booleanSetting(true),
  },
  // A restored embedded wallet (the AUTH connector's id) may be asked to approve before the modal ever opens.
  eager: (state) => Object.values(state.activeConnectorIds).includes(authConnectorId),
  connectMethods: [{ id: 'email' }],
  views: {
    EmailLogin: { title: 'Email' },
    UpdateEmailWallet: { title: 'Update email' },
    ApproveTransaction: { title: 'Approve' },
  },
  locales: () => import('./locales/index.js'),
} satisfies PluginManifest
