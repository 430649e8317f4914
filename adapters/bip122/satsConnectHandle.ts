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
  // The result comes back boxed: an async function that returned it bare would read its `then`, which a hostile
  // result (a revoked proxy) throws on, and the call would fail with a raw TypeError instead of being parsed.
  const request = async (method: string, params: unknown): Promise<{ result: unknown }> => {
    let envelope: unknown
    try {
      envelope = await provider.request(method, params)
    } catch (error) {
      // AppKit accepts a thrown envelope as the error answer too; a thrown value that throws when read is not one
      let isEnvelope = false
      try {
        isEnvelope = Boolean((error as { error?: unknown })?.error)
      } catch {}
      if (!isEnvelope) throw walletFailure(method, error)
      envelope = error
    }
    const answer = parseWalletAnswer(satsEnvelopeSchema, envelope, method)
    if ('error' in answer) throw walletFailure(method, answer.error)
    return { result: answer.result }
  }
  const addresses = (result: unknown, method: string) =>
    parseWalletAnswer(satsAddressesSchema, result, method).addresses as BitcoinAddressInfo[]

  return {
    chains: [],
    provider,
    async connect(silent) {
      if (silent) {
        const account = await request('wallet_getAccount', null).catch(() => undefined)
        return account === undefined ? [] : addresses(account.result, 'wallet_getAccount')
      }
      const params = { purposes: ['payment', 'ordinals'], message: 'Connect to your wallet' }
      return addresses((await request('getAddresses', params)).result, 'getAddresses')
    },
    async disconnect() {
      await request('wallet_disconnect', null)
    },
    async signMessage(address, message) {
      const { result } = await request('signMessage', { address, message })
      return parseWalletAnswer(signatureSchema, result, 'signMessage').signature
    },
    async signPsbt(psbt, inputs) {
      const signInputs = Object.fromEntries(groupInputs(inputs))
      const { result } = await request('signPsbt', { psbt, signInputs, broadcast: false })
      return parseWalletAnswer(signedPsbtSchema, result, 'signPsbt').psbt
    },
    onAccountsChanged(listener) {
      if (typeof provider.addListener !== 'function') return () => {}
      const offs = [
        provider.addListener('accountChange', (event) => {
          // a malformed event (one that throws when read too) is ignored: the connection stays as it was
          let parsed: ReturnType<typeof addressesSchema.safeParse>
          try {
            parsed = addressesSchema.safeParse((event as { addresses?: unknown } | undefined)?.addresses)
          } catch {
            return
          }
          if (parsed.success) listener(parsed.data as BitcoinAddressInfo[])
        }),
        provider.addListener('disconnect', () => listener([])),
      ]
      return () => {
        for (const off of offs) if (typeof off === 'function') off()
      }
    },
  }
}
