import { definePlugin } from 'foyer'

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
  id: 'receive',
  views: {
    WalletReceive: { title: 'Receive', load: () => import('./views/ReceiveView.js') },
  },
  walletFeatures: [{ id: 'receive', label: 'Receive', view: 'WalletReceive' }],
})
