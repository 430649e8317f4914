/** The languages Foyer speaks: English inline, each other one a chunk loaded when chosen (README "Languages"). */
export const locales = ['en', 'es', 'fr', 'de', 'pt', 'ja', 'zh', 'ar'] as const

export type Locale = (typeof locales)[number]

/** Narrows an app's or a visitor's choice to a locale Foyer has. */
export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale)
