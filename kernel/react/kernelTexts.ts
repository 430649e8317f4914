import type { Locale } from '../i18n/locales.js'

/** The kernel's own texts in `locale`, keyed by the English (one module per language in ./locales). */
export const kernelTexts = (locale: Exclude<Locale, 'en'>): Promise<{ default: Record<string, string> }> =>
  import(`./locales/${locale}.ts`)
