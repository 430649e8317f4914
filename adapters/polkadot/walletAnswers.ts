import * as z from 'zod/mini'

// Every answer of a Polkadot extension is parsed here before it is used (SPEC §5, DESIGN 7).

/** An SS58 address: base58, 46 to 48 characters for a 32-byte account id (any network prefix). */
export const addressSchema = z
  .string()
  .check(z.refine((value) => /^[1-9A-HJ-NP-Za-km-z]{46,48}$/.test(value), 'an SS58 address'))

const accountSchema = z.looseObject({
  address: addressSchema,
  genesisHash: z.optional(z.nullable(z.string())),
  name: z.optional(z.string()),
  type: z.optional(z.string()),
})
/** `accounts.get`'s answer (and what `accounts.subscribe` hears). */
export const accountsSchema = z.array(accountSchema)

/** `enable`'s answer: the accounts and signer objects. */
export const injectedSchema = z.looseObject({
  accounts: z.looseObject({
    get: z.custom<(anyType?: boolean) => Promise<unknown>>((value) => typeof value === 'function'),
  }),
  signer: z.looseObject({}),
})

/** A hex signature of 64 bytes (sr25519, ed25519) or 65 (ecdsa), or with a type byte. */
const signatureSchema = z
  .string()
  .check(z.refine((value) => /^0x([0-9a-fA-F]{2}){64,66}$/.test(value), 'a signature is 64 to 66 bytes in hex'))

/** `signer.signRaw`'s answer. */
export const signRawAnswerSchema = z.looseObject({ id: z.number(), signature: signatureSchema })

/** WalletConnect's `polkadot_signMessage` answer. */
export const signMessageAnswerSchema = z.looseObject({ signature: signatureSchema })

/** A WalletConnect session's polkadot accounts: `polkadot:<genesis prefix>:<SS58 address>`. */
export const sessionAccountsSchema = z.array(
  z.string().check(z.regex(/^polkadot:[0-9a-f]{32}:[1-9A-HJ-NP-Za-km-z]{46,48}$/, 'a polkadot CAIP-10 account')),
)

export { parseWalletAnswer } from 'foyer/kit'
