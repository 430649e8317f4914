import { definePlugin } from 'foyer'
import { receiveManifest } from './manifest.js'

declare module 'foyer' {
  interface Views {
    WalletReceive: undefined
  }
}

/**
 * Receive (feature `receive`, on by default): the account's address with Copy, its QR code, the networks it
 * can receive on and the active one. Loaded when the visitor first presses Receive on the Account view.
 */
export const receive = definePlugin({
  manifest: receiveManifest,
  views: {
    WalletReceive: { load: () => import('./views/ReceiveView.js') },
  },
})
