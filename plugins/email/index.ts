import { definePlugin } from 'foyer'

declare module 'foyer' {
  interface Views {
    EmailLogin: { email: string }
  }
}

/**
 * Email login (`features.email`, SPEC §2, §4): the Connect view's email row, then EmailLogin against the
 * embedded-wallet frame, whose AUTH connector the eip155 adapter holds. The row's code loads on first open;
 * the frame's code only when the visitor asks for a login email (or a stored login is restored).
 */
export const email = definePlugin({
  id: 'email',
  connectMethods: [{ id: 'email', load: () => import('./views/EmailInput.js') }],
  views: {
    EmailLogin: { title: 'Email', load: () => import('./views/EmailLoginView.js') },
  },
})
