import type { TokenBalance } from 'foyer'
import { foyerError } from 'foyer/kit'
import { sendErrors } from '../sendErrors.js'
import { parseAmount, toUnits } from './parseAmount.js'

/** SPEC §9: balance and send work on eip155 and solana only. */
export const sendNamespaces = ['eip155', 'solana'] as const

const receiverPatterns: Record<string, RegExp> = {
  eip155: /^0x[0-9a-fA-F]{40}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
}
/** A name: labels of letters, digits and hyphens joined by dots (`bob.reown.id`, `old.wcn.id`, `vitalik.eth`). */
const namePattern = /^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+$/

export interface SendDraft {
  namespace: string | undefined
  token: TokenBalance | undefined
  amount: string
  receiver: string
}

export interface CheckedSend {
  token: TokenBalance
  decimals: number
  /** The amount in the token's base units. */
  units: bigint
  /** An address to send to, or a name to resolve first (names are eip155 only). */
  receiver: { address: string } | { name: string }
}

/**
 * The send form's rules, in SPEC §5's order: the chain, both fields, the token; then the amount (a number the
 * token can hold, above 0, within the balance) and the receiver (an address of the namespace, or a name).
 * Throws the first broken rule's FoyerError.
 */
export function checkSend(draft: SendDraft): CheckedSend {
  const { namespace, token } = draft
  if (!namespace || !(sendNamespaces as readonly string[]).includes(namespace)) throw foyerError('UNSUPPORTED_CHAIN')
  const amount = draft.amount.trim()
  const receiver = draft.receiver.trim()
  if (!amount || !receiver) throw foyerError('SEND_FIELDS_REQUIRED')
  if (!token) throw foyerError('SEND_TOKEN_REQUIRED')
  const decimals = Number(token.quantity.decimals)
  const units = parseAmount(amount, decimals)
  if (units > toUnits(token.quantity.numeric, decimals)) throw sendErrors.insufficientBalance(token.symbol)
  if (receiverPatterns[namespace]?.test(receiver)) return { token, decimals, units, receiver: { address: receiver } }
  if (namespace === 'eip155' && namePattern.test(receiver))
    return { token, decimals, units, receiver: { name: receiver.toLowerCase() } }
  throw sendErrors.invalidAddress()
}
