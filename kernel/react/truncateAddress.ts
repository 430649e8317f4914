/**
 * Shortens an address for display (SPEC §9): 4 leading and 6 trailing characters, a `0x` prefix
 * kept on top of the leading ones, joined by an ellipsis: `0xf39F…b92266`.
 */
export function truncateAddress(address: string, leading = 4, trailing = 6): string {
  const prefix = address.startsWith('0x') ? '0x' : ''
  const body = address.slice(prefix.length)
  if (body.length <= leading + trailing + 1) return address
  return `${prefix}${body.slice(0, leading)}…${body.slice(-trailing)}`
}
