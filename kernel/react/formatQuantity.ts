import { numberFormat } from '../i18n/numberFormat.js'
import { language } from '../i18n/t.js'
/**
 * SPEC §9: quantities, in the language in use, are shown to 3 decimals, cut rather than rounded as AppKit does (2.9999 shows 2.999,
 * never more than is held), trailing zeros dropped, thousands grouped.
 */
export function formatQuantity(value: string | number, decimals = 3): string {
  const number = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(number)) return '0'
  return numberFormat(language.locale, { maximumFractionDigits: decimals, roundingMode: 'trunc' }).format(number)
}
