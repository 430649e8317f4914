import type { Features } from '../registries.js'
import type { ConnectorTypeOrderItem } from './defaults.js'
import { connectorTypeOrderDefault } from './defaults.js'

/** The feature settings of SPEC §3 that the kernel itself reads, after defaults and remote features. */
export interface KernelFeatures {
  connectorTypeOrder: ConnectorTypeOrderItem[]
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  collapseWallets: boolean
  /** A remote feature (SPEC §3), which /appkit/v1/config may override. */
  reownBranding: boolean
}

/** The features as plugins read them: the kernel's and each plugin's own (the `Features` registry). */
export type ResolvedFeatures = KernelFeatures & { [Key in keyof Features]: Features[Key]['value'] }

/** What a developer passes as `features`: the kernel's settings and each plugin's, all optional. */
export type FeatureOptions = Partial<KernelFeatures> & { [Key in keyof Features]?: Features[Key]['option'] }

export const kernelFeatureDefaults: KernelFeatures = {
  connectorTypeOrder: [...connectorTypeOrderDefault],
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  collapseWallets: false,
  reownBranding: true,
}

/** The remote configuration's values by feature key (those the project's config sets). */
export type RemoteFeatures = Partial<Record<string, unknown>>
