// `foyer/testing/bitcoin`: the Bitcoin test wallet (Wallet Standard `bitcoin:*` and sats-connect) for end-to-end
// tests. Its own entry, so EVM-only tests never load bitcoinjs-lib.

export {
  type BitcoinTestWallet,
  type BitcoinTestWalletOptions,
  createBitcoinTestWallet,
} from '../wallets/bitcoin/createBitcoinTestWallet.js'
export {
  type BitcoinWalletHost,
  type InjectedBitcoinTestWallet,
  injectBitcoinTestWallet,
  type SatsConnectProviderEntry,
} from '../wallets/bitcoin/injectBitcoinTestWallet.js'
export type { RpcResponse, SatsConnectProvider } from '../wallets/bitcoin/satsConnectProvider.js'
export {
  BITCOIN_NETWORK_NAME,
  BITCOIN_TESTNET_CAIP_NETWORK_ID,
  BITCOIN_TESTNET_CHAIN,
  type BitcoinTestAccount,
  bitcoinTestAccounts,
} from '../wallets/bitcoin/bitcoinTestAccounts.js'
export type { WalletRemote } from '../wallets/shared/createWalletControls.js'
