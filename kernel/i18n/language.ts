import type { Locale } from './locales.js'

/**
 * The language in use and its texts, keyed by the English text they replace (empty for English). One per
 * page: `t` reads it, `switchLocale` fills it from a locale chunk.
 */
export const language: { locale: Locale; texts: Readonly<Record<string, string>> } = { locale: 'en', texts: {} }
