/**
 * A decimal string in a locale's digits and decimal sign, every digit kept and none grouped ("1234.5678" is
 * "1234,5678" in German): an amount the visitor may copy and compare exactly, such as a quote's.
 */
export function formatExact(value: string, locale: string): string {
  const fraction = value.split('.')[1]?.length ?? 0
  const format = new Intl.NumberFormat(locale, { useGrouping: false, minimumFractionDigits: fraction })
  return format.format(Number(value))
}
