import { expect, test } from 'vitest'
import { foyerWithWallet } from './testing/foyerWithWallet.js'

// The silent restore of a Wallet Standard wallet whose accounts are hostile (found by fuzzing): the wallet's own
// failure or its bad answer, each a coded error, never a raw TypeError.

const hostileGetter = (): never => {
  throw new TypeError('a hostile getter')
}

/** Restores over a wallet whose silent connect answers `connect()` and whose accounts are `accounts()`. */
async function restoreWith(connect: () => Promise<unknown>, accounts: () => unknown) {
  const wallet = {
    version: '1.0.0',
    name: 'Hostile',
    icon: 'data:image/svg+xml;base64,',
    chains: ['solana:mainnet'],
    features: { 'standard:connect': { version: '1.0.0', connect } },
    get accounts() {
      return accounts()
    },
  }
  const foyer = foyerWithWallet(wallet)
  const kernel = await foyer.ready()
  const restored = kernel.adapters.getOrThrow('solana').getAccounts({ connectorId: 'w' })
  return restored.finally(() => foyer.destroy())
}

test('a silent connect answering accounts that throw when read is refused as an invalid answer', async () => {
  const answer = {
    get accounts() {
      return hostileGetter()
    },
  }
  await expect(
    restoreWith(
      async () => answer,
      () => [],
    ),
  ).rejects.toMatchObject({ code: 'INVALID_WALLET_ANSWER' })
})

test('a wallet that refuses the silent connect and whose accounts throw when read fails with its coded error', async () => {
  const refuse = () => Promise.reject(new Error('not trusted'))
  await expect(restoreWith(refuse, hostileGetter)).rejects.toMatchObject({ code: 'WALLET_RPC_ERROR' })
})
