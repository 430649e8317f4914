import type { CaipNetworkId } from 'foyer'
import { foyerError } from 'foyer/kit'
import type { BitcoinAddressInfo } from './BitcoinWallet.js'
import { bitcoinJsNetwork, loadBitcoinJs } from './loadBitcoinJs.js'

/**
 * A wallet's Bitcoin addresses, each checked to be an address of the connection's network (its checksum and
 * encoding, by bitcoinjs-lib, loaded for the first check): any other is refused with INVALID_WALLET_ANSWER.
 * Stacks addresses are not Bitcoin's and are left as they are (they never become accounts). On regtest, the
 * testnet encoding is accepted too: many regtest setups (the world's among them) give `tb1` addresses.
 */
export async function checkAddresses(
  addresses: readonly BitcoinAddressInfo[],
  networkId: CaipNetworkId,
  method: string,
): Promise<BitcoinAddressInfo[]> {
  const bitcoin = addresses.filter(({ purpose }) => purpose !== 'stacks' && purpose !== 'stx')
  if (bitcoin.length === 0) return [...addresses]
  const lib = await loadBitcoinJs()
  const network = bitcoinJsNetwork(lib, { caipNetworkId: networkId })
  const encodings = network === lib.networks.regtest ? [network, lib.networks.testnet] : [network]
  const valid = (address: string) =>
    encodings.some((encoding) => {
      try {
        lib.address.toOutputScript(address, encoding)
        return true
      } catch {
        return false
      }
    })
  const invalid = bitcoin.find(({ address }) => !valid(address))
  if (invalid) {
    const details = `${invalid.address} is not a Bitcoin address of ${networkId}`
    throw foyerError('INVALID_WALLET_ANSWER', { method }, { details })
  }
  return [...addresses]
}
