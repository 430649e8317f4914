import { foyerError } from 'foyer/kit'
import { callWallet, PolkadotWalletError } from './callWallet.js'
import { checkSs58 } from './checkSs58.js'
import type { InjectedApi, InjectedExtension, PolkadotAccount, PolkadotWalletHandle } from './PolkadotWallet.js'
import { accountsSchema, injectedSchema, parseWalletAnswer, signRawAnswerSchema } from './walletAnswers.js'

const utf8Hex = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`

/**
 * One `injectedWeb3` extension as the adapter uses it (WALLETS.md §3): `enable(appName)` once (the extension's
 * prompt; later calls reuse the answer), accounts read and followed, messages signed by `signer.signRaw` (the
 * extension signs the `<Bytes>`-wrapped data).
 */
export function extensionHandle(extension: InjectedExtension, appName: string): PolkadotWalletHandle {
  let enabled: Promise<InjectedApi> | undefined
  const enable = () => {
    if (!enabled) {
      if (typeof extension.enable !== 'function')
        throw foyerError('CONNECT_FAILED', {}, { details: 'the extension has no enable()' })
      enabled = callWallet('enable', () => extension.enable!(appName)).then(
        (raw) => parseWalletAnswer(injectedSchema, raw, 'enable') as unknown as InjectedApi,
      )
      enabled.catch(() => {
        enabled = undefined
      })
    }
    return enabled
  }
  return {
    provider: extension,
    /** Enables the extension for the app and reads its accounts. */
    async accounts(): Promise<PolkadotAccount[]> {
      const injected = await enable()
      const raw = await callWallet('accounts.get', () => injected.accounts.get())
      return checkSs58(parseWalletAnswer(accountsSchema, raw, 'accounts.get'), 'accounts.get')
    },
    async signRaw(address: string, message: string): Promise<string> {
      const injected = await enable()
      if (typeof injected.signer.signRaw !== 'function')
        throw new PolkadotWalletError('signRaw', new TypeError('the extension has no signer.signRaw'))
      const raw = await callWallet('signRaw', () =>
        injected.signer.signRaw!({ address, data: utf8Hex(message), type: 'bytes' }),
      )
      return parseWalletAnswer(signRawAnswerSchema, raw, 'signRaw').signature
    },
    /** Follows the extension's account list (once enabled); returns the unsubscription. */
    subscribe(listener: (accounts: PolkadotAccount[] | Error) => void): () => void {
      let off: (() => void) | undefined
      let stopped = false
      // Each list is checked after the one before it, so the lists are heard in the order the extension sent them
      // (an empty list needs no check and would otherwise overtake a list still being checked).
      let checking: Promise<unknown> = Promise.resolve()
      void enable().then(
        (injected) => {
          if (stopped || typeof injected.accounts.subscribe !== 'function') return
          off = injected.accounts.subscribe((raw) => {
            let parsed: PolkadotAccount[]
            try {
              parsed = parseWalletAnswer(accountsSchema, raw, 'accounts.subscribe')
            } catch (error) {
              listener(error as Error)
              return
            }
            checking = checking.then(() =>
              checkSs58(parsed, 'accounts.subscribe').then(
                (checked) => {
                  if (!stopped) listener(checked)
                },
                (error: unknown) => listener(error as Error),
              ),
            )
          })
        },
        () => undefined,
      )
      return () => {
        stopped = true
        off?.()
      }
    },
    /** Extensions have no disconnect: the app forgets the enabled answer; the visitor revokes the site in the wallet. */
    disconnect() {
      enabled = undefined
    },
  }
}
