import type { Locale, PluginManifest } from 'foyer'
import { catalogue } from './manifests.js'

/**
 * A language's texts, loaded when an app chooses it (createFoyer's `setLocale`; an English app never asks): the
 * kernel's and every manifest's (Foyer's and the app's `extra`), keyed by the English. A plugin without that
 * language adds nothing; a failing one fails the switch, which leaves the language as it was.
 */
export async function loadLocale(
  locale: Exclude<Locale, 'en'>,
  extra: readonly PluginManifest[] = [],
): Promise<Record<string, string>> {
  const loaded = await Promise.all([
    import('../kernel/react/kernelTexts.js').then((texts) => texts.kernelTexts(locale)),
    ...[...catalogue, ...extra].map((manifest) => manifest.locales?.().then((texts) => texts.textsIn(locale))),
  ])
  return Object.assign({}, ...loaded.map((module) => module?.default))
}
