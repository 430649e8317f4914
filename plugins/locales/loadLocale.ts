import type { LoadLocale } from '../../kernel/i18n/switchLocale.js'

/** Each language is one chunk: the kernel's texts and every plugin's, keyed by the English (README "Languages"). */
const chunks = {
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  pt: () => import('./pt.js'),
  ja: () => import('./ja.js'),
  zh: () => import('./zh.js'),
  ar: () => import('./ar.js'),
}

export const loadLocale: LoadLocale = (locale) => chunks[locale]().then((module) => module.default)
