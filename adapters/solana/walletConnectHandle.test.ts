import { expect, test, vi } from 'vitest'
import type { WalletConnectHub } from '../walletconnect/createWalletConnectHub.js'
import { walletConnectHandle } from './walletConnectHandle.js'

// The solana side of a WalletConnect session: what the wallet answers to solana_signTransaction is parsed before it
// is decoded (found by fuzzing: 'A' is of base64's alphabet, yet atob throws on it, and the raw DOMException escaped).

const chain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const address = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'

/** A hub whose session has the solana namespace, its provider answering every request with `answer`. */
function hubAnswering(answer: unknown) {
  const session = { namespaces: { solana: { chains: [chain], accounts: [`${chain}:${address}`] } } }
  const provider = { session, request: async () => answer, on: vi.fn(), off() {} }
  return {
    provider: async () => provider,
    session: () => session,
    onEnded: () => () => true,
  } as unknown as WalletConnectHub
}

test.each(['A', 'AAAAA', 'AB='])(
  'a signed transaction %j that is not base64 is INVALID_WALLET_ANSWER',
  async (transaction) => {
    const handle = walletConnectHandle(hubAnswering({ transaction }), () => chain)
    await expect(handle.signTransactions(address, [new Uint8Array(100)], chain)).rejects.toMatchObject({
      code: 'INVALID_WALLET_ANSWER',
    })
  },
)

test('a signed transaction in base64 is decoded', async () => {
  const handle = walletConnectHandle(hubAnswering({ transaction: 'AQID' }), () => chain)
  expect(await handle.signTransactions(address, [new Uint8Array(100)], chain)).toEqual([
    { signedTransaction: Uint8Array.of(1, 2, 3) },
  ])
})

test('a session update whose accounts are not CAIP-10 text is ignored, never thrown into WalletConnect (found by fuzzing)', async () => {
  const hub = hubAnswering(undefined)
  const provider = (await hub.provider()) as unknown as { on: ReturnType<typeof vi.fn> }
  const heard: unknown[] = []
  walletConnectHandle(hub, () => chain).onAccountsChanged((accounts) => heard.push(accounts))
  await vi.waitFor(() => expect(provider.on).toHaveBeenCalledWith('session_update', expect.any(Function)))
  const onUpdate = provider.on.mock.calls.find(([event]) => event === 'session_update')![1] as () => void
  ;(hub.session() as unknown as { namespaces: { solana: { accounts: unknown[] } } }).namespaces.solana.accounts = [42]
  expect(onUpdate).not.toThrow()
  expect(heard).toEqual([])
})
