/**
 * Shortens an address for display (SPEC §9): the first 4 and the last 6 characters joined by an ellipsis.
 * A `0x` prefix counts among the 4, as in AppKit: `0xf3…b92266`.
 */
export function truncateAddress(address: string, leading = 4, trailing = 6): string {
  if (address.length <= leading + trailing + 1) return address
  return `${address.slice(0, leading)}…${address.slice(-trailing)}`
}
