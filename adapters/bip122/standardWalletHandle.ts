import { foyerError } from 'foyer/kit'
import type { BitcoinAddressInfo, BitcoinStandardWallet, BitcoinWalletHandle } from './BitcoinWallet.js'
import { callWallet } from './callWallet.js'
import { groupInputs } from './groupInputs.js'
import {
  fromBase64,
  parseWalletAnswer,
  standardAccountsSchema,
  standardConnectSchema,
  standardSignMessageSchema,
  standardSignTransactionSchema,
  toBase64,
  toHex,
} from './walletAnswers.js'

type Feature<M extends string> = Record<M, (...args: any[]) => Promise<unknown>>

/** Whether a Wallet Standard wallet is one this adapter lists: it has `bitcoin:connect`. */
export function isBitcoinStandardWallet(wallet: unknown): wallet is BitcoinStandardWallet {
  const candidate = wallet as Partial<BitcoinStandardWallet> | undefined
  return (
    typeof candidate?.name === 'string' &&
    Array.isArray(candidate.chains) &&
    typeof candidate.features === 'object' &&
    candidate.features !== null &&
    'bitcoin:connect' in candidate.features
  )
}

/** Accounts as addresses (the non-standard `purpose` AppKit reads, when the wallet sets it). */
const toAddresses = (accounts: unknown, method: string): BitcoinAddressInfo[] =>
  parseWalletAnswer(standardAccountsSchema, accounts, method).map(({ address, publicKey, purpose }) => ({
    address,
    ...(publicKey ? { publicKey: toHex(publicKey) } : {}),
    ...(purpose ? { purpose } : {}),
  }))

/** A Wallet Standard wallet with `bitcoin:*` features (WALLETS.md §2.5) as the adapter's wallet handle. */
export function standardWalletHandle(wallet: BitcoinStandardWallet): BitcoinWalletHandle {
  const feature = <M extends string>(name: string, method: M): Feature<M> => {
    const found = wallet.features[name] as Partial<Feature<M>> | undefined
    if (typeof found?.[method] !== 'function') throw foyerError('SOMETHING_WENT_WRONG', {}, { details: `no ${name}` })
    return found as Feature<M>
  }
  const account = (address: string) => {
    const found = wallet.accounts.find((candidate) => candidate.address === address)
    if (!found) throw foyerError('CAIP_UNDEFINED', {}, { details: `the wallet does not expose ${address}` })
    return found
  }
  return {
    chains: wallet.chains,
    provider: wallet,
    async connect(silent) {
      // the wallet's own list, which may throw when read: that is the wallet's failure, mapped as a call's
      if (silent) return toAddresses(await callWallet('accounts', () => wallet.accounts), 'accounts')
      const raw = await callWallet('bitcoin:connect', () =>
        feature('bitcoin:connect', 'connect').connect({ purposes: ['payment', 'ordinals'] }),
      )
      return toAddresses(parseWalletAnswer(standardConnectSchema, raw, 'bitcoin:connect').accounts, 'bitcoin:connect')
    },
    async disconnect() {
      if (!wallet.features['standard:disconnect']) return
      await callWallet('standard:disconnect', () => feature('standard:disconnect', 'disconnect').disconnect())
    },
    async signMessage(address, message) {
      const raw = await callWallet('bitcoin:signMessage', () =>
        feature('bitcoin:signMessage', 'signMessage').signMessage({
          account: account(address),
          message: new TextEncoder().encode(message),
        }),
      )
      return toBase64(parseWalletAnswer(standardSignMessageSchema, raw, 'bitcoin:signMessage')[0]!.signature)
    },
    async signPsbt(psbt, inputs, chain) {
      const inputsToSign = [...groupInputs(inputs)].map(([address, signingIndexes]) => ({
        account: account(address),
        signingIndexes,
      }))
      const raw = await callWallet('bitcoin:signTransaction', () =>
        feature('bitcoin:signTransaction', 'signTransaction').signTransaction({
          psbt: fromBase64(psbt),
          chain,
          inputsToSign,
        }),
      )
      return toBase64(parseWalletAnswer(standardSignTransactionSchema, raw, 'bitcoin:signTransaction')[0]!.signedPsbt)
    },
    onAccountsChanged(listener) {
      const events = wallet.features['standard:events'] as
        | { on?(event: 'change', handler: (properties: { accounts?: unknown }) => void): () => void }
        | undefined
      if (typeof events?.on !== 'function') return () => {}
      return events.on('change', (properties) => {
        let addresses: BitcoinAddressInfo[]
        try {
          if (typeof properties !== 'object' || properties === null || !('accounts' in properties)) return
          addresses = toAddresses(properties.accounts, 'change')
        } catch {
          return // a malformed event (one that throws when read too) is ignored: the connection stays as it was
        }
        listener(addresses)
      })
    },
  }
}
