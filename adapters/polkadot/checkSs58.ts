import { foyerError, importPackage } from 'foyer/kit'

/**
 * A Polkadot extension's accounts, each address checked to be SS58 with a right checksum (by @polkadot/util-crypto's
 * `decodeAddress`, loaded for the first check): an extension naming any other is refused with
 * INVALID_WALLET_ANSWER. The schema (walletAnswers.ts) has already checked the alphabet and the length.
 */
export async function checkSs58<T extends { address: string }>(accounts: T[], method: string): Promise<T[]> {
  if (accounts.length === 0) return accounts
  const { decodeAddress } = await importPackage('@polkadot/util-crypto', () => import('@polkadot/util-crypto'))
  const invalid = accounts.find(({ address }) => {
    try {
      decodeAddress(address)
      return false
    } catch {
      return true
    }
  })
  if (invalid) {
    const details = `${invalid.address} is not an SS58 address (its checksum is wrong)`
    throw foyerError('INVALID_WALLET_ANSWER', { method }, { details })
  }
  return accounts
}
