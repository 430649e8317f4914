// Whether input `index` of a transaction is validly signed for the output it spends: P2WPKH, P2SH-P2WPKH (the test
// wallet's payment address) and key-path P2TR (its ordinals address), checked with bitcoinjs-lib's sighashes and
// @bitcoinerlab/secp256k1. Any other output script is not spendable here.
import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, payments, script, type Transaction } from 'bitcoinjs-lib'

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

function verifyWitnessKeyHash(tx: Transaction, index: number, program: Uint8Array, value: bigint): boolean {
  const witness = tx.ins[index]!.witness
  if (witness.length !== 2) return false
  const [der, pubkey] = witness as [Uint8Array, Uint8Array]
  if (!equal(crypto.hash160(pubkey), program)) return false
  const { signature, hashType } = script.signature.decode(der)
  const scriptCode = payments.p2pkh({ hash: program }).output!
  return ecc.verify(tx.hashForWitnessV0(index, scriptCode, value, hashType), pubkey, signature)
}

function verifyKeyPath(tx: Transaction, index: number, scripts: Uint8Array[], values: bigint[]): boolean {
  const witness = tx.ins[index]!.witness
  if (witness.length !== 1) return false
  const signature = witness[0]!
  if (signature.length !== 64 && signature.length !== 65) return false
  const hashType = signature.length === 65 ? signature[64]! : 0
  if (signature.length === 65 && hashType === 0) return false
  const hash = tx.hashForWitnessV1(index, scripts, values, hashType)
  return ecc.verifySchnorr(hash, scripts[index]!.slice(2), signature.slice(0, 64))
}

export function verifyInputSignature(tx: Transaction, index: number, scripts: Uint8Array[], values: bigint[]): boolean {
  const prevout = scripts[index]!
  const scriptSig = tx.ins[index]!.script
  try {
    if (prevout.length === 34 && prevout[0] === 0x51 && prevout[1] === 0x20) {
      return scriptSig.length === 0 && verifyKeyPath(tx, index, scripts, values)
    }
    if (prevout.length === 22 && prevout[0] === 0x00 && prevout[1] === 0x14) {
      return scriptSig.length === 0 && verifyWitnessKeyHash(tx, index, prevout.slice(2), values[index]!)
    }
    if (prevout.length === 23 && prevout[0] === 0xa9 && prevout[1] === 0x14 && prevout[22] === 0x87) {
      const chunks = script.decompile(scriptSig)
      const redeem = chunks?.length === 1 ? chunks[0] : undefined
      if (!(redeem instanceof Uint8Array) || redeem.length !== 22 || redeem[0] !== 0x00 || redeem[1] !== 0x14)
        return false
      if (!equal(crypto.hash160(redeem), prevout.slice(2, 22))) return false
      return verifyWitnessKeyHash(tx, index, redeem.slice(2), values[index]!)
    }
  } catch {
    return false // a malformed signature or key
  }
  return false
}
