import { foyerError } from 'foyer/kit'
import { callWallet } from './callWallet.js'
import type { SolanaWalletHandle, StandardWallet, StandardWalletAccount } from './SolanaWallet.js'

type Feature<M extends string> = Record<M, (...args: any[]) => Promise<unknown>>

/** Whether a Wallet Standard wallet is one this adapter lists: a `solana:` chain and `standard:connect`. */
export function isSolanaStandardWallet(wallet: unknown): wallet is StandardWallet {
  const candidate = wallet as Partial<StandardWallet> | undefined
  return (
    typeof candidate?.name === 'string' &&
    Array.isArray(candidate.chains) &&
    candidate.chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:')) &&
    typeof candidate.features === 'object' &&
    candidate.features !== null &&
    'standard:connect' in candidate.features
  )
}

/** A Wallet Standard wallet (WALLETS.md §1.3-1.4) as the adapter's wallet handle. */
export function standardWalletHandle(wallet: StandardWallet): SolanaWalletHandle {
  const feature = <M extends string>(name: string, method: M): Feature<M> => {
    const found = wallet.features[name] as Partial<Feature<M>> | undefined
    if (typeof found?.[method] !== 'function') throw foyerError('SOMETHING_WENT_WRONG', {}, { details: `no ${name}` })
    return found as Feature<M>
  }
  /** The wallet's own account object for `address` (features take it, not the text). */
  const account = (address: string): StandardWalletAccount => {
    const found = wallet.accounts.find((candidate) => candidate.address === address)
    if (!found) throw foyerError('CAIP_UNDEFINED', {}, { details: `the wallet does not expose ${address}` })
    return found
  }
  const signAndSend = wallet.features['solana:signAndSendTransaction']
  return {
    chains: wallet.chains,
    provider: wallet,
    connect: (silent) =>
      callWallet('standard:connect', () => feature('standard:connect', 'connect').connect(silent ? { silent } : {})),
    accounts: () => wallet.accounts,
    async disconnect() {
      if (!wallet.features['standard:disconnect']) return
      await callWallet('standard:disconnect', () => feature('standard:disconnect', 'disconnect').disconnect())
    },
    signMessage: (address, message) =>
      callWallet('solana:signMessage', () =>
        feature('solana:signMessage', 'signMessage').signMessage({ account: account(address), message }),
      ),
    signTransactions: (address, transactions, chain) =>
      callWallet('solana:signTransaction', () =>
        feature('solana:signTransaction', 'signTransaction').signTransaction(
          ...transactions.map((transaction) => ({ account: account(address), transaction, chain })),
        ),
      ),
    ...(signAndSend
      ? {
          signAndSendTransaction: (address: string, transaction: Uint8Array, chain: string) =>
            callWallet('solana:signAndSendTransaction', () =>
              feature('solana:signAndSendTransaction', 'signAndSendTransaction').signAndSendTransaction({
                account: account(address),
                transaction,
                chain,
              }),
            ),
        }
      : {}),
    onAccountsChanged(listener) {
      const events = wallet.features['standard:events'] as
        | { on?(event: 'change', handler: (properties: { accounts?: unknown }) => void): () => void }
        | undefined
      if (typeof events?.on !== 'function') return () => {}
      return events.on('change', (properties) => {
        try {
          if (properties && 'accounts' in properties) listener(properties.accounts)
        } catch (error) {
          listener(error) // accounts that throw when read: the follower's parser refuses the error, nothing changes
        }
      })
    },
  }
}
