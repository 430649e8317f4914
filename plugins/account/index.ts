import { definePlugin } from 'foyer'

/** The Account view with its tabs (built in, loaded on first open). */
export const account = definePlugin({
  id: 'account',
  views: {
    Account: { title: 'Account', load: () => import('./views/AccountView.js') },
  },
})
