// The wallet shapes the polkadot adapter talks to (WALLETS.md §3: `window.injectedWeb3`), kept to what it uses, so
// its types need no extension package.

/** One entry of `window.injectedWeb3` (polkadot-js, Talisman, SubWallet...). */
export interface InjectedExtension {
  version?: string
  enable?(originName: string): Promise<unknown>
}

/** What `enable` resolves with (the part the adapter calls). */
export interface InjectedApi {
  accounts: {
    get(anyType?: boolean): Promise<unknown>
    subscribe?(callback: (accounts: unknown) => void | Promise<void>): () => void
  }
  signer: {
    signRaw?(raw: { address: string; data: string; type: 'bytes' | 'payload' }): Promise<unknown>
    signPayload?(payload: Record<string, unknown>): Promise<unknown>
  }
}

/** A connector the app brings (type EXTERNAL): an extension object in the `injectedWeb3` shape. */
export interface ExternalPolkadotConnector {
  id: string
  name: string
  imageUrl?: string
  getExtension(): InjectedExtension | Promise<InjectedExtension>
}

/** `window.injectedWeb3`'s keys that name known wallets; others are shown by their key. */
export const extensionNames: Readonly<Record<string, string>> = {
  'polkadot-js': 'polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
  polkagate: 'PolkaGate',
}

/** A key of `window.injectedWeb3` as a wallet's name ('foyer-test-wallet' → 'Foyer Test Wallet'). */
export function extensionName(key: string): string {
  return (
    // own keys only: 'constructor' or 'toString' is an extension's key, not the name of Object's method
    (Object.hasOwn(extensionNames, key) ? extensionNames[key] : undefined) ??
    key
      .replace(/-js$/, '')
      .split(/[-_\s]+/)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' ')
  )
}
