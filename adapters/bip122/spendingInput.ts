import { bip122Errors } from './bip122Errors.js'
import type { BitcoinJs } from './loadBitcoinJs.js'

type JsNetwork = BitcoinJs['networks']['bitcoin']

/** What a PSBT input spending from an address needs, and its size once signed (vbytes). */
export interface SpendingInput {
  script: Uint8Array
  redeemScript?: Uint8Array
  tapInternalKey?: Uint8Array
  vbytes: number
}

const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))

/**
 * How to spend from `address` with its `publicKey` (hex): P2SH-P2WPKH (Xverse's payment address; the key makes the
 * redeem script), P2WPKH, or key-path P2TR (the internal key, x-only). The key must give back the address.
 */
export function spendingInput(lib: BitcoinJs, network: JsNetwork, address: string, publicKey = ''): SpendingInput {
  const { payments } = lib
  const key = fromHex(publicKey)
  let script: Uint8Array
  try {
    script = lib.address.toOutputScript(address, network)
  } catch {
    throw bip122Errors.invalidAddress(address)
  }
  try {
    if (script.length === 23 && key.length === 33) {
      const redeem = payments.p2wpkh({ pubkey: key, network })
      if (payments.p2sh({ redeem, network }).address === address)
        return { script, redeemScript: redeem.output!, vbytes: 91 }
    }
    if (script.length === 22) return { script, vbytes: 68 }
    if (script.length === 34 && script[0] === 0x51 && key.length >= 32) {
      const internal = key.length === 33 ? key.slice(1) : key
      if (payments.p2tr({ internalPubkey: internal, network }).address === address)
        return { script, tapInternalKey: internal, vbytes: 58 }
    }
  } catch {
    // a key that is no key: unsupported below
  }
  throw bip122Errors.unsupportedAddress(address)
}
