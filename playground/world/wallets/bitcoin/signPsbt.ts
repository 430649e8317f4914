// PSBT signing for the test wallet: the asked inputs, each with the key of the address it was asked for. Inputs are
// signed, not finalized (the app finalizes and broadcasts, as with Xverse's signPsbt without `broadcast`).
import { Psbt } from 'bitcoinjs-lib'
import { TestWalletError } from '../shared/createWalletControls.js'
import { type BitcoinKey, bitcoinNetwork } from './bitcoinKeys.js'

export interface InputsToSign {
  key: BitcoinKey
  indexes: number[]
  /** Allowed sighash types (default: SIGHASH_ALL, or SIGHASH_DEFAULT for taproot). */
  sighashTypes?: number[]
}

export function signPsbt(psbtBytes: Uint8Array, inputs: InputsToSign[]): Uint8Array {
  let psbt: Psbt
  try {
    psbt = Psbt.fromBuffer(psbtBytes, { network: bitcoinNetwork })
  } catch (error) {
    throw new TestWalletError(`Invalid PSBT: ${(error as Error).message}`, -32602)
  }
  for (const { key, indexes, sighashTypes } of inputs) {
    for (const index of indexes) {
      if (index < 0 || index >= psbt.inputCount) throw new TestWalletError(`The PSBT has no input ${index}`, -32602)
      const input = psbt.data.inputs[index]!
      // A taproot key-path input needs its internal key; wallets add it when the app left it out.
      if (key.internalKey && !input.tapInternalKey) psbt.updateInput(index, { tapInternalKey: key.internalKey })
      try {
        psbt.signInput(index, key.signer, sighashTypes)
      } catch (error) {
        throw new TestWalletError(`Cannot sign input ${index} with ${key.address}: ${(error as Error).message}`, -32602)
      }
    }
  }
  return psbt.toBuffer()
}
