// RPC_REQUEST on the Solana localnet: the four Solana methods of SPEC §6, in the shapes the auth provider sends
// (SERVICES §6.1): messages and transactions base58, answers `{signature}`, `{transaction}`, `{transactions}`.
// Signing asks the "user" first; sign-and-send submits to the litesvm front.
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { jsonRpc } from '../../chains/jsonRpc.js'
import { signTransactionBytes } from '../../wallets/solana/signTransactionBytes.js'
import type { SiteUser } from '../site/createUsers.js'
import { FrameRequestError } from '../site/FrameRequestError.js'
import type { SiteSolana, SiteState } from '../site/SiteState.js'

function decode(text: string, what: string): Uint8Array {
  try {
    return base58.decode(text)
  } catch {
    throw new FrameRequestError(`${what} must be base58`)
  }
}

function sign(user: SiteUser, encoded: string): string {
  try {
    return base58.encode(signTransactionBytes(decode(encoded, 'The transaction'), user.solanaAddress, user.solanaKey))
  } catch (error) {
    throw error instanceof FrameRequestError ? error : new FrameRequestError((error as Error).message)
  }
}

interface SolanaCall {
  site: SiteState
  solana: SiteSolana
  user: SiteUser
  params: unknown
}

type Params<T> = T & Record<string, unknown>

const methods: Record<string, (call: SolanaCall) => Promise<unknown>> = {
  async solana_signMessage({ site, user, params }) {
    const { message, pubkey } = params as Params<{ message: string; pubkey: string }>
    if (pubkey !== user.solanaAddress) throw new FrameRequestError(`${pubkey} is not an account of this user on Solana`)
    const bytes = decode(message, 'The message')
    await site.approvals.ask('solana_signMessage', params, user.id)
    return { signature: base58.encode(ed25519.sign(bytes, user.solanaKey)) }
  },
  async solana_signTransaction({ site, user, params }) {
    const { transaction } = params as Params<{ transaction: string }>
    sign(user, transaction)
    await site.approvals.ask('solana_signTransaction', params, user.id)
    return { transaction: sign(user, transaction) }
  },
  async solana_signAllTransactions({ site, user, params }) {
    const { transactions } = params as Params<{ transactions: string[] }>
    for (const transaction of transactions) sign(user, transaction)
    await site.approvals.ask('solana_signAllTransactions', params, user.id)
    return { transactions: transactions.map((transaction) => sign(user, transaction)) }
  },
  async solana_signAndSendTransaction({ site, solana, user, params }) {
    const { transaction, options } = params as Params<{ transaction: string; options?: Record<string, unknown> }>
    sign(user, transaction)
    await site.approvals.ask('solana_signAndSendTransaction', params, user.id)
    const signed = base64.encode(base58.decode(sign(user, transaction)))
    const signature = await jsonRpc(solana.rpcUrl, 'sendTransaction', [signed, { ...options, encoding: 'base64' }])
    return { signature }
  },
}

export function handleSolanaRequest(site: SiteState, user: SiteUser, method: string, params: unknown) {
  const solana = site.solana
  if (!solana) throw new FrameRequestError('The local embedded wallet has no Solana network')
  const handler = methods[method]
  if (!handler) throw new FrameRequestError(`${method} is not supported on Solana by the local embedded wallet`)
  return handler({ site, solana, user, params })
}
