import type { Network } from 'foyer'
import { foyerError } from 'foyer/kit'
import { bitcoinJsNetwork, type BitcoinJs } from './loadBitcoinJs.js'

type Psbt = InstanceType<BitcoinJs['Psbt']>

/** What a PSBT spends and pays (its unsigned transaction), as hex: the same whoever signed its inputs. */
const transactionOf = (psbt: Psbt) =>
  Array.from(psbt.data.globalMap.unsignedTx.toBuffer(), (byte) => byte.toString(16).padStart(2, '0')).join('')

/** A PSBT (base64) as bitcoinjs-lib reads it, or undefined when it is not one. */
function parse(lib: BitcoinJs, base64: string, network: Pick<Network, 'caipNetworkId'>): Psbt | undefined {
  try {
    return lib.Psbt.fromBase64(base64, { network: bitcoinJsNetwork(lib, network) })
  } catch {
    return undefined
  }
}

/** The PSBT an app asks a wallet to sign, read before the wallet is asked: one that is not a PSBT is refused. */
export function askedPsbtOf(lib: BitcoinJs, base64: string, network: Pick<Network, 'caipNetworkId'>): Psbt {
  const asked = typeof base64 === 'string' ? parse(lib, base64, network) : undefined
  if (!asked) throw foyerError('SOMETHING_WENT_WRONG', {}, { details: 'the PSBT to sign is not a base64 PSBT' })
  return asked
}

/**
 * The wallet's signed PSBT, checked to be the one asked for: a PSBT whose unsigned transaction (its inputs,
 * outputs, version and lock time) is the asked one's, so what is finalized and broadcast is the transaction the app
 * built. A wallet that answers another transaction, or no PSBT, gets INVALID_WALLET_ANSWER.
 */
export function signedPsbtOf(
  lib: BitcoinJs,
  asked: Psbt,
  signed: string,
  network: Pick<Network, 'caipNetworkId'>,
  method: string,
): Psbt {
  const answer = parse(lib, signed, network)
  if (!answer) throw foyerError('INVALID_WALLET_ANSWER', { method }, { details: 'not a PSBT' })
  if (transactionOf(answer) !== transactionOf(asked))
    throw foyerError('INVALID_WALLET_ANSWER', { method }, { details: 'a PSBT of another transaction' })
  return answer
}
