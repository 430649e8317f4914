// `foyer/testing/cosmos`: the Keplr-style Cosmos test wallet (`window.keplr`) for end-to-end tests. Its own entry,
// so other tests never load @cosmjs.

export {
  createKeplrTestWallet,
  type Keplr,
  type KeplrTestWallet,
  type KeplrTestWalletOptions,
} from '../wallets/cosmos/createKeplrTestWallet.js'
export {
  type InjectedKeplrTestWallet,
  injectKeplrTestWallet,
  type KeplrWalletHost,
} from '../wallets/cosmos/injectKeplrTestWallet.js'
export {
  COSMOS_CAIP_NETWORK_ID,
  type CosmosTestAccount,
  cosmosHub,
  cosmosTestAccounts,
} from '../wallets/cosmos/cosmosTestAccounts.js'
export type { WalletRemote } from '../wallets/shared/createWalletControls.js'
