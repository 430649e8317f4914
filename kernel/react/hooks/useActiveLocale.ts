import type { Locale } from '../../i18n/locales.js'
import { useFoyerState } from './useFoyerState.js'
import { selectLocale } from './selectors.js'

/**
 * The modal's language, for a view's `Intl` formatting. Plugins' views use this, not `useLocale`: that hook is in
 * `foyer/react`, which an app imports at page load, and a lazy view importing it would split it off the page load
 * into a chunk of its own (measured: +257 B gzip on the page load).
 */
export const useActiveLocale = (): Locale => useFoyerState(selectLocale)
