// Test wallets chosen by URL parameters, so a browser test (or a person) picks them by opening a URL:
//   wallets=evm          one wallet: 'Test Wallet', rdns dev.foyer.testwallet, test account 0
//   wallets=evm,evm      and a second: 'Test Wallet 2', rdns dev.foyer.testwallet2, test account 1
//                        (solana, bitcoin, polkadot, cosmos: injectNamespaceTestWalletsFromUrl, same URL)
//   walletMode=approve|reject|pending   how the "user" answers requests that need approval (default approve)
//   walletEthereum=1     the first wallet is also `window.ethereum`
//   walletAnnounce=0     the wallets do not announce themselves by EIP-6963 (with walletEthereum=1: an
//                        old-style extension found only at window.ethereum)
//   walletChains=1,42161 the chains the wallets know (default every world chain; others get 4902)
//   walletChain=<id>     the chain the wallets start on (default the first world chain)
//   walletHold=eth_accounts,...  methods the wallets do not answer until the test approves them (approvePending)
// The wallets are returned and exposed as `window.__foyerTestWallets`, so a test outside the page
// (Playwright) can drive them: `__foyerTestWallets[0].approvePending()`, `.setMode('reject')`, `.switchChain(42161)`.
// Each keeps the site's authorization in localStorage, as an extension does, so a reload restores it.
import * as z from 'zod/mini'
import { testAccounts } from '../../chains/testAccounts.js'
import type { TestWalletChain } from './createTestWallet.js'
import { type InjectedTestWallet, injectTestWallet, type WalletHost } from './injectTestWallet.js'

const paramsSchema = z.object({
  wallets: z.optional(z.string()),
  walletMode: z.optional(z.enum(['approve', 'reject', 'pending'])),
  walletEthereum: z.optional(z.enum(['0', '1'])),
  walletChain: z.optional(z.string().check(z.regex(/^\d+$/, 'expected a decimal chain id'))),
  walletAnnounce: z.optional(z.enum(['0', '1'])),
  walletChains: z.optional(z.string().check(z.regex(/^\d+(,\d+)*$/, 'expected decimal chain ids'))),
  walletHold: z.optional(z.string().check(z.regex(/^\w+(,\w+)*$/, 'expected method names'))),
})

const evmWallets = [
  { name: 'Test Wallet', rdns: 'dev.foyer.testwallet', account: 0 },
  { name: 'Test Wallet 2', rdns: 'dev.foyer.testwallet2', account: 1 },
]

export type TestWalletWindow = WalletHost & { __foyerTestWallets?: InjectedTestWallet[]; localStorage?: Storage }

export function injectTestWalletsFromUrl(
  target: TestWalletWindow,
  search: string,
  world: { chains: TestWalletChain[] },
): InjectedTestWallet[] {
  const query = new URLSearchParams(search)
  const parsed = paramsSchema.safeParse(Object.fromEntries(query))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Bad test-wallet URL parameter ${String(issue?.path[0])}: ${issue?.message}`)
  }
  const {
    wallets = '',
    walletMode,
    walletEthereum,
    walletChain,
    walletAnnounce,
    walletChains,
    walletHold,
  } = parsed.data
  const known = walletChains?.split(',').map(Number)
  const chains = known ? world.chains.filter((chain) => known.includes(chain.chainId)) : world.chains
  const chainId = walletChain === undefined ? undefined : Number(walletChain)
  if (chainId !== undefined && !world.chains.some((chain) => chain.chainId === chainId)) {
    throw new Error(`Bad test-wallet URL parameter walletChain: no world chain ${chainId}`)
  }
  const count = wallets.split(',').filter((kind) => kind.trim() === 'evm').length
  if (count > evmWallets.length) throw new Error(`At most ${evmWallets.length} EVM test wallets (wallets=evm,evm)`)
  let storage: Storage | undefined
  try {
    storage = target.localStorage
  } catch {
    storage = undefined // storage can be blocked (sandboxed frames); authorization then lasts one page load
  }
  const injected = evmWallets.slice(0, count).map(({ name, rdns, account }, index) =>
    injectTestWallet(target, {
      name,
      rdns,
      privateKeys: [testAccounts[account]!.privateKey],
      chains,
      ...(chainId === undefined ? {} : { chainId }),
      announce: walletAnnounce !== '0',
      ...(walletMode ? { mode: walletMode } : {}),
      ...(walletHold ? { hold: walletHold.split(',') } : {}),
      windowEthereum: walletEthereum === '1' && index === 0,
      ...(storage ? { storage } : {}),
    }),
  )
  target.__foyerTestWallets = [...(target.__foyerTestWallets ?? []), ...injected]
  return injected
}
