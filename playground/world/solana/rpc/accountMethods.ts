// Account reads: balances, accounts, SPL token accounts and balances, rent.
import * as z from 'zod/mini'
import type { Ledger } from '../createLedger.js'
import { TOKEN_PROGRAM_ID } from '../localnet.js'
import { decodeMint, decodeTokenAccount, MINT_SIZE, TOKEN_ACCOUNT_SIZE } from '../tokenLayout.js'
import { encodeAccount, uiTokenAmount } from './encodeAccount.js'
import { address, commitment, encoding, parseParams } from './params.js'
import { invalidParams, SolanaRpcError } from './rpcError.js'
import type { MethodTable } from './types.js'

const config = z.optional(z.looseObject({ commitment, encoding, minContextSlot: z.optional(z.number()) }))
const filter = z.union([z.object({ mint: address }), z.object({ programId: address })])

export function accountMethods(ledger: Ledger, withContext: <T>(value: T) => unknown): MethodTable {
  const tokenAccount = (key: string) => {
    const account = ledger.account(key)
    if (!account || account.owner !== TOKEN_PROGRAM_ID || account.data.length !== TOKEN_ACCOUNT_SIZE) {
      throw new SolanaRpcError(-32602, 'Invalid param: not a Token account')
    }
    return decodeTokenAccount(account.data)
  }
  const decimalsOf = (mint: string) => {
    const account = ledger.account(mint)
    if (!account || account.owner !== TOKEN_PROGRAM_ID || account.data.length !== MINT_SIZE) {
      throw new SolanaRpcError(-32602, 'Invalid param: not a Token mint')
    }
    return decodeMint(account.data)
  }
  const accountOrNull = (key: string, wanted?: string) => {
    const account = ledger.account(key)
    return account && account.lamports > 0n ? encodeAccount(ledger, account, wanted) : null
  }

  return {
    getBalance(params) {
      const [key] = parseParams(z.tuple([address], config), params)
      return withContext(Number(ledger.account(key)?.lamports ?? 0n))
    },
    getAccountInfo(params) {
      const [key, options] = parseParams(z.tuple([address], config), params)
      return withContext(accountOrNull(key, options?.encoding ?? 'binary'))
    },
    getMultipleAccounts(params) {
      const [keys, options] = parseParams(z.tuple([z.array(address)], config), params)
      if (keys.length > 100) throw invalidParams('Too many inputs provided; max 100')
      return withContext(keys.map((key) => accountOrNull(key, options?.encoding ?? 'base64')))
    },
    getMinimumBalanceForRentExemption(params) {
      const [size] = parseParams(z.tuple([z.number().check(z.nonnegative())], config), params)
      return Number(ledger.rentExempt(size))
    },
    getTokenAccountBalance(params) {
      const [key] = parseParams(z.tuple([address], config), params)
      const token = tokenAccount(key)
      return withContext(uiTokenAmount(token.amount, decimalsOf(token.mint).decimals))
    },
    getTokenSupply(params) {
      const [mint] = parseParams(z.tuple([address], config), params)
      const { supply, decimals } = decimalsOf(mint)
      return withContext(uiTokenAmount(supply, decimals))
    },
    getTokenAccountsByOwner(params) {
      const [owner, which, options] = parseParams(z.tuple([address, filter], config), params)
      if ('programId' in which && which.programId !== TOKEN_PROGRAM_ID) return withContext([])
      const accounts = ledger.programAccounts(TOKEN_PROGRAM_ID).filter(({ account }) => {
        if (account.data.length !== TOKEN_ACCOUNT_SIZE) return false
        const token = decodeTokenAccount(account.data)
        return token.owner === owner && (!('mint' in which) || token.mint === which.mint)
      })
      return withContext(
        accounts.map(({ address: pubkey, account }) => ({
          pubkey,
          account: encodeAccount(ledger, account, options?.encoding ?? 'binary'),
        })),
      )
    },
  }
}
