import type { Slices } from '../registries.js'
import type {
  Alert,
  ChainState,
  Connection,
  Connector,
  Namespace,
  Pairing,
  RouteEntry,
  StoredAccount,
  ThemeMode,
  Toast,
} from '../types.js'
import type { ResolvedFeatures } from '../options/features.js'
import type { Locale } from '../i18n/locales.js'

export interface CoreState {
  modal: {
    /** The dialog is shown. */
    open: boolean
    /** The visitor asked for the modal and its code is on the way. */
    loading: boolean
  }
  router: { history: RouteEntry[] }
  activeNamespace?: Namespace
  chains: Partial<Record<Namespace, ChainState>>
  connections: Partial<Record<Namespace, Connection[]>>
  activeConnectorIds: Partial<Record<Namespace, string>>
  connectors: Connector[]
  /** The namespaces whose adapters have found the page's wallets (their first discovery is done). */
  discovered: Namespace[]
  /** The pairing URI a WALLET_CONNECT connector waits on, while it pairs. */
  pairing?: Pairing
  toast?: Toast & { open: boolean }
  alert?: Alert
  theme: { mode: ThemeMode; variables: Record<string, string | number> }
  /** Local features merged with remote ones; absent until the options have been read on first need. */
  features?: ResolvedFeatures
  /** Plugin ids that are loaded and set up. */
  plugins: string[]
  /**
   * The account an earlier visit stored, read at page load (and on a server from a cookie): the button shows
   * it until the kernel has restored that connection, or dropped it.
   */
  storedAccount?: StoredAccount
  /**
   * Catalogue plugins whose feature is on, offered on demand: their buttons show, their code loads when
   * needed. Absent until the kernel has synced its plugins.
   */
  pluginsOnDemand?: string[]
  /** The language the modal speaks, once a locale other than English has loaded (`setLocale`); English when absent. */
  locale?: Locale
}

/** The whole state: the kernel's slices plus those plugins add (present once the plugin is set up). */
export type FoyerState = CoreState & Partial<Slices>

export function initialState(themeMode: ThemeMode = 'light'): FoyerState {
  return {
    modal: { open: false, loading: false },
    router: { history: [] },
    chains: {},
    connections: {},
    activeConnectorIds: {},
    connectors: [],
    discovered: [],
    theme: { mode: themeMode, variables: {} },
    plugins: [],
  }
}
