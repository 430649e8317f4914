import { foyerError, importPackage } from 'foyer/kit'

type UtilCrypto = typeof import('@polkadot/util-crypto')
let loading: Promise<UtilCrypto> | undefined

/**
 * @polkadot/util-crypto, loaded for the first check and memoized, as modules are: a check after it answers in the
 * same turn, so the extension's account lists are checked as fast as they come.
 */
function loadUtilCrypto(): Promise<UtilCrypto> {
  loading ??= importPackage('@polkadot/util-crypto', () => import('@polkadot/util-crypto'))
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

/**
 * A Polkadot extension's accounts, each address checked to be SS58 with a right checksum (by @polkadot/util-crypto's
 * `decodeAddress`, loaded for the first check): an extension naming any other is refused with
 * INVALID_WALLET_ANSWER. The schema (walletAnswers.ts) has already checked the alphabet and the length.
 */
export async function checkSs58<T extends { address: string }>(accounts: T[], method: string): Promise<T[]> {
  if (accounts.length === 0) return accounts
  const { decodeAddress } = await loadUtilCrypto()
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
