import * as z from 'zod/mini'
import { isMessageSignature } from './isMessageSignature.js'

// Every answer of a Bitcoin wallet is parsed here before it is used (SPEC §5, DESIGN 7), whichever interface gave it.

const base64 = z
  .string()
  .check(z.refine((value) => value.length > 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(value), 'base64 text'))
const hexKey = z.string().check(z.regex(/^([0-9a-fA-F]{64}|[0-9a-fA-F]{66})$/, 'a public key in hex'))
const bytes = z.instanceof(Uint8Array)

/** An address as sats-connect and WalletConnect give it: text, and perhaps its public key and purpose. */
export const addressInfoSchema = z.looseObject({
  address: z.string().check(z.minLength(14, 'a Bitcoin address'), z.maxLength(90, 'a Bitcoin address')),
  publicKey: z.optional(z.union([hexKey, z.literal('')])),
  purpose: z.optional(z.string()),
})
export const addressesSchema = z.array(addressInfoSchema)

/** sats-connect's JSON-RPC envelope: a result, or an error with its code. */
export const satsEnvelopeSchema = z.union([
  z.looseObject({ error: z.looseObject({ code: z.number(), message: z.string() }) }),
  z.looseObject({ result: z.unknown() }),
])
/** getAddresses, wallet_connect, wallet_getAccount: `{ addresses }`. */
export const satsAddressesSchema = z.looseObject({ addresses: addressesSchema })
/** A message signature in base64: legacy (BIP-137) or BIP-322 simple, by its shape (isMessageSignature.ts). */
const messageSignature = base64.check(
  z.refine((value) => {
    try {
      return isMessageSignature(fromBase64(value))
    } catch {
      return false // not base64: the check before says so
    }
  }, 'a BIP-137 or BIP-322 signature'),
)
export const signatureSchema = z.looseObject({ signature: messageSignature })
export const signedPsbtSchema = z.looseObject({ psbt: base64, txid: z.optional(z.string()) })

/** `bitcoin:connect`'s answer (accounts in the order of the purposes asked) and `wallet.accounts`. */
export const standardAccountsSchema = z.array(
  z.looseObject({
    address: addressInfoSchema.shape.address,
    publicKey: z.optional(bytes),
    purpose: z.optional(z.string()),
  }),
)
export const standardConnectSchema = z.looseObject({
  accounts: standardAccountsSchema.check(z.minLength(1, 'the wallet gave no account')),
})
export const standardSignMessageSchema = z
  .array(
    z.looseObject({
      signature: bytes.check(z.refine((value) => isMessageSignature(value), 'a BIP-137 or BIP-322 signature')),
    }),
  )
  .check(z.minLength(1, 'the wallet gave no signature'))
export const standardSignTransactionSchema = z
  .array(z.looseObject({ signedPsbt: bytes }))
  .check(z.minLength(1, 'the wallet gave no PSBT'))

export const toBase64 = (data: Uint8Array) => {
  let text = ''
  for (const byte of data) text += String.fromCharCode(byte)
  return btoa(text)
}
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0))
export const toHex = (data: ArrayLike<number>) =>
  Array.from(data, (byte) => byte.toString(16).padStart(2, '0')).join('')

export { parseWalletAnswer } from 'foyer/kit'
