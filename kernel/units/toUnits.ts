/** A decimal string known to be well formed (a balance's `quantity.numeric`) in base units; extra digits are cut. */
export function toUnits(value: string, decimals: number): bigint {
  const [whole = '', fraction = ''] = value.trim().split('.')
  return BigInt(`${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`)
}
