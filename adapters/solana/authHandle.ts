import type { AdapterContext } from 'foyer'
import { FoyerError, UserRejectedRequestError } from 'foyer'
import type { EmbeddedWallet } from 'foyer/embedded-wallet'
import { decodeBase58, encodeBase58 } from './base58.js'
import type { SolanaWalletHandle } from './SolanaWallet.js'
import { wcSignAndSendSchema, wcSignMessageSchema } from './walletConnectAnswers.js'
import { parseWalletAnswer } from './walletAnswers.js'
import * as z from 'zod/mini'

const signedSchema = z.looseObject({ transaction: z.string() })
const signedAllSchema = z.looseObject({ transactions: z.array(z.string()) })

/** The visitor refused on the frame's approval page: a user rejection, as any Solana wallet's refusal. */
const refusal = (error: unknown) =>
  error instanceof FoyerError && error.code === 'FRAME_ERROR' && /rejected/i.test(error.shortMessage)
    ? new UserRejectedRequestError({ cause: error })
    : error

/**
 * The embedded wallet on Solana as a wallet handle (SPEC §6): its account is the frame user's on the active
 * Solana network, and every signature goes through the frame's RPC request (base58 messages and transactions,
 * SERVICES §6.1), which asks for the visitor's approval where the frame wants one.
 */
export function authHandle(wallet: EmbeddedWallet, context: AdapterContext): SolanaWalletHandle {
  const { frame } = wallet
  const chains = context.networks.map((network) => network.caipNetworkId)
  const activeChain = () => context.store.getState().chains.solana?.activeNetworkId ?? chains[0] ?? ''
  let address: string | undefined
  const listeners = new Set<(accounts: unknown) => void>()
  const rpc = async (method: string, params: unknown, chain: string) => {
    const auth = await frame()
    return auth.rpc(method, params, chain || activeChain()).catch((error: unknown) => {
      throw refusal(error)
    })
  }
  const accounts = () => (address ? [{ address }] : [])

  return {
    chains,
    provider: wallet,
    async connect(silent) {
      const auth = await frame()
      const last = auth.record().lastChain
      const own = last?.startsWith('solana:') ? last : undefined
      const offers = (chain: string) => chains.some((offered) => offered === chain)
      const user = silent
        ? await auth.restoreUser({ chain: own, offers, fallback: activeChain() })
        : await auth.readUser(own ?? activeChain())
      address = user?.address
      return { accounts: accounts() }
    },
    accounts,
    async disconnect() {
      address = undefined
      await (await frame()).signOut()
      for (const listener of listeners) listener([])
    },
    async signMessage(pubkey, message) {
      const raw = await rpc('solana_signMessage', { message: encodeBase58(message), pubkey }, activeChain())
      const { signature } = parseWalletAnswer(wcSignMessageSchema, raw, 'solana_signMessage')
      return [{ signedMessage: message, signature: decodeBase58(signature, 'solana_signMessage') }]
    },
    async signTransactions(_address, transactions, chain) {
      if (transactions.length === 1) {
        const raw = await rpc('solana_signTransaction', { transaction: encodeBase58(transactions[0]!) }, chain)
        const { transaction } = parseWalletAnswer(signedSchema, raw, 'solana_signTransaction')
        return [{ signedTransaction: decodeBase58(transaction, 'solana_signTransaction') }]
      }
      const raw = await rpc('solana_signAllTransactions', { transactions: transactions.map(encodeBase58) }, chain)
      const answer = parseWalletAnswer(signedAllSchema, raw, 'solana_signAllTransactions')
      return answer.transactions.map((text) => ({
        signedTransaction: decodeBase58(text, 'solana_signAllTransactions'),
      }))
    },
    async signAndSendTransaction(_address, transaction, chain) {
      const raw = await rpc('solana_signAndSendTransaction', { transaction: encodeBase58(transaction) }, chain)
      return [parseWalletAnswer(wcSignAndSendSchema, raw, 'solana_signAndSendTransaction')]
    },
    onAccountsChanged(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
