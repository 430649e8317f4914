import type { Namespace } from './types.js'

/**
 * Open registries. The kernel declares them empty (or with its own entries); plugins and
 * adapters extend them by module augmentation:
 *
 *   declare module 'foyer' {
 *     interface Views { WalletSend: { token?: string } }
 *     interface Events { 'send:success': { hash: string } }
 *   }
 */

/**
 * View name -> the params it takes (use `undefined` for none). The kernel names only the two views
 * its own rules mention (SPEC §2); the connect and account plugins provide them.
 */
export interface Views {
  /**
   * Every namespace's wallets, or (`namespace`) one namespace's: SwitchActiveChain and "Add wallet" lead there.
   * `wallets`: the wallet list alone, opened from the collapsed layout's "Continue with a wallet" row.
   */
  Connect: { namespace?: Namespace; wallets?: boolean } | undefined
  Account: undefined
}

/** Event name -> payload; the kernel's own are in `bus/KernelEvents.ts`. */
// biome-ignore lint/suspicious/noEmptyInterface: open registry, extended by augmentation
export interface Events {}

/** Storage key -> its stored value's type; the kernel's own are in `storage/storageKeys.ts`. */
// biome-ignore lint/suspicious/noEmptyInterface: open registry, extended by augmentation
export interface StorageKeys {}

/** Store slice name -> the slice's state, for slices that plugins add. */
// biome-ignore lint/suspicious/noEmptyInterface: open registry, extended by augmentation
export interface Slices {}

/** Named slots that built-in views expose, for plugin authors to fill. */
// biome-ignore lint/suspicious/noEmptyInterface: open registry, extended by augmentation
export interface Slots {}

/**
 * Feature key -> what a developer passes at `features[key]` (`option`) and what plugins read (`value`), for the
 * keys plugins own (their manifests' `features`); the kernel's own are in options/features.ts.
 */
// biome-ignore lint/suspicious/noEmptyInterface: open registry, extended by augmentation
export interface Features {}

/**
 * Top-level option -> its type, for the options plugins own (their manifests' `options`), so that
 * `createFoyer({ <key> })` is typed; the kernel's own are FoyerSettings.
 */
// biome-ignore lint/suspicious/noEmptyInterface: open registry, extended by augmentation
export interface PluginOptions {}

export type ViewName = keyof Views & string
export type EventName = keyof Events & string

/**
 * Shared service name -> its type: one value per Foyer instance, made by the first adapter that asks for it
 * (AdapterContext.shared) and read by plugins (PluginContext.shared). The WalletConnect hub and the embedded
 * wallet add theirs by augmentation.
 */
// biome-ignore lint/suspicious/noEmptyInterface: open registry, extended by augmentation
export interface SharedServices {}

export type SharedServiceName = keyof SharedServices & string
