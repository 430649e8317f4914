import { numberFormat } from './numberFormat.js'
import { language } from './t.js'

/** An amount of money in the language in use, through Intl ("$1,234.50", "1.234,50 $", "١٬٢٣٤٫٥٠ US$"). */
export function formatCurrency(value: number, currency = 'USD'): string {
  return numberFormat(language.locale, { style: 'currency', currency }).format(value)
}
