import type { PsbtInputToSign } from './BitcoinWallet.js'

/** The inputs to sign, grouped by the address that signs them (the wallets' shapes): address → input indexes. */
export function groupInputs(inputs: readonly PsbtInputToSign[]): Map<string, number[]> {
  const groups = new Map<string, number[]>()
  for (const { address, index } of inputs) groups.set(address, [...(groups.get(address) ?? []), index])
  return groups
}
