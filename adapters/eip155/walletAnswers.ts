import { parseWalletAnswer } from 'foyer/kit'
import * as z from 'zod/mini'

/** SPEC §5: every wallet answer is parsed before it is used. */
export const addressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'an address is 0x and 40 hex digits'))
export const accountsSchema = z.array(addressSchema).check(z.minLength(1, 'the wallet gave no account'))
const readChainId = (value: string | number) => (typeof value === 'number' ? value : Number.parseInt(value, 16))
/** A chain id is a positive safe integer, given as hex or number: `0x0` and `0xffffffffffffffff` are refused. */
export const chainIdSchema = z
  .union([z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/, 'a chain id is a hex number')), z.number()])
  .check(
    z.refine((value) => {
      const chainId = readChainId(value)
      return Number.isSafeInteger(chainId) && chainId > 0
    }, 'a chain id is a positive safe integer'),
  )
/** A quantity (balance, gas) fits a uint256: 0x and 1 to 64 hex digits. */
export const quantitySchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'a quantity is 0x and 1 to 64 hex digits'))
/** A transaction hash is 0x plus 64 hex digits. */
export const transactionHashSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'a hash is 0x and 64 hex digits'))
/** A signed message is 0x plus at least 62 hex digits. */
export const signatureSchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{62,}$/, 'a signature is 0x and at least 62 hex digits'))

/** ERC-7715: a granted permission carries its context (hex), which the app hands back to use and revoke it. */
export const grantedPermissionsSchema = z.looseObject({
  permissionsContext: z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'a permissions context is 0x and hex digits')),
})

export { parseWalletAnswer }

/** A chain id that `chainIdSchema` accepted, as a number. */
export const toChainId = readChainId

const answerSchemas: Record<string, z.ZodMiniType<unknown>> = {
  eth_requestAccounts: accountsSchema,
  eth_accounts: z.array(addressSchema),
  eth_chainId: chainIdSchema,
  eth_sendTransaction: transactionHashSchema,
  personal_sign: signatureSchema,
  eth_signTypedData_v4: signatureSchema,
  wallet_grantPermissions: grantedPermissionsSchema,
}

/** A wallet's answer to `method`, checked when SPEC §5 says what it must be; other answers pass as they are. */
export function parseAnswerFor(method: string, value: unknown): unknown {
  const schema = answerSchemas[method]
  return schema ? parseWalletAnswer(schema, value, method) : value
}
