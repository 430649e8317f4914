import type { LoadLocale } from '../kernel/i18n/switchLocale.js'
import type { PluginCatalogue } from '../kernel/plugins/PluginCatalogue.js'
// The views the plugins below add to `Views` (by augmentation), so that `foyer.open(view)` knows them; types only.
import type {} from './account/index.js'
import type {} from './connect/index.js'
import type {} from './email/index.js'
import type {} from './names/index.js'
import type {} from './network/index.js'
import type {} from './onramp/state.js'
import type {} from './pay/state.js'
import type {} from './receive/index.js'
import type {} from './send/state.js'
import type {} from './sessions/index.js'
import type {} from './siwx/state.js'
import type {} from './socials/index.js'
import type {} from './swaps/state.js'

/**
 * The one place that maps a feature key to its code. Each `load` is a dynamic import, so each plugin is its
 * own chunk. Built-in entries load on every first open; the others when their feature is on and the modal
 * first needs them, so their Account buttons and view names are written here, beside the import, to be drawn
 * and routed to before their code is there (the same as the plugin's own, checked by catalogue.test.ts).
 * createFoyer hands it to the kernel.
 */
export const catalogue: PluginCatalogue = {
  connect: { builtIn: true, load: () => import('./connect/index.js').then((module) => module.connect) },
  account: { builtIn: true, load: () => import('./account/index.js').then((module) => module.account) },
  network: { builtIn: true, load: () => import('./network/index.js').then((module) => module.network) },
  // The Connect view's email row draws from here; the plugin's code loads with it (small), the frame's later.
  email: {
    load: () => import('./email/index.js').then((module) => module.email),
    // A restored embedded wallet (the AUTH connector's id) may be asked to approve before the modal ever opens.
    eager: (state) => Object.values(state.activeConnectorIds).includes('ID_AUTH'),
    connectMethods: [{ id: 'email' }],
    views: {
      EmailLogin: { title: 'Email' },
      UpdateEmailWallet: { title: 'Update email' },
      ApproveTransaction: { title: 'Approve' },
    },
  },
  // The Connect view's social buttons: their code loads only when socials are on, the frame's when one is chosen.
  socials: {
    load: () => import('./socials/index.js').then((module) => module.socials),
    connectMethods: [{ id: 'social' }],
    views: { ConnectingSocial: { title: 'Social login' }, ConnectingFarcaster: { title: 'Farcaster' } },
  },
  receive: {
    load: () => import('./receive/index.js').then((module) => module.receive),
    walletFeatures: [{ id: 'receive', label: 'Receive', view: 'WalletReceive' }],
    views: { WalletReceive: { title: 'Receive' } },
  },
  send: {
    load: () => import('./send/index.js').then((module) => module.send),
    walletFeatures: [{ id: 'send', label: 'Send', view: 'WalletSend', capability: 'transfer' }],
    views: { WalletSend: { title: 'Send' }, WalletSendPreview: { title: 'Review' } },
  },
  // No Account button of its own: the Account view offers "Choose a name" when the account has none (eip155).
  names: {
    load: () => import('./names/index.js').then((module) => module.names),
    views: {
      RegisterAccountName: { title: 'Choose a name' },
      RegisterAccountNameSuccess: { title: 'Name registered' },
    },
  },
  swaps: {
    load: () => import('./swaps/index.js').then((module) => module.swaps),
    walletFeatures: [{ id: 'swaps', label: 'Swap', view: 'Swap' }],
    views: {
      Swap: { title: 'Swap' },
      SwapSelectToken: { title: 'Select token' },
      SwapPreview: { title: 'Review swap' },
    },
  },
  // Buy is hidden in a restricted timezone (SPEC §5), with a note: the rule loads where the button is drawn (the
  // plugin asks the same rule). This chunk imports nothing statically: each import would be one more round
  // before the first open's code is asked for.
  onramp: {
    load: () => import('./onramp/index.js').then((module) => module.onramp),
    walletFeatures: [
      {
        id: 'onramp',
        label: 'Buy',
        view: 'Onramp',
        unavailable: (options) =>
          import('./onramp/rules/restrictedRegion.js').then((rule) => rule.onrampUnavailable(options)),
      },
    ],
    views: { Onramp: { title: 'Buy' }, OnrampQuote: { title: 'Quote' }, OnrampCheckout: { title: 'Checkout' } },
  },
  // No button and no view: an Account tab (eip155 only), whose choosing loads the plugin.
  activity: {
    load: () => import('./activity/index.js').then((module) => module.activity),
    tabs: [{ id: 'activity', label: 'Activity', namespaces: ['eip155'] }],
  },
  // On when the app passes `siwx`: loads with the kernel, since it watches connections to ask for a sign-in.
  siwx: {
    eager: () => true,
    load: () => import('./siwx/index.js').then((module) => module.siwx),
    views: { SIWXSignMessage: { title: 'Sign In' } },
  },
  // No button of its own: the Account view of a smart-account user offers "Sessions" (features.smartSessions).
  sessions: {
    load: () => import('./sessions/index.js').then((module) => module.sessions),
    views: { Sessions: {} }, // titled by its name
  },
  // No Account button: the app opens it, with `foyer.pay(...)`.
  pay: {
    load: () => import('./pay/index.js').then((module) => module.pay),
    views: { WalletPay: { title: 'Pay' } },
  },
}

/** The features a first view's connect methods depend on (the app's options; remote features come later). */
interface FirstViewFeatures {
  email?: boolean
  socials?: false | readonly unknown[]
}

/**
 * The code each first view draws with, fetched in the same round as the plugins' own instead of after each
 * plugin has run (issue 21: the chunks came in a chain of nine rounds). Each `import()` names the module its
 * plugin imports, so the bundler makes one chunk of it; the email row's and the social buttons' code come unless
 * the app turned them off (a remote switch-off costs those small chunks, unused).
 */
const firstViewCode: Record<string, (features: FirstViewFeatures) => Promise<unknown>[]> = {
  Connect: (features) => [
    import('./connect/views/ConnectView.js'),
    ...(features.email === false ? [] : [import('./email/index.js'), import('./email/views/EmailInput.js')]),
    ...(features.socials === false || features.socials?.length === 0 ? [] : [import('./socials/index.js')]),
  ],
  Account: () => [import('./account/views/AccountView.js')],
}

/**
 * Starts fetching the built-in plugins' code, so it travels beside the kernel's on first open instead
 * of after it, and with it the code of `view` (the view the open will show) and what it draws with.
 * Safe to call often: module loading is cached. Failures surface when the code is used.
 */
export function preloadBuiltInPlugins(view?: string, features?: FirstViewFeatures): void {
  // Without a page (a server, Node) there is no fetch to overlap: the code loads where it is used.
  if (typeof document === 'undefined') return
  // Unchecked options (their errors surface on open): anything but an object counts as the defaults.
  const code = view ? firstViewCode[view]?.(Object(features)) : undefined
  for (const pending of code ?? []) pending.catch(() => undefined)
  for (const entry of Object.values(catalogue))
    if (entry.builtIn)
      entry
        .load()
        .then((plugin) => {
          const views = plugin.views as Record<string, { load(): Promise<unknown> } | undefined> | undefined
          return view && !code ? views?.[view]?.load() : undefined
        })
        .catch(() => undefined)
}

/** A language's chunk, loaded when an app chooses it (createFoyer's `setLocale`); an English app never asks. */
export const loadLocale: LoadLocale = (locale) =>
  import('./locales/loadLocale.js').then((module) => module.loadLocale(locale))
