// `foyer/testing/polkadot`: the Polkadot test wallet (`window.injectedWeb3`) for end-to-end tests. Its own entry,
// so other tests never load @polkadot/util-crypto.

export {
  createPolkadotTestWallet,
  type Injected,
  type InjectedAccount,
  type PolkadotTestWallet,
  type PolkadotTestWalletOptions,
} from '../wallets/polkadot/createPolkadotTestWallet.js'
export {
  type InjectedPolkadotTestWallet,
  injectPolkadotTestWallet,
  type PolkadotWalletHost,
} from '../wallets/polkadot/injectPolkadotTestWallet.js'
export {
  POLKADOT_CAIP_NETWORK_ID,
  type PolkadotTestAccount,
  polkadotTestAccounts,
} from '../wallets/polkadot/polkadotTestAccounts.js'
export type { WalletRemote } from '../wallets/shared/createWalletControls.js'
