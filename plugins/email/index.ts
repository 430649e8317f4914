import { definePlugin } from 'foyer'
import { emailManifest } from './manifest.js'

declare module 'foyer' {
  interface Views {
    EmailLogin: { email: string }
    UpdateEmailWallet: undefined
    ApproveTransaction: undefined
  }
}

/**
 * Email login (`features.email`, SPEC §2, §4): the Connect view's email row, then EmailLogin against the
 * embedded wallet's frame (`foyer/embedded-wallet`, the eip155 and solana adapters' AUTH connector); for an
 * embedded-wallet user, the Account view's login line and UpdateEmailWallet. The row's code loads on first open;
 * the frame's only when the visitor asks for a login email (or a stored login is restored).
 */
export const email = definePlugin({
  manifest: emailManifest,
  connectMethods: { email: () => import('./views/EmailInput.js') },
  views: {
    EmailLogin: { load: () => import('./views/EmailLoginView.js') },
    UpdateEmailWallet: { load: () => import('./views/UpdateEmailWalletView.js') },
    ApproveTransaction: { load: () => import('./views/ApproveTransactionView.js') },
  },
  // ApproveTransaction follows the frame's approvals; the code that does it loads with the first one. Every event
  // waits on the one load, so they are followed in the order they came (a request may end before the code is in).
  setup(context) {
    let follower: Promise<typeof import('./approvals/followApprovals.js')> | undefined
    const onApproval = (event: { pending: boolean }) => {
      follower ??= import('./approvals/followApprovals.js')
      follower
        .then(({ followApproval }) => followApproval(context, event))
        .catch((error: unknown) => {
          follower = undefined // a failed load is tried again with the next approval
          context.logger.warn('the approval could not be shown', error)
        })
    }
    context.bus.on('auth:approval', onApproval)
    // A restored embedded wallet may have asked for an approval before this plugin loaded.
    context.bus.emit('auth:approvals-wanted', undefined)
    return () => context.bus.off('auth:approval', onApproval)
  },
  slots: { 'account.actions': [{ id: 'embedded-login', load: () => import('./views/EmbeddedAccountRow.js') }] },
})
