import * as z from 'zod/mini'

// Every answer of a Cosmos wallet is parsed here before it is used (SPEC §5, DESIGN 7).

const base64 = /^[A-Za-z0-9+/]+={0,2}$/
const base64Of = (length: number) => (value: string) => {
  if (!base64.test(value)) return false
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0
  return (value.length / 4) * 3 - padding === length
}

/** A bech32 account address: a prefix, '1', then at least 38 data characters (20 bytes and a checksum). */
export const addressSchema = z
  .string()
  .check(z.refine((value) => /^[a-z][a-z0-9]*1[02-9ac-hj-np-z]{38,}$/.test(value), 'a bech32 address'))

/** getKey's answer (Keplr's Key): the bech32 address and the 33-byte compressed public key. */
export const keySchema = z.looseObject({
  bech32Address: addressSchema,
  pubKey: z.instanceof(Uint8Array).check(z.refine((value) => value.length === 33, 'a public key is 33 bytes')),
})

/** A compressed public key in base64 (33 bytes). */
export const publicKeyBase64Schema = z.string().check(z.refine(base64Of(33), 'a public key is base64 of 33 bytes'))

/** An amino StdSignature: the signer's public key and the 64-byte r||s signature, both base64. */
export const stdSignatureSchema = z.looseObject({
  pub_key: z.looseObject({ type: z.string(), value: publicKeyBase64Schema }),
  signature: z.string().check(z.refine(base64Of(64), 'a signature is base64 of 64 bytes')),
})

export { parseWalletAnswer } from 'foyer/kit'
