import type { FeatureOptions, FoyerOptions } from 'foyer'
import { appAdapters, appNetworks, urlNamespaces } from './appNamespaces.js'
import { type SiwxMode, siwxModeFromUrl, siwxOption } from './siwxOption.js'
import { coinbaseSettings, urlOptions } from './urlOptions.js'
import { exampleManifest } from './examplePlugin/manifest.js'
import { type World, worldNetworks } from './world.js'

/** SPEC §3's feature settings and remote features that are on or off, with SPEC §9's defaults. */
export const switches = {
  receive: { label: 'Receive', remote: false, default: true },
  send: { label: 'Send', remote: false, default: true },
  emailShowWallets: { label: 'Email: show wallets', remote: false, default: true },
  analytics: { label: 'Analytics', remote: false, default: true },
  allWallets: { label: 'All wallets', remote: false, default: true },
  legalCheckbox: { label: 'Legal checkbox', remote: false, default: false },
  smartSessions: { label: 'Smart sessions', remote: false, default: false },
  collapseWallets: { label: 'Collapse wallets', remote: false, default: false },
  pay: { label: 'Pay', remote: false, default: false },
  names: { label: 'Names', remote: false, default: true },
  swaps: { label: 'Swaps', remote: true, default: true },
  onramp: { label: 'Onramp', remote: true, default: true },
  email: { label: 'Email', remote: true, default: true },
  socials: { label: 'Socials', remote: true, default: true },
  activity: { label: 'Activity', remote: true, default: true },
  reownBranding: { label: 'Branding', remote: true, default: true },
} as const

export type SwitchKey = keyof typeof switches

/** The orders of SPEC §3, each offered as a few choices ('' leaves the default rule). */
export const orders = {
  connectMethodsOrder: {
    label: 'Connect-method order',
    choices: ['', 'email,social,wallet', 'wallet,email,social', 'social,email,wallet', 'wallet,social,email'],
  },
  walletFeaturesOrder: {
    label: 'Wallet-features order',
    choices: ['', 'send,receive,swaps,onramp', 'receive,send,onramp,swaps'],
  },
  connectorTypeOrder: {
    label: 'Connector-type order',
    choices: [
      '',
      'injected,recent,walletConnect,featured,custom,external,recommended',
      'recent,featured,injected,walletConnect,custom,external,recommended',
    ],
  },
} as const

export type OrderKey = keyof typeof orders

export interface Settings {
  switches: Record<SwitchKey, boolean>
  orders: Record<OrderKey, string>
  themeMode: 'light' | 'dark'
  /** A `--foyer-accent` override ('' for none); one choice is hostile, to show it refused. */
  accent: string
  prefetch: 'none' | 'idle'
  /** Sign-in with the wallet: off, optional, required, or through the world's app server. */
  siwx: SiwxMode
}

export const defaultSettings: Settings = {
  switches: Object.fromEntries(
    Object.entries(switches).map(([key, value]) => [key, value.default]),
  ) as Settings['switches'],
  orders: { connectMethodsOrder: '', walletFeaturesOrder: '', connectorTypeOrder: '' },
  themeMode: 'light',
  accent: '',
  prefetch: 'none',
  siwx: siwxModeFromUrl(globalThis.location?.search ?? ''),
}

export const accents = [
  { value: '', label: 'default' },
  { value: '#c2255c', label: 'raspberry' },
  { value: 'red; } :host { display: none', label: 'hostile (refused)' },
] as const

function order<T extends string>(value: string): T[] | undefined {
  return value ? (value.split(',') as T[]) : undefined
}

/** The options of one Foyer instance; the playground makes a new instance whenever they change. */
export function buildOptions(settings: Settings, world: World | undefined): FoyerOptions {
  const { switches: on } = settings
  const features: FeatureOptions = {
    ...on,
    socials: on.socials ? undefined : false,
    connectMethodsOrder: order(settings.orders.connectMethodsOrder),
    walletFeaturesOrder: order(settings.orders.walletFeaturesOrder),
    connectorTypeOrder: order(settings.orders.connectorTypeOrder),
  }
  // The namespaces the URL asks for (eip155 by default; the world also runs a Solana localnet).
  const search = globalThis.location?.search ?? ''
  const networks = appNetworks(worldNetworks(world), urlNamespaces(search))
  const { urls: urlsFromUrl, ...fromUrl } = urlOptions(search, networks)
  return {
    projectId: world?.projectId,
    metadata: {
      name: 'Foyer playground',
      description: 'Every Foyer feature, by hand',
      url: globalThis.location?.origin ?? 'http://127.0.0.1',
      icons: [],
    },
    networks,
    defaultNetwork: networks[0],
    // The onramp's checkout pages are the world's: Meld's page, and the generator's checkout on the data API.
    urls: world && { ...world.urls, meld: `${world.urls.api}/__world/meld`, coinbase: world.urls.api, ...urlsFromUrl },
    features,
    themeMode: settings.themeMode,
    themeVariables: settings.accent ? { '--foyer-accent': settings.accent } : undefined,
    prefetch: settings.prefetch,
    adapters: appAdapters(fromUrl.networks ?? networks, world?.pages?.safe, coinbaseSettings(search, world)),
    plugins: [exampleManifest],
    siwx: siwxOption(settings.siwx, world),
    ...fromUrl,
  }
}
