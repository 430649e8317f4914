import type { Locale } from './locales.js'

/** The writing direction of a locale: right-to-left for Arabic, the modal's `dir`. */
export const textDirection = (locale: Locale | undefined): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr')
