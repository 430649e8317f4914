// A Bitcoin test account as signers and scripts: bitcoinjs-lib 7 with @bitcoinerlab/secp256k1 (pure JS, no wasm).
import * as ecc from '@bitcoinerlab/secp256k1'
import { hex } from '@scure/base'
import { crypto, initEccLib, networks, payments, type Signer } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import type { BitcoinTestAccount } from './bitcoinTestAccounts.js'

initEccLib(ecc)
const ECPair = ECPairFactory(ecc)
export const bitcoinNetwork = networks.testnet

export interface BitcoinKey {
  purpose: 'payment' | 'ordinals'
  address: string
  addressType: 'p2sh' | 'p2tr'
  /** What sats-connect shows: the compressed key (payment), the x-only internal key (ordinals, as Xverse). */
  publicKeyHex: string
  privateKey: Uint8Array
  /** The output script this key spends. */
  output: Uint8Array
  /** P2SH-P2WPKH: the redeem script (the P2WPKH program). */
  redeemScript?: Uint8Array
  /** P2TR: the x-only internal key. */
  internalKey?: Uint8Array
  /** The key that signs its inputs: the plain key, or for P2TR the key tweaked by the TapTweak of its internal key. */
  signer: Signer
}

export function bitcoinKeys(account: BitcoinTestAccount): BitcoinKey[] {
  const network = bitcoinNetwork
  const pay = ECPair.fromPrivateKey(hex.decode(account.payment.privateKey), { network })
  const redeem = payments.p2wpkh({ pubkey: pay.publicKey, network })
  const p2sh = payments.p2sh({ redeem, network })
  const ord = ECPair.fromPrivateKey(hex.decode(account.ordinals.privateKey), { network })
  const internalKey = ord.publicKey.slice(1, 33)
  const p2tr = payments.p2tr({ internalPubkey: internalKey, network })
  if (p2sh.address !== account.payment.address || p2tr.address !== account.ordinals.address) {
    throw new Error('Bitcoin test account keys do not match their addresses')
  }
  return [
    {
      purpose: 'payment',
      address: p2sh.address,
      addressType: 'p2sh',
      publicKeyHex: hex.encode(pay.publicKey),
      privateKey: pay.privateKey!,
      output: p2sh.output!,
      redeemScript: redeem.output!,
      signer: pay,
    },
    {
      purpose: 'ordinals',
      address: p2tr.address,
      addressType: 'p2tr',
      publicKeyHex: hex.encode(internalKey),
      privateKey: ord.privateKey!,
      output: p2tr.output!,
      internalKey,
      signer: ord.tweak(crypto.taggedHash('TapTweak', internalKey)),
    },
  ]
}
