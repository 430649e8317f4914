// URL-chosen non-EVM test wallets on a page (a real EventTarget stands in for `window`, with a plain object's
// globals), each loaded on demand; the Solana one on the world's localnet.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type SolanaRuntime, startSolana } from '../solana/startSolana.js'
import { injectNamespaceTestWalletsFromUrl, type NamespaceWalletWindow } from './injectNamespaceTestWalletsFromUrl.js'

let solana: SolanaRuntime
beforeAll(async () => {
  solana = await startSolana()
})
afterAll(() => solana?.stop())

const world = () => ({
  chains: [
    { namespace: 'eip155', rpcUrl: 'http://127.0.0.1:1' },
    { namespace: 'solana', rpcUrl: solana.rpcUrl },
  ],
})
const page = () => new EventTarget() as NamespaceWalletWindow

test('wallets=evm,solana,bitcoin,polkadot,cosmos injects each in its interface, in the mode asked, and exposes them', async () => {
  const target = page()
  const registered: string[] = []
  target.addEventListener('wallet-standard:register-wallet', (event) =>
    (event as CustomEvent).detail({
      register: (wallet: { chains: string[] }) => {
        registered.push(wallet.chains[0]!)
        return () => {}
      },
    }),
  )
  const wallets = await injectNamespaceTestWalletsFromUrl(
    target,
    '?wallets=evm,solana,bitcoin,polkadot,cosmos&walletMode=reject',
    world(),
  )
  expect(Object.keys(wallets)).toEqual(['solana', 'bitcoin', 'polkadot', 'cosmos'])
  expect(target.__foyerNamespaceWallets).toEqual(wallets)
  expect(registered).toEqual([solana.caipNetworkId, 'bitcoin:testnet'])
  expect(target.btc_providers).toEqual([wallets.bitcoin!.entry])
  expect(Object.keys(target.injectedWeb3 as object)).toEqual(['foyer-test-wallet'])
  expect(target.keplr).toBe(wallets.cosmos!.keplr)
  await expect(wallets.cosmos!.keplr.enable('cosmoshub-4')).rejects.toThrow('Request rejected')
  const connect = wallets.solana!.wallet.features['standard:connect'] as { connect(): Promise<unknown> }
  await expect(connect.connect()).rejects.toMatchObject({ code: 4001 })
})

test('no namespace asked: nothing is loaded or injected; unknown names and repeats are errors', async () => {
  const target = page()
  expect(await injectNamespaceTestWalletsFromUrl(target, '?wallets=evm', world())).toEqual({})
  expect(target.keplr).toBeUndefined()
  await expect(injectNamespaceTestWalletsFromUrl(page(), '?wallets=evm,solanaa', world())).rejects.toThrow(
    'unknown wallet "solanaa"',
  )
  await expect(injectNamespaceTestWalletsFromUrl(page(), '?wallets=cosmos,cosmos', world())).rejects.toThrow('once')
  await expect(injectNamespaceTestWalletsFromUrl(page(), '?wallets=solana', { chains: [] })).rejects.toThrow(
    'Solana localnet',
  )
  await expect(injectNamespaceTestWalletsFromUrl(page(), '?wallets=bitcoin&walletMode=maybe', world())).rejects.toThrow(
    'walletMode',
  )
})
