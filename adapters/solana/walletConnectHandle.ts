import { foyerError } from 'foyer/kit'
import type { WalletConnectHub } from '../walletconnect/createWalletConnectHub.js'
import type { UniversalProvider, WalletConnectSession } from '../walletconnect/UniversalProvider.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import { callWallet } from './callWallet.js'
import type { SolanaWalletHandle } from './SolanaWallet.js'
import {
  fromBase64,
  toBase64,
  wcAccountsSchema,
  wcSignAndSendSchema,
  wcSignMessageSchema,
  wcSignTransactionSchema,
} from './walletConnectAnswers.js'
import { parseWalletAnswer } from './walletAnswers.js'

const solanaOf = (session: WalletConnectSession | undefined) => session?.namespaces.solana

/** `solana:<reference>:<address>` → the address, once each; the parser downstream checks it is one. */
const addressesOf = (session: WalletConnectSession | undefined) => {
  const accounts = parseWalletAnswer(wcAccountsSchema, solanaOf(session)?.accounts ?? [], 'session accounts')
  return [...new Set(accounts.map((account) => account.split(':')[2] ?? account))].map((address) => ({ address }))
}

/**
 * The solana side of the instance's WalletConnect session as a wallet handle: it pairs through the shared hub
 * (one pairing proposes every namespace), reads its accounts from the session, and signs with the solana_*
 * methods (messages in base58, transactions in base64). `chainOf` names the session chain a message is signed
 * on (the active network's, when the session has it).
 */
export function walletConnectHandle(
  hub: WalletConnectHub,
  chainOf: (sessionChains: readonly string[]) => string | undefined,
): SolanaWalletHandle {
  const chains = () => solanaOf(hub.session())?.chains ?? []
  const request = async (method: string, params: Record<string, unknown>, chain: string) => {
    const provider = await hub.provider()
    if (!solanaOf(provider.session)) throw foyerError('CAIP_UNDEFINED', {}, { details: 'no WalletConnect session' })
    return callWallet(method, () => provider.request({ method, params }, chain))
  }
  const requestOn = (chain: string | undefined) => chain ?? chainOf(chains()) ?? chains()[0] ?? ''

  return {
    get chains() {
      return chains()
    },
    get provider() {
      return hub.session()
    },
    async connect(silent, signal) {
      const provider = await hub.provider()
      if (!silent && !solanaOf(provider.session)) {
        // One pairing proposes every namespace: a live session without Solana is a wallet that declined it.
        if (provider.session)
          throw foyerError('CONNECT_FAILED', {}, { details: 'the WalletConnect session has no Solana account' })
        await hub.pair(signal)
      }
      return { accounts: addressesOf(provider.session) }
    },
    accounts: () => addressesOf(hub.session()),
    disconnect: () => hub.disconnect(),
    async signMessage(address, message) {
      const raw = await request(
        'solana_signMessage',
        { message: encodeBase58(message), pubkey: address },
        requestOn(undefined),
      )
      const { signature } = parseWalletAnswer(wcSignMessageSchema, raw, 'solana_signMessage')
      return [{ signedMessage: message, signature: decodeBase58(signature, 'solana_signMessage') }]
    },
    async signTransactions(address, transactions, chain) {
      const signed = []
      for (const transaction of transactions) {
        const params = { transaction: toBase64(transaction), pubkey: address }
        const raw = await request('solana_signTransaction', params, requestOn(chain))
        const answer = parseWalletAnswer(wcSignTransactionSchema, raw, 'solana_signTransaction')
        signed.push({
          signedTransaction:
            typeof answer.transaction === 'string'
              ? fromBase64(answer.transaction)
              : (await import('./placeSignature.js')).placeSignature(
                  transaction,
                  address,
                  decodeBase58(String(answer.signature), 'solana_signTransaction'),
                ),
        })
      }
      return signed
    },
    async signAndSendTransaction(address, transaction, chain) {
      const params = { transaction: toBase64(transaction), pubkey: address }
      const raw = await request('solana_signAndSendTransaction', params, requestOn(chain))
      return [parseWalletAnswer(wcSignAndSendSchema, raw, 'solana_signAndSendTransaction')]
    },
    onAccountsChanged(listener) {
      let attached: UniversalProvider | undefined
      const onUpdate = () => {
        // a malformed update is ignored, the connection stays as it was: never a throw into WalletConnect's emitter
        let addresses: { address: string }[]
        try {
          addresses = addressesOf(attached?.session)
        } catch {
          return
        }
        listener(addresses)
      }
      const onDelete = () => listener([])
      const offEnded = hub.onEnded(onDelete)
      hub.provider().then((provider) => {
        attached = provider
        provider.on('session_update', onUpdate)
        provider.on('session_delete', onDelete)
      })
      return () => {
        offEnded()
        attached?.off('session_update', onUpdate)
        attached?.off('session_delete', onDelete)
      }
    },
  }
}
