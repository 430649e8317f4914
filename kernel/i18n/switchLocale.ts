import type { Bus } from '../bus/createBus.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import { isLocale, type Locale } from './locales.js'
import { language } from './t.js'

/** Loads a locale's chunk: every text of the kernel and the plugins, keyed by the English. */
export type LoadLocale = (locale: Exclude<Locale, 'en'>) => Promise<Record<string, string>>

let latest = 0

/**
 * Puts Foyer in another language: loads its chunk (none for English), then sets the state's `locale`, which
 * re-renders what shows. An unknown locale is an `options:warning` and English. The last call wins.
 */
export async function switchLocale(
  { store, bus }: { store: Store<FoyerState>; bus: Bus },
  load: () => Promise<LoadLocale>,
  wanted: string,
): Promise<void> {
  const call = ++latest
  let locale: Locale = 'en'
  if (isLocale(wanted)) locale = wanted
  else bus.emit('options:warning', { message: `Unknown locale "${wanted}": Foyer speaks English instead` })
  const texts = locale === 'en' ? {} : await (await load())(locale)
  if (call !== latest) return
  language.locale = locale
  language.texts = texts
  store.update((state) => {
    state.locale = locale
  })
}
