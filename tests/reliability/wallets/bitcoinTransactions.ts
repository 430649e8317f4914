import { Psbt } from 'bitcoinjs-lib'
import { toBase64 } from '../../../adapters/bip122/walletAnswers.js'
import { addressScript } from '../../../playground/world/bitcoin/addressScript.js'
import { createUtxoLedger } from '../../../playground/world/bitcoin/createUtxoLedger.js'
import { bitcoinKeys, bitcoinNetwork } from '../../../playground/world/wallets/bitcoin/bitcoinKeys.js'
import { bitcoinTestAccounts } from '../../../playground/world/wallets/bitcoin/bitcoinTestAccounts.js'
import { signPsbt } from '../../../playground/world/wallets/bitcoin/signPsbt.js'

const [alice, bob] = bitcoinTestAccounts as [(typeof bitcoinTestAccounts)[0], (typeof bitcoinTestAccounts)[0]]
const [payment] = bitcoinKeys(alice) as [ReturnType<typeof bitcoinKeys>[0]]

/**
 * PSBTs of the world's regtest chain as it is seeded (its first coin of Alice's, which every reset makes again):
 * the transfer an app asks to sign (`sats` to Bob, the rest back less a fee), unsigned, and signed by Alice's key.
 */
export function bitcoinTransactions() {
  const [coin] = createUtxoLedger().utxosOf(addressScript(alice.payment.address))
  if (!coin) throw new TypeError('the seeded ledger has no coin of Alice')
  const transfer = (sats: bigint) => {
    const psbt = new Psbt({ network: bitcoinNetwork })
    psbt.addInput({
      hash: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: payment.output, value: coin.value },
      redeemScript: payment.redeemScript!,
    })
    psbt.addOutput({ address: bob.payment.address, value: sats })
    psbt.addOutput({ address: alice.payment.address, value: coin.value - sats - 1_000n })
    return psbt
  }
  const sign = (psbt: Psbt) => Psbt.fromBuffer(signPsbt(psbt.toBuffer(), [{ key: payment, indexes: [0] }]))
  const asked = transfer(1_000_000n)
  const signed = sign(asked)
  const other = sign(transfer(2_000_000n))
  const bytes = (psbt: Psbt) => psbt.toBuffer()
  return {
    /** What the app asks: the unsigned PSBT (base64) and its inputs to sign. */
    asked: { psbt: asked.toBase64(), signInputs: [{ address: alice.payment.address, index: 0 }] },
    /** The txid of the asked transaction, signed and finalized (what a right answer broadcasts). */
    txid: signed.clone().finalizeAllInputs().extractTransaction().getId(),
    /** The right answer, as bytes (Wallet Standard) and base64 (sats-connect, WalletConnect). */
    signed: { bytes: bytes(signed), base64: signed.toBase64() },
    /** Wrong answers: another transaction properly signed, the asked one unsigned, the signed one cut short. */
    wrong: {
      bytes: [bytes(other), bytes(asked), bytes(signed).slice(0, -1)],
      base64: [other.toBase64(), asked.toBase64(), toBase64(bytes(signed).slice(0, -1))],
    },
  }
}
