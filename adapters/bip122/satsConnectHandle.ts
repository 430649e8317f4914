import type { BitcoinAddressInfo, BitcoinWalletHandle, SatsConnectProvider } from './BitcoinWallet.js'
import { walletFailure } from './callWallet.js'
import { groupInputs } from './groupInputs.js'
import {
  addressesSchema,
  parseWalletAnswer,
  satsAddressesSchema,
  satsEnvelopeSchema,
  signatureSchema,
  signedPsbtSchema,
} from './walletAnswers.js'

/** Whether a value is a sats-connect provider: `request` (answering JSON-RPC envelopes). */
export const isSatsConnectProvider = (value: unknown): value is SatsConnectProvider =>
  typeof (value as Partial<SatsConnectProvider> | undefined)?.request === 'function'

/**
 * A sats-connect provider (WALLETS.md §2.3) as the adapter's wallet handle: `getAddresses` to connect (payment and
 * ordinals), `wallet_getAccount` to restore without a prompt, `signMessage`, `signPsbt` (not broadcast), and the
 * `accountChange` and `disconnect` events. An envelope's error is thrown as the wallet's (-32000: a refusal).
 */
export function satsConnectHandle(provider: SatsConnectProvider): BitcoinWalletHandle {
  const request = async (method: string, params: unknown): Promise<unknown> => {
    let envelope: unknown
    try {
      envelope = await provider.request(method, params)
    } catch (error) {
      // AppKit accepts a thrown envelope as the error answer too
      envelope = (error as { error?: unknown })?.error ? error : undefined
      if (!envelope) throw walletFailure(method, error)
    }
    const answer = parseWalletAnswer(satsEnvelopeSchema, envelope, method)
    if ('error' in answer) throw walletFailure(method, answer.error)
    return answer.result
  }
  const addresses = (result: unknown, method: string) =>
    parseWalletAnswer(satsAddressesSchema, result, method).addresses as BitcoinAddressInfo[]

  return {
    chains: [],
    provider,
    async connect(silent) {
      if (silent) {
        const account = await request('wallet_getAccount', null).catch(() => undefined)
        return account === undefined ? [] : addresses(account, 'wallet_getAccount')
      }
      const params = { purposes: ['payment', 'ordinals'], message: 'Connect to your wallet' }
      return addresses(await request('getAddresses', params), 'getAddresses')
    },
    async disconnect() {
      await request('wallet_disconnect', null)
    },
    async signMessage(address, message) {
      return parseWalletAnswer(signatureSchema, await request('signMessage', { address, message }), 'signMessage')
        .signature
    },
    async signPsbt(psbt, inputs) {
      const signInputs = Object.fromEntries(groupInputs(inputs))
      const result = await request('signPsbt', { psbt, signInputs, broadcast: false })
      return parseWalletAnswer(signedPsbtSchema, result, 'signPsbt').psbt
    },
    onAccountsChanged(listener) {
      if (typeof provider.addListener !== 'function') return () => {}
      const offs = [
        provider.addListener('accountChange', (event) => {
          // a malformed event is ignored: the connection stays as it was
          const parsed = addressesSchema.safeParse((event as { addresses?: unknown } | undefined)?.addresses)
          if (parsed.success) listener(parsed.data)
        }),
        provider.addListener('disconnect', () => listener([])),
      ]
      return () => {
        for (const off of offs) if (typeof off === 'function') off()
      }
    },
  }
}
