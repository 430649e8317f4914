// The non-EVM test wallets chosen by the same URL parameters as the EVM ones (injectTestWalletsFromUrl), each
// loaded only when asked for (a dynamic import per namespace), so a page with `wallets=evm` loads none of them:
//   wallets=evm,solana,bitcoin,polkadot,cosmos   any of them, each at most once besides evm (evm is left to
//                                                injectTestWalletsFromUrl); an unknown name is an error
//   walletMode=approve|reject|pending            how the "user" answers requests that need approval (all wallets)
//   walletMultiChain=1                           the Solana wallet names the EVM Test Wallet's rdns
//                                                (dev.foyer.testwallet): one multi-chain wallet, as Phantom is
// Solana: a Wallet Standard wallet over the world's localnet (the `solana` chain of world.json), test account 0.
// Bitcoin: Wallet Standard `bitcoin:*` and sats-connect (`window.btc_providers`, `window.FoyerTestWallet`).
// Polkadot: `window.injectedWeb3['foyer-test-wallet']` (//Alice, //Bob). Cosmos: `window.keplr` (cosmoshub-4).
// They are returned and exposed as `window.__foyerNamespaceWallets` ({ solana, bitcoin, polkadot, cosmos }), so a
// test outside the page (Playwright) can drive them: `__foyerNamespaceWallets.solana.approvePending()`.
import * as z from 'zod/mini'
import type { WalletMode } from './eip155/approvals.js'
import type { InjectedBitcoinTestWallet } from './bitcoin/injectBitcoinTestWallet.js'
import type { InjectedKeplrTestWallet } from './cosmos/injectKeplrTestWallet.js'
import type { InjectedPolkadotTestWallet } from './polkadot/injectPolkadotTestWallet.js'
import type { InjectedSolanaTestWallet } from './solana/injectSolanaTestWallet.js'

const kinds = ['evm', 'solana', 'bitcoin', 'polkadot', 'cosmos'] as const
const paramsSchema = z.looseObject({
  wallets: z.optional(z.string()),
  walletMode: z.optional(z.enum(['approve', 'reject', 'pending'])),
  walletMultiChain: z.optional(z.enum(['0', '1'])),
})

export interface NamespaceTestWallets {
  solana?: InjectedSolanaTestWallet
  bitcoin?: InjectedBitcoinTestWallet
  polkadot?: InjectedPolkadotTestWallet
  cosmos?: InjectedKeplrTestWallet
}

export type NamespaceWalletWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> & {
  __foyerNamespaceWallets?: NamespaceTestWallets
  localStorage?: Storage
  [global: string]: unknown
}

/** What of the world the wallets need: its chains (world.json), of which the `solana` one. */
export interface NamespaceWalletWorld {
  chains: readonly { namespace?: string; rpcUrl: string }[]
}

function parse(search: string) {
  const parsed = paramsSchema.safeParse(Object.fromEntries(new URLSearchParams(search)))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Bad test-wallet URL parameter ${String(issue?.path[0])}: ${issue?.message}`)
  }
  const names = (parsed.data.wallets ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const unknown = names.find((name) => !(kinds as readonly string[]).includes(name))
  if (unknown)
    throw new Error(`Bad test-wallet URL parameter wallets: unknown wallet "${unknown}" (${kinds.join(', ')})`)
  const wanted = new Set(names.filter((name) => name !== 'evm'))
  if (wanted.size !== names.filter((name) => name !== 'evm').length)
    throw new Error('Each non-EVM test wallet may appear once in wallets=')
  return {
    wanted,
    mode: parsed.data.walletMode as WalletMode | undefined,
    multiChain: parsed.data.walletMultiChain === '1',
  }
}

export async function injectNamespaceTestWalletsFromUrl(
  target: NamespaceWalletWindow,
  search: string,
  world: NamespaceWalletWorld,
): Promise<NamespaceTestWallets> {
  const { wanted, mode, multiChain } = parse(search)
  const modeOption = mode ? { mode } : {}
  let storage: Storage | undefined
  try {
    storage = target.localStorage
  } catch {
    storage = undefined // storage can be blocked (sandboxed frames); authorization then lasts one page load
  }
  const wallets: NamespaceTestWallets = {}
  if (wanted.has('solana')) {
    const solana = world.chains.find((chain) => chain.namespace === 'solana')
    if (!solana) throw new Error('wallets=solana needs the world’s Solana localnet (no solana chain in world.json)')
    const { injectSolanaTestWallet } = await import('./solana/injectSolanaTestWallet.js')
    wallets.solana = injectSolanaTestWallet(target, {
      rpcUrl: solana.rpcUrl,
      ...(multiChain ? { rdns: 'dev.foyer.testwallet' } : {}),
      ...modeOption,
      ...(storage ? { storage } : {}),
    })
  }
  if (wanted.has('bitcoin')) {
    const { injectBitcoinTestWallet } = await import('./bitcoin/injectBitcoinTestWallet.js')
    wallets.bitcoin = injectBitcoinTestWallet(target, { ...modeOption, ...(storage ? { storage } : {}) })
  }
  if (wanted.has('polkadot')) {
    const { injectPolkadotTestWallet } = await import('./polkadot/injectPolkadotTestWallet.js')
    wallets.polkadot = injectPolkadotTestWallet(target as never, modeOption)
  }
  if (wanted.has('cosmos')) {
    const { injectKeplrTestWallet } = await import('./cosmos/injectKeplrTestWallet.js')
    wallets.cosmos = injectKeplrTestWallet(target, modeOption)
  }
  target.__foyerNamespaceWallets = { ...target.__foyerNamespaceWallets, ...wallets }
  return wallets
}
