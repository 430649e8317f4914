const made = new Map<string, Intl.NumberFormat>()

/**
 * The Intl.NumberFormat for a locale and options, made once: making one costs about 0.07 ms (0.3 ms at 4× CPU),
 * formatting with it a hundredth of that, and a list or a form formats on every render.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = made.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    made.set(key, format)
  }
  return format
}
