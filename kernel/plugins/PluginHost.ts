import type { AccountTab, ConnectMethodDefinition, PluginDefinition, SlotFill, WalletFeature } from './definePlugin.js'

export interface Contributions {
  walletFeatures: WalletFeature[]
  tabs: AccountTab[]
  connectMethods: ConnectMethodDefinition[]
}

export interface PluginHost {
  /** Loads and sets up plugins by id (feature keys of the catalogue, or ids of plugins passed in options). */
  load(ids: readonly string[]): Promise<void>
  /** Tears a plugin down and removes its views, guards and contributions. */
  unload(id: string): void
  loaded(): PluginDefinition[]
  isLoaded(id: string): boolean
  /** Everything loaded plugins contribute of one kind, in load order. */
  contributions<K extends keyof Contributions>(kind: K): Contributions[K]
  /** The fills of a named slot, by `order`. */
  slot(name: string): SlotFill[]
  destroy(): void
}
