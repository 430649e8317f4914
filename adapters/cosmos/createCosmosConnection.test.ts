import { createFoyer } from 'foyer'
import { afterEach, expect, test, vi } from 'vitest'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { cosmosTestAccounts } from '../../playground/world/wallets/cosmos/cosmosTestAccounts.js'
import { cosmosAdapter, cosmosHub } from './index.js'

// A Keplr-style wallet's key, checked for the network (found by fuzzing): an address of another chain's prefix
// or with a wrong checksum is refused, at connect and after a key switch, and the connection stays as it was.

const [first, second] = cosmosTestAccounts.map((account) => account.address) as [string, string]
/** The first key as an Osmosis address: valid bech32, the wrong prefix for the Cosmos Hub. */
const osmosis = 'osmo15yk64u7zc9g9k2yr2wmzeva5qgwxps6ywful0v'
const badChecksum = `${second.slice(0, -1)}${second.endsWith('q') ? 'p' : 'q'}`
const key = (bech32Address: unknown) => ({ bech32Address, pubKey: new Uint8Array(33).fill(2) })

afterEach(() => {
  vi.unstubAllGlobals()
})

async function connectedWallet(answer: () => unknown) {
  const page = new EventTarget()
  vi.stubGlobal('window', page)
  const keplr = { enable: async () => undefined, getKey: async () => answer(), signArbitrary: async () => undefined }
  const foyer = createFoyer({
    projectId: 'p',
    networks: [cosmosHub],
    storage: createMemoryBackend(),
    logLevel: 'silent',
    adapters: [cosmosAdapter({ injected: false, connectors: [{ id: 'k', name: 'K', getProvider: () => keplr }] })],
  })
  const kernel = await foyer.ready()
  const connect = () => kernel.connections.connect({ namespace: 'cosmos', connectorId: 'k' })
  const switchKey = async () => {
    page.dispatchEvent(new Event('keplr_keystorechange'))
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { foyer, connect, switchKey, address: () => foyer.getState().chains.cosmos?.accountState.address }
}

test('a key whose address has another chain’s prefix, or a wrong checksum, fails to connect and connects nothing', async () => {
  for (const address of [osmosis, badChecksum]) {
    const wallet = await connectedWallet(() => key(address))
    await expect(wallet.connect()).rejects.toMatchObject({
      code: 'CONNECT_FAILED',
      cause: { code: 'INVALID_WALLET_ANSWER' },
    })
    expect(wallet.address()).toBeUndefined()
    wallet.foyer.destroy()
  }
})

test('after a key switch, a malformed key or one of another chain leaves the connection as it was', async () => {
  let answer: unknown = key(first)
  const wallet = await connectedWallet(() => answer)
  await wallet.connect()
  for (const malformed of [key(osmosis), key(badChecksum), key(42), { bech32Address: second }]) {
    answer = malformed
    await wallet.switchKey()
    expect(wallet.address()).toBe(first)
  }
  answer = key(second)
  await wallet.switchKey()
  expect(wallet.address()).toBe(second)
  wallet.foyer.destroy()
})
