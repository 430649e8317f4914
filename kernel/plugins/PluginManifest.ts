import type { Locale } from '../i18n/locales.js'
import type { ResolvedOptions } from '../options/ResolvedOptions.js'
import type { CatalogueEntry } from './PluginCatalogue.js'
import type { StandardSchemaV1 } from './StandardSchema.js'

/** One key of `features` that a plugin owns: what a developer may pass, its default, and its remote switch. */
export interface FeatureSetting<Value = unknown> {
  /** Checks the developer's value (any Standard Schema: zod, valibot...); a failure is INVALID_OPTIONS. */
  schema: StandardSchemaV1
  /** The value when the developer passes none. */
  default: Value
  /** From the developer's checked value to the one plugins read (e.g. `true` to the default providers). */
  resolve?(value: unknown): Value
  /**
   * The project's remote configuration (`/appkit/v1/config`): the entry's id and what its config list (or
   * `false`, when the entry is off) means for this key. `missing`: what an absent entry does: `'off'` (Foyer's
   * features, as the service means it) or `'keep'` (the local value stands; an app's own plugin, by default).
   */
  remote?: { id: string; map(config: string[] | false): Value; missing?: 'off' | 'keep' }
}

/** A top-level option a plugin owns (`createFoyer({ <key> })`): what a developer may pass, and its default. */
export interface OptionSetting<Value = unknown> {
  /** Checks the developer's value (any Standard Schema); a failure is INVALID_OPTIONS. */
  schema: StandardSchemaV1
  /** The value when the developer passes none; none: the option stays absent. */
  default?: Value
}

/**
 * Options that exclude each other: passing all of `options` is this error, thrown by `createFoyer` at once (for
 * Foyer's own manifests and the app's) and by the options' parse.
 */
export interface OptionConflict {
  options: readonly string[]
  code: string
  message: string
}

/**
 * A plugin as the kernel knows it before its code is there: Foyer's own and an app's alike. The Connect and
 * Account views draw its buttons, tabs and connect methods, the router knows its views and titles, options and
 * remote configuration switch it, and a language brings its texts; `load()` fetches its code when first needed.
 */
export interface PluginManifest extends CatalogueEntry {
  /** The plugin's id (its code's `id`); Foyer's are their feature keys. */
  id: string
  /** The keys of `features` it owns, by name. */
  features?: Readonly<Record<string, FeatureSetting>>
  /** The top-level options it owns, by name (typed for `createFoyer` by augmenting `PluginOptions`). */
  options?: Readonly<Record<string, OptionSetting>>
  /** Its options that exclude each other (or exclude an option it only refuses, such as a legacy one). */
  conflicts?: readonly OptionConflict[]
  /**
   * Whether the plugin is wanted. Default: built-in ones always; else while the feature key of its id is on (a
   * list: not empty), and always when it owns no such key.
   */
  enabled?(features: Readonly<Record<string, unknown>>, options: ResolvedOptions): boolean
  /**
   * It works only where the project allows the app's origin (the embedded wallet's logins): while it is on, the
   * kernel asks the config service, and shows SPEC §8's alert for an origin it does not allow.
   */
  allowedOrigin?: boolean
  /**
   * Its language files, loaded when a language other than English is chosen: a module whose `textsIn(locale)`
   * gives that language's texts, keyed by the English (its default export); none for a language it lacks.
   */
  locales?(): Promise<{ textsIn(locale: Exclude<Locale, 'en'>): Promise<{ default?: Record<string, string> }> }>
}

/** Declares a manifest: a plain object, typed. */
export function defineManifest<const M extends PluginManifest>(manifest: M): M {
  return manifest
}

/** Whether a value is a manifest (has `load`), not a plugin's code given whole. */
export const isManifest = (value: unknown): value is PluginManifest =>
  typeof (value as { load?: unknown } | null)?.load === 'function'
