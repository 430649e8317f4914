import type { Locale } from './locales.js'

/**
 * The language in use and its texts, keyed by the English text they replace (empty for English). One per
 * page: `t` reads it, `switchLocale` fills it from a locale chunk.
 */
export const language: { locale: Locale; texts: Readonly<Record<string, string>> } = { locale: 'en', texts: {} }

/**
 * A text in the language in use: `text` is the English, as written in a plugin's `messages.ts` (its key in every
 * locale's catalogue), `{name}` placeholders filled from `values`. English, and any text a locale lacks, stays.
 */
export function t(text: string, values?: Record<string, string | number>): string {
  const translated = language.texts[text] ?? text
  return values ? translated.replace(/\{(\w+)\}/g, (whole, name: string) => `${values[name] ?? whole}`) : translated
}
