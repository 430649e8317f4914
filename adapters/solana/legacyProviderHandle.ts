import { callWallet } from './callWallet.js'
import type { LegacySolanaProvider, SolanaWalletHandle } from './SolanaWallet.js'
import { loadWeb3 } from './loadWeb3.js'

/** Whether a value looks like a legacy injected Solana provider (`window.solana`). */
export const isLegacySolanaProvider = (value: unknown): value is LegacySolanaProvider => {
  const provider = value as Partial<LegacySolanaProvider> | undefined
  return typeof provider?.connect === 'function' && typeof provider.signMessage === 'function'
}

/**
 * A public key object as `{ address }` (its base58); whatever else stays for the parser to refuse, a key that
 * throws when read included (its error is the address, which no parser accepts).
 */
const accountOf = (readKey: () => unknown) => {
  try {
    const publicKey = readKey()
    const toBase58 = (publicKey as { toBase58?: unknown } | null | undefined)?.toBase58
    return { address: typeof toBase58 === 'function' ? toBase58.call(publicKey) : publicKey }
  } catch (error) {
    return { address: error }
  }
}

/** Transactions as the provider takes them (web3.js objects, loaded on the first one), and back to bytes. */
const web3 = loadWeb3
/** A signed transaction's bytes; what has no `serialize` stays as it came, for the parser to refuse. */
const serialize = (transaction: unknown) => {
  const method = (transaction as { serialize?: unknown } | null | undefined)?.serialize
  return typeof method === 'function' ? (method.call(transaction) as Uint8Array) : transaction
}

/** A Phantom-style provider (WALLETS.md §1.5) as the adapter's wallet handle, its answers in the standard's shapes. */
export function legacyProviderHandle(provider: LegacySolanaProvider): SolanaWalletHandle {
  const toObjects = async (transactions: Uint8Array[]) => {
    const { VersionedTransaction } = await web3()
    return transactions.map((bytes) => VersionedTransaction.deserialize(bytes))
  }
  const handle: SolanaWalletHandle = {
    chains: [],
    provider,
    async connect(silent) {
      const answer = await callWallet('connect', () => provider.connect(silent ? { onlyIfTrusted: true } : undefined))
      return { accounts: [accountOf(() => (answer as { publicKey?: unknown } | undefined)?.publicKey)] }
    },
    accounts: () => (provider.publicKey ? [accountOf(() => provider.publicKey)] : []),
    disconnect: () => callWallet('disconnect', () => provider.disconnect()),
    async signMessage(_address, message) {
      return [await callWallet('signMessage', () => provider.signMessage(message, 'utf8'))]
    },
    async signTransactions(_address, transactions) {
      const objects = await toObjects(transactions)
      const signed = await callWallet('signAllTransactions', async () =>
        provider.signAllTransactions && objects.length > 1
          ? provider.signAllTransactions(objects)
          : Promise.all(objects.map((object) => provider.signTransaction(object))),
      )
      if (!Array.isArray(signed)) return signed
      return signed.map((transaction: unknown) => ({ signedTransaction: serialize(transaction) }))
    },
    onAccountsChanged(listener) {
      const onChange = (publicKey: unknown) => listener(publicKey ? [accountOf(() => publicKey)] : [])
      const onDisconnect = () => listener([])
      provider.on?.('accountChanged', onChange)
      provider.on?.('disconnect', onDisconnect)
      return () => {
        const off = (provider.off ?? provider.removeListener)?.bind(provider)
        off?.('accountChanged', onChange)
        off?.('disconnect', onDisconnect)
      }
    },
  }
  const signAndSend = provider.signAndSendTransaction?.bind(provider)
  if (signAndSend)
    handle.signAndSendTransaction = async (_address, transaction) => {
      const [object] = await toObjects([transaction])
      return [await callWallet('signAndSendTransaction', () => signAndSend(object))]
    }
  return handle
}
