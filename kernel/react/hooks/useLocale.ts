import type { Locale } from '../../i18n/locales.js'
import { useFoyer } from './useFoyer.js'
import { useFoyerState } from './useFoyerState.js'
import { selectLocale } from './selectors.js'

export interface UseLocaleReturnType {
  /** The language the modal speaks ('en' until another one's chunk has loaded). */
  locale: Locale
  /** Loads a language's chunk and switches to it; resolves once its texts show. */
  setLocale(locale: Locale): Promise<void>
}

/** The modal's language, and a way to change it at run time (README "Languages"). */
export function useLocale(): UseLocaleReturnType {
  const foyer = useFoyer()
  return { locale: useFoyerState(selectLocale), setLocale: foyer.setLocale }
}
