import type { FoyerState } from '../state/FoyerState.js'
import type { AccountTab, ConnectMethodDefinition, WalletFeature } from './PluginDefinition.js'

/** What the modal knows of a catalogue plugin before its code is loaded: a view's name and its header title. */
export interface CatalogueView {
  title?: string
}

/**
 * A plugin's entry in the catalogue. Built-in ones load on every first open; the others load when their
 * feature is on and the modal first needs them (an Account button is pressed, or one of their views is
 * routed to, or a tab of theirs is chosen), so their buttons, tabs and view names are here, beside the import, to be drawn and routed to first.
 */
export interface CatalogueEntry {
  /**
   * The plugin's code: a dynamic import, so each plugin is its own chunk. It gives the plugin, or its module
   * (the export whose `id` is the manifest's).
   */
  load(): Promise<unknown>
  /** Every modal has it (connect, account, network): it loads on first open. */
  builtIn?: boolean
  /**
   * Whether it loads with the kernel when its feature is on, not on demand, decided from the state after the
   * restore: siwx always (it watches connections), email when a restored connection is the embedded wallet's.
   */
  eager?(state: FoyerState): boolean
  /** The Account view's buttons, the same as the plugin's own `walletFeatures`. */
  walletFeatures?: readonly WalletFeature[]
  /** The Account view's tabs, the same as the plugin's own `tabs` (a tab's code loads the plugin first). */
  tabs?: readonly Omit<AccountTab, 'load'>[]
  /** The Connect view's methods (email...), drawn before the plugin's code is there; their code loads it first. */
  connectMethods?: readonly Omit<ConnectMethodDefinition, 'load'>[]
  /** The views the plugin provides, by name (the same names as the plugin's `views`). */
  views?: Readonly<Record<string, CatalogueView>>
}

/** Feature key -> its plugin's entry; plugins/manifests.ts is Foyer's, handed in by createFoyer. */
export type PluginCatalogue = Readonly<Record<string, CatalogueEntry>>
