import { foyerError } from '../errors/codedErrors.js'

/** A decimal string in units of 10^-decimals ('1.5', 9 → 1500000000n); extra decimals are refused. */
export function parseUnits(value: string, decimals: number): bigint {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value.trim())
  if (!match || (match[2] === '' && !match[3]) || (match[3]?.length ?? 0) > decimals)
    throw foyerError(
      'SOMETHING_WENT_WRONG',
      {},
      { details: `${value} is not an amount of at most ${decimals} decimals` },
    )
  const [, sign, whole = '', fraction = ''] = match
  const units = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
  return sign ? -units : units
}
