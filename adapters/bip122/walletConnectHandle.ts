import { foyerError } from 'foyer/kit'
import * as z from 'zod/mini'
import type { WalletConnectHub } from '../walletconnect/createWalletConnectHub.js'
import type { UniversalProvider, WalletConnectSession } from '../walletconnect/UniversalProvider.js'
import type { BitcoinAddressInfo, BitcoinWalletHandle } from './BitcoinWallet.js'
import { callWallet } from './callWallet.js'
import { groupInputs } from './groupInputs.js'
import { addressesSchema, parseWalletAnswer, signatureSchema, signedPsbtSchema } from './walletAnswers.js'

const bip122Of = (session: WalletConnectSession | undefined) => session?.namespaces.bip122
const sessionAccounts = z.array(z.string())

/** `bip122:<reference>:<address>` → the addresses, once each, in the session's order. */
const addressesOf = (session: WalletConnectSession | undefined): BitcoinAddressInfo[] => {
  const accounts = parseWalletAnswer(sessionAccounts, bip122Of(session)?.accounts ?? [], 'session accounts')
  return [...new Set(accounts.map((account) => account.split(':')[2] ?? account))].map((address) => ({ address }))
}

/**
 * The bip122 side of the instance's WalletConnect session as a wallet handle: it pairs through the shared hub, reads
 * its addresses from the session (their public keys and purposes from `getAccountAddresses` when the wallet tells
 * them), and signs with `signMessage` and `signPsbt` (AppKit's params: `account` is the address asked for).
 */
export function walletConnectHandle(
  hub: WalletConnectHub,
  chainOf: (sessionChains: readonly string[]) => string | undefined,
): BitcoinWalletHandle {
  const chains = () => bip122Of(hub.session())?.chains ?? []
  const request = async (method: string, params: Record<string, unknown>, chain?: string) => {
    const provider = await hub.provider()
    if (!bip122Of(provider.session)) throw foyerError('CAIP_UNDEFINED', {}, { details: 'no WalletConnect session' })
    const on = chain && chains().includes(chain) ? chain : (chainOf(chains()) ?? chains()[0] ?? '')
    return callWallet(method, () => provider.request({ method, params }, on))
  }
  const described = async (given: BitcoinAddressInfo[]) => {
    const [first] = given
    if (!first) return given
    const answer = await request('getAccountAddresses', { account: first.address }).catch(() => undefined)
    const parsed = addressesSchema.safeParse(answer)
    if (!parsed.success) return given
    return given.map((entry) => {
      const told = parsed.data.find((info) => info.address === entry.address)
      // AppKit's wallets name the purpose `intention` ('payment' | 'ordinal')
      const intention = typeof told?.intention === 'string' ? { purpose: told.intention } : {}
      return { ...intention, ...told, ...entry }
    })
  }

  return {
    get chains() {
      return chains()
    },
    get provider() {
      return hub.session()
    },
    async connect(silent, signal) {
      const provider = await hub.provider()
      if (!silent && !bip122Of(provider.session)) {
        if (provider.session)
          throw foyerError('CONNECT_FAILED', {}, { details: 'the WalletConnect session has no Bitcoin account' })
        await hub.pair(signal)
      }
      return described(addressesOf(provider.session))
    },
    disconnect: () => hub.disconnect(),
    async signMessage(address, message) {
      const raw = await request('signMessage', { account: address, address, message })
      return parseWalletAnswer(signatureSchema, raw, 'signMessage').signature
    },
    async signPsbt(psbt, inputs, chain) {
      const account = inputs[0]?.address ?? addressesOf(hub.session())[0]?.address
      const signInputs = [...groupInputs(inputs)].flatMap(([address, indexes]) =>
        indexes.map((index) => ({ address, index, sighashTypes: [1] })),
      )
      const raw = await request('signPsbt', { account, psbt, signInputs, broadcast: false }, chain)
      return parseWalletAnswer(signedPsbtSchema, raw, 'signPsbt').psbt
    },
    onAccountsChanged(listener) {
      let attached: UniversalProvider | undefined
      const onUpdate = () => {
        // a malformed update is ignored, the connection stays as it was: never a throw into WalletConnect's emitter
        let addresses: BitcoinAddressInfo[]
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
