// What the Bitcoin test wallet is, whichever interface the app uses (Wallet Standard or sats-connect): its keys,
// the site's authorization, the remote control, and message signing with the protocol each address type takes.
import { hex } from '@scure/base'
import { createWalletControls, TestWalletError, type WalletControls } from '../shared/createWalletControls.js'
import type { BitcoinAddress, BitcoinTestWalletOptions } from './BitcoinTestWallet.js'
import { type BitcoinKey, bitcoinKeys } from './bitcoinKeys.js'
import { bitcoinTestAccounts } from './bitcoinTestAccounts.js'
import { signMessageBip322 } from './signMessageBip322.js'
import { signMessageEcdsa } from './signMessageEcdsa.js'

export type MessageProtocol = 'ECDSA' | 'BIP322'

/** sats-connect's answer to a refused request (RpcErrorCode.USER_REJECTION). */
export const bitcoinUserRejected = () => new TestWalletError('User rejected the request.', -32000)
/** sats-connect's RpcErrorCode.ACCESS_DENIED: the site is not connected. */
export const accessDenied = () => new TestWalletError('Access denied: connect the wallet first.', -32002)

export interface BitcoinCore {
  keys: BitcoinKey[]
  controls: WalletControls
  readonly authorized: boolean
  addresses(): BitcoinAddress[]
  /** Asks the user unless the site is authorized already; then authorizes it. */
  connect(method: string, params: unknown): Promise<void>
  setAuthorized(authorized: boolean): void
  requireAuthorized(): void
  keyFor(address: string): BitcoinKey
  /** ECDSA (BIP-137) for P2SH by default, BIP-322 for taproot; either when asked. */
  signMessage(
    address: string,
    message: Uint8Array,
    protocol?: MessageProtocol,
  ): { signature: string; messageHash: string; protocol: MessageProtocol }
  /** Listeners of authorization changes (the Wallet Standard's `change`, sats-connect's events). */
  onChange(listener: (authorized: boolean) => void): () => void
}

export function createBitcoinCore(options: BitcoinTestWalletOptions): BitcoinCore {
  const account = bitcoinTestAccounts[options.account ?? 0]
  if (!account) throw new Error(`No Bitcoin test account ${options.account}`)
  const keys = bitcoinKeys(account)
  const storageKey = `foyer.testWallet.bitcoin.${options.name ?? 'Test Wallet'}.authorized`
  const controls = createWalletControls(options.mode, { rejection: bitcoinUserRejected })
  const listeners = new Set<(authorized: boolean) => void>()
  let authorized = options.authorized ?? options.storage?.getItem(storageKey) === '1'

  const core: BitcoinCore = {
    keys,
    controls,
    get authorized() {
      return authorized
    },
    addresses: () =>
      keys.map(({ address, publicKeyHex, purpose, addressType }) => ({
        address,
        publicKey: publicKeyHex,
        purpose,
        addressType,
        walletType: 'software' as const,
      })),
    async connect(method, params) {
      if (authorized) return
      await controls.ask(method, params)
      core.setAuthorized(true)
    },
    setAuthorized(next) {
      if (authorized === next) return
      authorized = next
      if (next) options.storage?.setItem(storageKey, '1')
      else options.storage?.removeItem(storageKey)
      for (const listener of listeners) listener(next)
    },
    requireAuthorized() {
      if (!authorized) throw accessDenied()
    },
    keyFor(address) {
      const key = keys.find((candidate) => candidate.address === address)
      if (!key) throw new TestWalletError(`The wallet has no address ${address}`, -32602)
      return key
    },
    signMessage(address, message, protocol) {
      const key = core.keyFor(address)
      const chosen = protocol ?? (key.addressType === 'p2tr' ? 'BIP322' : 'ECDSA')
      const signed = chosen === 'BIP322' ? signMessageBip322(key, message) : signMessageEcdsa(key, message)
      return { signature: signed.signature, messageHash: hex.encode(signed.messageHash), protocol: chosen }
    },
    onChange(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
  return core
}
