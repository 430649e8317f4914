import { foyerError } from 'foyer/kit'
import type { WalletConnectHub } from '../walletconnect/createWalletConnectHub.js'
import type { UniversalProvider, WalletConnectSession } from '../walletconnect/UniversalProvider.js'
import { callWallet } from './callWallet.js'
import { checkSs58 } from './checkSs58.js'
import type { PolkadotAccount, PolkadotWalletHandle } from './PolkadotWallet.js'
import { parseWalletAnswer, sessionAccountsSchema, signMessageAnswerSchema } from './walletAnswers.js'

const polkadotOf = (session: WalletConnectSession | undefined) => session?.namespaces.polkadot

/**
 * The UTF-8 message inside `<Bytes>…</Bytes>` (once: a message wrapped already stays as it is, as polkadot-js's
 * `u8aWrapBytes` does), hex: what WalletConnect's polkadot_signMessage asks a dapp to send.
 */
const wrappedHex = (message: string) => {
  const wrapped = message.startsWith('<Bytes>') && message.endsWith('</Bytes>') ? message : `<Bytes>${message}</Bytes>`
  return `0x${[...new TextEncoder().encode(wrapped)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * The session's polkadot accounts, `polkadot:<genesis prefix>:<SS58>`, each address checked as an extension's are
 * (checkSs58): one account per chain it is on, bound to that chain (its `genesisHash`), so the connection keeps the
 * network's own.
 */
async function accountsOf(session: WalletConnectSession | undefined, method: string): Promise<PolkadotAccount[]> {
  const accounts = parseWalletAnswer(sessionAccountsSchema, polkadotOf(session)?.accounts ?? [], method)
  const bound = accounts.map((account) => {
    const [, genesisHash, address] = account.split(':') as [string, string, string]
    return { address, genesisHash }
  })
  return checkSs58(bound, method)
}

/**
 * The polkadot side of the instance's WalletConnect session as a wallet handle: it pairs through the shared hub (one
 * pairing proposes every namespace), reads its accounts from the session and signs messages by
 * `polkadot_signMessage` (the `<Bytes>`-wrapped message, hex) on the active network's chain when the session has it.
 */
export function walletConnectHandle(
  hub: WalletConnectHub,
  chainOf: (sessionChains: readonly string[]) => string | undefined,
): PolkadotWalletHandle {
  const chains = () => polkadotOf(hub.session())?.chains ?? []
  return {
    get provider() {
      return hub.session()
    },
    async accounts({ silent = false, signal } = {}) {
      const provider = await hub.provider()
      if (!polkadotOf(provider.session)) {
        if (silent) return undefined
        // One pairing proposes every namespace: a live session without Polkadot is a wallet that declined it.
        if (provider.session)
          throw foyerError('CONNECT_FAILED', {}, { details: 'the WalletConnect session has no Polkadot account' })
        await hub.pair(signal)
      }
      return accountsOf(provider.session, 'session accounts')
    },
    async signRaw(address, message) {
      const provider = await hub.provider()
      if (!polkadotOf(provider.session))
        throw foyerError('CAIP_UNDEFINED', {}, { details: 'no WalletConnect session with Polkadot' })
      const chain = chainOf(chains()) ?? chains()[0] ?? ''
      const params = { address, data: wrappedHex(message), type: 'bytes' }
      const method = 'polkadot_signMessage'
      const raw = await callWallet(method, () => provider.request({ method, params }, chain))
      return parseWalletAnswer(signMessageAnswerSchema, raw, method).signature
    },
    subscribe(listener) {
      let attached: UniversalProvider | undefined
      const onUpdate = () => {
        accountsOf(attached?.session, 'session_update').then(listener, (error: unknown) => listener(error as Error))
      }
      const onDelete = () => listener([])
      const offEnded = hub.onEnded(onDelete)
      hub.provider().then(
        (provider) => {
          attached = provider
          provider.on('session_update', onUpdate)
          provider.on('session_delete', onDelete)
        },
        () => undefined,
      )
      return () => {
        offEnded()
        attached?.off('session_update', onUpdate)
        attached?.off('session_delete', onDelete)
      }
    },
    disconnect: () => hub.disconnect(),
  }
}
