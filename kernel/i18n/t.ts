import { language } from './language.js'

/**
 * A text in the language in use: `text` is the English, from a plugin's messages (its key in every locale's
 * catalogue), `{name}` placeholders filled from `values`. English, and any text a locale lacks, stays as given.
 */
export function t(text: string, values?: Record<string, string | number>): string {
  const translated = language.texts[text] ?? text
  return values ? translated.replace(/\{(\w+)\}/g, (whole, name: string) => `${values[name] ?? whole}`) : translated
}
