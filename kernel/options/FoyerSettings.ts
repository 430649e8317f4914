import type { AccountType, Namespace, Network, ThemeMode } from '../types.js'
import type { Locale } from '../i18n/locales.js'
import type { ServiceUrls } from './defaults.js'
import type { PluginOptions } from '../registries.js'
import type { FeatureOptions } from './features.js'

export type { FeatureOptions } from './features.js'

export interface WalletListingInput {
  id: string
  name: string
  image_url?: string
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  rdns?: string | null
  [key: string]: unknown
}

/**
 * Every option but the adapters and plugins (whose contracts receive these settings, resolved): the kernel's, and
 * those plugins own (the `PluginOptions` registry).
 */
export interface FoyerSettings extends PluginOptions {
  /** The project id of the vendor's services. Missing: the modal shows an alert. */
  projectId?: string
  metadata?: { name: string; description: string; url: string; icons: string[] }
  /** The app's terms of service, linked from the legal checkbox (`features.legalCheckbox`). */
  termsConditionsUrl?: string
  /** The app's privacy policy, linked from the legal checkbox (`features.legalCheckbox`). */
  privacyPolicyUrl?: string
  networks?: Network[]
  defaultNetwork?: Network
  features?: FeatureOptions
  tokens?: Record<string, { address: string; image?: string }>
  themeMode?: ThemeMode
  /**
   * The language of the modal and the button (README "Languages"): English by default; another loads its chunk
   * at once. An unknown one is an `options:warning`, and English. `foyer.setLocale` changes it later.
   */
  locale?: Locale
  themeVariables?: Record<string, string | number>
  w3mThemeVariables?: Record<string, string | number>
  featuredWalletIds?: string[]
  includeWalletIds?: string[]
  /** Wallets to hide, by directory id, rdns or (case-insensitive) name. */
  excludeWalletIds?: string[]
  customWallets?: WalletListingInput[]
  allowUnsupportedChain?: boolean
  enableNetworkSwitch?: boolean
  /** Basic WalletConnect mode. */
  basic?: boolean
  defaultAccountTypes?: Partial<Record<Namespace, AccountType>>
  /** 'idle': load the modal's code when the page is idle instead of on first open. */
  prefetch?: 'idle' | 'none'
  /**
   * The onramp's Buy button is hidden, with a note saying why, where the browser's timezone is one of SPEC §5's
   * restricted ones; `true` shows it there too (the app has checked the visitor's region itself).
   */
  onrampInRestrictedRegions?: boolean
  /**
   * A CSP nonce for the `<style>` elements Foyer adds only where a browser lacks constructed stylesheets
   * (`adoptedStyleSheets`); with them, `style-src 'self'` needs nothing.
   */
  nonce?: string
  /** A Storage-like object; defaults to localStorage where it works, else memory. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  storagePrefix?: string
  logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'debug'
  /** Base URLs of every outside service. */
  urls?: Partial<ServiceUrls>
  sdkType?: string
  sdkVersion?: string
}
