// Accounts in the JSON-RPC encodings web3.js asks for: base64, base58, and jsonParsed for SPL Token mints and
// token accounts (other accounts fall back to base64, as Agave does).
import { base58, base64 } from '@scure/base'
import type { Ledger, LedgerAccount } from '../createLedger.js'
import { TOKEN_PROGRAM_ID } from '../localnet.js'
import { decodeMint, decodeTokenAccount, MINT_SIZE, TOKEN_ACCOUNT_SIZE } from '../tokenLayout.js'
import { invalidParams } from './rpcError.js'

/** Agave's `UiTokenAmount`: the amount as a string, and scaled by the decimals. */
export function uiTokenAmount(amount: bigint, decimals: number) {
  const scale = 10n ** BigInt(decimals)
  const fraction = (amount % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
  const uiAmountString = `${amount / scale}${fraction ? `.${fraction}` : ''}`
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

function parsedToken(ledger: Ledger, account: LedgerAccount) {
  if (account.owner !== TOKEN_PROGRAM_ID) return undefined
  if (account.data.length === MINT_SIZE) {
    const mint = decodeMint(account.data)
    const info = { ...mint, supply: mint.supply.toString() }
    return { program: 'spl-token', parsed: { info, type: 'mint' }, space: MINT_SIZE }
  }
  if (account.data.length !== TOKEN_ACCOUNT_SIZE) return undefined
  const token = decodeTokenAccount(account.data)
  const mint = ledger.account(token.mint)
  const decimals = mint ? decodeMint(mint.data).decimals : 0
  const info = {
    isNative: token.isNative !== null,
    mint: token.mint,
    owner: token.owner,
    state: ['uninitialized', 'initialized', 'frozen'][token.state] ?? 'uninitialized',
    tokenAmount: uiTokenAmount(token.amount, decimals),
    ...(token.delegate
      ? { delegate: token.delegate, delegatedAmount: uiTokenAmount(token.delegatedAmount, decimals) }
      : {}),
    ...(token.closeAuthority ? { closeAuthority: token.closeAuthority } : {}),
  }
  return { program: 'spl-token', parsed: { info, type: 'account' }, space: TOKEN_ACCOUNT_SIZE }
}

/** `UiAccount` of Agave: `{ data, executable, lamports, owner, rentEpoch, space }`. */
export function encodeAccount(ledger: Ledger, account: LedgerAccount, encoding = 'base64') {
  let data: unknown
  if (encoding === 'jsonParsed') data = parsedToken(ledger, account) ?? [base64.encode(account.data), 'base64']
  else if (encoding === 'base64') data = [base64.encode(account.data), 'base64']
  else if (encoding === 'base58') data = [base58.encode(account.data), 'base58']
  else if (encoding === 'binary') data = base58.encode(account.data)
  else throw invalidParams(`unsupported account encoding ${encoding}`)
  return {
    data,
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: Number(account.rentEpoch),
    space: account.data.length,
  }
}
