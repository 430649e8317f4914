import type { ConnectMethodDefinition, Connector, Kernel, ResolvedFeatures } from 'foyer'
import type { ConnectMethod, SocialProvider } from '../manifest.js'
import { connectMethodsOrder } from '../rules/connectMethodsOrder.js'
import { offeredSocials } from '../rules/telegram.js'
import { loadModules } from './useModulesLoaded.js'

type Load = () => Promise<{ default: unknown }>

// The code of the settings that are off by default loads only when one is on (held for like the methods' code).
export const connectSettings: Load = () => import('../settings/ConnectSettings.js')

export interface ConnectMethods {
  /** The Connect view's methods, in their order. */
  methods: ConnectMethod[]
  /** The plugins' methods among them (email, socials...). */
  contributed: ConnectMethodDefinition[]
  /** A setting that is off by default is on: the view draws through ConnectSettings. */
  custom: boolean
  /** The code the list is held for: the contributed methods' and, when `custom`, the settings'. */
  held: Load[]
}

/** What the Connect view offers with these features, wallets (`connectors`) and socials, and the code it needs. */
export function connectMethodsOf(
  kernel: Pick<Kernel, 'plugins'>,
  features: ResolvedFeatures,
  connectors: readonly Connector[],
  socials: SocialProvider[],
): ConnectMethods {
  const hasInjectedWallets = connectors.some((c) => c.type === 'ANNOUNCED' || c.type === 'INJECTED')
  const methods = connectMethodsOrder({ features: { ...features, socials }, hasInjectedWallets })
  const custom = features.legalCheckbox || features.collapseWallets || !features.emailShowWallets
  const contributed = kernel.plugins
    .connectMethods()
    .filter((contribution) => methods.includes(contribution.id as never))
  const held = contributed.map((contribution) => contribution.load)
  if (custom) held.push(connectSettings)
  return { methods, contributed, custom, held }
}

/**
 * The Connect view's module hook (loadViewSettled): the kernel shows the view once the code its list is held for
 * has arrived too, so a returning visitor's list, stored from the last visit, draws in the view's first render.
 */
export function preload(kernel: Kernel): Promise<void> {
  const state = kernel.store.getState()
  const features = state.features ?? kernel.options.features
  return loadModules(connectMethodsOf(kernel, features, state.connectors, offeredSocials(features.socials)).held)
}
