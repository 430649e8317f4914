// `foyer/testing/namespaces`: the non-EVM test wallets that the URL names (`wallets=solana,bitcoin,...`), each
// imported when named. Its own entry: a bundler follows dynamic imports too, so from `foyer/testing` an EVM-only
// test's bundle would have to resolve every namespace's library.

export {
  injectNamespaceTestWalletsFromUrl,
  type NamespaceTestWallets,
  type NamespaceWalletWindow,
  type NamespaceWalletWorld,
} from '../wallets/injectNamespaceTestWalletsFromUrl.js'
