import type { AccountType, Namespace } from '../types.js'
import type { ServiceUrls } from './defaults.js'
import type { ResolvedFeatures } from './features.js'
import type { FeatureOptions, FoyerSettings } from './FoyerSettings.js'

/** The settings checked and with their defaults: what plugins and adapters read as `context.options`. */
export interface ResolvedOptions extends Omit<FoyerSettings, 'features' | 'urls' | 'defaultAccountTypes' | 'networks'> {
  networks: NonNullable<FoyerSettings['networks']>
  features: ResolvedFeatures
  /** The features the developer set locally, as given (to warn when remote config overrides them). */
  localFeatures: FeatureOptions
  urls: ServiceUrls
  defaultAccountTypes: Partial<Record<Namespace, AccountType>>
  storagePrefix: string
  logLevel: NonNullable<FoyerSettings['logLevel']>
  sdkType: string
  sdkVersion: string
  enableNetworkSwitch: boolean
}
