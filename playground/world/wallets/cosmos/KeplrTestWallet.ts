// The public shape of the Keplr-style test wallet (WALLETS.md §4.2), the subset a dapp uses, written out here so
// that no Keplr package is needed.
import type { AminoSignResponse, OfflineAminoSigner, StdSignature, StdSignDoc } from '@cosmjs/amino'
import type { WalletMode } from '../eip155/approvals.js'
import type { WalletRemote } from '../shared/createWalletControls.js'

export interface KeplrKey {
  name: string
  algo: 'secp256k1'
  pubKey: Uint8Array
  address: Uint8Array
  bech32Address: string
  ethereumHexAddress: string
  isNanoLedger: boolean
  isKeystone: boolean
}

/** What experimentalSuggestChain takes (the fields the wallet reads; others are kept). */
export interface ChainInfo {
  chainId: string
  chainName: string
  rpc: string
  rest: string
  bip44: { coinType: number }
  bech32Config?: { bech32PrefixAccAddr: string }
  currencies: unknown[]
  feeCurrencies: unknown[]
  [field: string]: unknown
}

/** A protobuf sign doc as Keplr takes it (accountNumber may be a Long, a bigint, a number or a string). */
export interface DirectSignDoc {
  bodyBytes?: Uint8Array | null
  authInfoBytes?: Uint8Array | null
  chainId?: string | null
  accountNumber?: { toString(): string } | bigint | number | string | null
}

export interface DirectSignResponse {
  signed: { bodyBytes: Uint8Array; authInfoBytes: Uint8Array; chainId: string; accountNumber: bigint }
  signature: StdSignature
}

export interface KeplrOfflineSigner extends OfflineAminoSigner {
  signDirect(signerAddress: string, signDoc: DirectSignDoc): Promise<DirectSignResponse>
}

export interface Keplr {
  readonly version: string
  readonly mode: 'extension'
  defaultOptions: Record<string, unknown>
  enable(chainIds: string | string[]): Promise<void>
  disable(chainIds?: string | string[]): Promise<void>
  experimentalSuggestChain(chainInfo: ChainInfo): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  signAmino(chainId: string, signer: string, signDoc: StdSignDoc, signOptions?: unknown): Promise<AminoSignResponse>
  signDirect(
    chainId: string,
    signer: string,
    signDoc: DirectSignDoc,
    signOptions?: unknown,
  ): Promise<DirectSignResponse>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
  verifyArbitrary(chainId: string, signer: string, data: string | Uint8Array, signature: StdSignature): Promise<boolean>
  sendTx(chainId: string, tx: Uint8Array, mode: 'block' | 'sync' | 'async'): Promise<Uint8Array>
  getOfflineSigner(chainId: string, signOptions?: unknown): KeplrOfflineSigner
  getOfflineSignerOnlyAmino(chainId: string, signOptions?: unknown): OfflineAminoSigner
  getOfflineSignerAuto(chainId: string, signOptions?: unknown): Promise<KeplrOfflineSigner>
}

export interface KeplrTestWalletOptions {
  /** The key's name (Keplr shows the wallet's account name); default 'Test Wallet'. */
  name?: string
  /** The account of cosmosTestAccounts that is active; default 0. */
  account?: number
  mode?: WalletMode
  /** Chains enabled without asking (e.g. ['cosmoshub-4']). */
  enabled?: string[]
  /** Called when the active key changes (inject dispatches `keplr_keystorechange` on window). */
  onKeystoreChange?: () => void
}

export interface KeplrTestWallet extends WalletRemote {
  /** What `window.keplr` holds. */
  readonly keplr: Keplr
  /** The active account's 'cosmos' address. */
  readonly address: string
  readonly enabledChains: readonly string[]
  /** The user switches to another of cosmosTestAccounts: `keplr_keystorechange` follows. */
  setAccount(index: number): void
}
