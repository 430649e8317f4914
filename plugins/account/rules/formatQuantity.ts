/** SPEC §9: quantities are shown to 3 decimals (rounded, trailing zeros dropped, thousands grouped). */
export function formatQuantity(value: string | number, decimals = 3): string {
  const number = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(number)) return '0'
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals }).format(number)
}
