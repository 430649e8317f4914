import type { Locale } from 'foyer'
import { useLocale } from 'foyer/react'

const names: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  ja: '日本語',
  zh: '中文',
  ar: 'العربية',
}

/** The language of the modal and the button, changed at run time (`?locale=fr` sets it at creation). */
export function LocalePicker() {
  const { locale, setLocale } = useLocale()
  return (
    <label className="locale">
      Language{' '}
      <select
        value={locale}
        onChange={(event) => setLocale(event.target.value as Locale).catch((error) => console.error(error))}
      >
        {Object.entries(names).map(([value, name]) => (
          <option key={value} value={value} lang={value}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}
