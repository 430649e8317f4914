import type { Network } from 'foyer'
import { formatUnits } from 'foyer/kit'
import { fetchUtxos } from './esplora.js'

/** An address's balance: the sum of its unspent outputs (Esplora), in BTC (8 decimals). */
export async function getBtcBalance({ address, network }: { address: string; network: Network }) {
  const utxos = await fetchUtxos(network, address)
  const sats = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
  return { balance: formatUnits(sats, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}
