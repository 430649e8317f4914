import { beforeAll, beforeEach, expect, test } from 'vitest'
import { getWalletsSchema } from '../../../../plugins/connect/schemas.js'
import { type ApiServer, createApiServer } from '../createApiServer.js'
import { assetImages } from '../images/knownImages.js'
import { type ApiClient, apiClient } from '../testing/apiClient.js'
import { SOLANA_CAIP_NETWORK_ID } from '../../solana/localnet.js'
import { BITCOIN_TESTNET_CAIP_NETWORK_ID } from '../../wallets/bitcoin/bitcoinTestAccounts.js'
import { createBitcoinTestWallet } from '../../wallets/bitcoin/createBitcoinTestWallet.js'
import { COSMOS_CAIP_NETWORK_ID } from '../../wallets/cosmos/cosmosTestAccounts.js'
import { createPolkadotTestWallet } from '../../wallets/polkadot/createPolkadotTestWallet.js'
import { POLKADOT_CAIP_NETWORK_ID } from '../../wallets/polkadot/polkadotTestAccounts.js'
import { createSolanaTestWallet } from '../../wallets/solana/createSolanaTestWallet.js'
import { testWalletIds } from './testWallets.js'
import type { TestWorld } from '../testing/startTestWorld.js'

let api: ApiServer
let client: ApiClient

/** The wallet directory: paging, search, include/exclude, filters, images. Runs inside worldApi.test.ts. */
export function directorySuite(getWorld: () => TestWorld) {
  beforeAll(() => {
    api = getWorld().api
    client = getWorld().client
  })
  beforeEach(() => api.control.reset())

  /** GET /getWallets, parsed by the product's schema. */
  const wallets = async (query: Record<string, string>) => {
    const answer = await client.get('/getWallets', query)
    expect(answer.status).toBe(200)
    return getWalletsSchema().parse(answer.body)
  }

  test('pages hold 40 wallets, count is every match, and page 2 differs from page 1', async () => {
    const first = await wallets({ page: '1', entries: '40' })
    const second = await wallets({ page: '2', entries: '40' })
    const last = await wallets({ page: '16', entries: '40' })
    expect(first.count).toBe(605)
    expect(first.data).toHaveLength(40)
    expect(second.data).toHaveLength(40)
    expect(second.data.map((wallet) => wallet.id)).not.toContain(first.data[0]!.id)
    expect(last.data).toHaveLength(605 - 15 * 40)
    expect(new Set([...first.data, ...second.data].map((wallet) => wallet.id)).size).toBe(80)
  })

  test('the directory is the same on every start', async () => {
    const again = await createApiServer({ chains: { chains: [], accounts: [] } })
    const other = await apiClient(again.url).get('/getWallets', { page: '3' })
    await again.stop()
    expect(other.body).toEqual((await client.get('/getWallets', { page: '3' })).body)
  })

  test('the test wallets come first, with their rdns, injected info and foyertest links', async () => {
    const { data } = await wallets({ page: '1', entries: '3' })
    expect(data.map((wallet) => [wallet.name, wallet.rdns])).toEqual([
      ['Test Wallet', 'dev.foyer.testwallet'],
      ['Test Wallet 2', 'dev.foyer.testwallet2'],
      ['WalletConnect Test Wallet', null],
    ])
    expect(data[0]).toMatchObject({
      id: testWalletIds.testWallet,
      chains: ['eip155:1', 'eip155:42161', SOLANA_CAIP_NETWORK_ID, BITCOIN_TESTNET_CAIP_NETWORK_ID],
      injected: [
        { namespace: 'eip155', injected_id: 'dev.foyer.testwallet' },
        { namespace: 'solana', injected_id: 'Test Wallet' },
        { namespace: 'bip122', injected_id: 'Test Wallet' },
      ],
      mobile_link: 'foyertest://wallet/',
    })
    expect(data[2]).toMatchObject({ supports_wc: true, mobile_link: 'foyertest://wc/' })
    expect(data[0]!.id).toMatch(/^[0-9a-f]{64}$/)
  })

  test('the Solana, Bitcoin, Polkadot and Cosmos test wallets are listed with their injected ids and chains', async () => {
    const solana = createSolanaTestWallet({ rpcUrl: 'http://127.0.0.1:9' })
    const bitcoin = createBitcoinTestWallet()
    const byChain = async (chain: string) =>
      (await wallets({ page: '1', entries: '5', chains: chain })).data.filter((wallet) =>
        wallet.injected?.some((entry) => entry.namespace === chain.split(':')[0]),
      )
    const [onSolana] = await byChain(SOLANA_CAIP_NETWORK_ID)
    const [onBitcoin] = await byChain(BITCOIN_TESTNET_CAIP_NETWORK_ID)
    const [onPolkadot] = await byChain(POLKADOT_CAIP_NETWORK_ID)
    const [onCosmos] = await byChain(COSMOS_CAIP_NETWORK_ID)
    expect(onSolana?.injected).toContainEqual({ namespace: 'solana', injected_id: solana.wallet.name })
    expect(onBitcoin?.injected).toContainEqual({ namespace: 'bip122', injected_id: bitcoin.wallet.name })
    expect(onPolkadot).toMatchObject({
      id: testWalletIds.polkadotTestWallet,
      name: 'Polkadot Test Wallet',
      chains: [POLKADOT_CAIP_NETWORK_ID],
      injected: [{ namespace: 'polkadot', injected_id: createPolkadotTestWallet().name }],
    })
    expect(onCosmos).toMatchObject({
      id: testWalletIds.cosmosTestWallet,
      name: 'Cosmos Test Wallet',
      chains: [COSMOS_CAIP_NETWORK_ID],
      injected: [{ namespace: 'cosmos', injected_id: 'keplr' }],
    })
  })

  test('search is case-insensitive on the name and pages by 100', async () => {
    const lower = await wallets({ search: 'vault', entries: '100', page: '1', badge_type: 'none' })
    const upper = await wallets({ search: '  VAULT ', entries: '100', page: '1', badge_type: 'none' })
    expect(lower.count).toBeGreaterThan(10)
    expect(lower.data.every((wallet) => wallet.name.toLowerCase().includes('vault'))).toBe(true)
    expect(upper).toEqual(lower)
    const all = await wallets({ search: 'a', entries: '100', page: '1', badge_type: 'none' })
    expect(all.data).toHaveLength(100)
    expect(all.count).toBeGreaterThan(100)
  })

  test('include keeps only those ids in their order; exclude drops them', async () => {
    const page = await wallets({ page: '1' })
    const [a, b, c] = [page.data[10]!.id, page.data[4]!.id, page.data[7]!.id]
    const included = await wallets({ include: `${a},${b}`, entries: '2' })
    const excluded = await wallets({ exclude: `${testWalletIds.testWallet},${c}` })
    expect(included.data.map((wallet) => wallet.id)).toEqual([a, b])
    expect(included.count).toBe(2)
    expect(excluded.count).toBe(603)
    expect(excluded.data.map((wallet) => wallet.id)).not.toContain(c)
    expect(excluded.data[0]!.name).toBe('Test Wallet 2')
  })

  test('chains keep wallets on any of those networks; badge_type certified keeps certified ones', async () => {
    const solana = await wallets({ chains: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', entries: '100' })
    const certified = await wallets({ badge_type: 'certified', entries: '100' })
    expect(solana.count).toBeGreaterThan(50)
    expect(solana.count).toBeLessThan(605)
    expect(solana.data.every((wallet) => wallet.chains?.includes('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))).toBe(true)
    expect(certified.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
    expect(certified.count).toBeLessThan(603)
  })

  test('rdns and names find wallets for ranking', async () => {
    const found = await wallets({ rdns: 'dev.foyer.testwallet2', names: 'walletconnect test wallet' })
    expect(found.data.map((wallet) => wallet.name)).toEqual(['Test Wallet 2', 'WalletConnect Test Wallet'])
  })

  test('entries added by POST /__world/directory are served first, links as given, until reset', async () => {
    const hostile = {
      id: 'hostile',
      name: 'Hostile Wallet',
      chains: ['eip155:1'],
      mobile_link: 'javascript:alert(1)//',
    }
    expect((await client.world('POST', 'directory', { wallets: [hostile] })).status).toBe(200)
    const raw = await client.get('/getWallets', { page: '1', entries: '2' })
    expect(raw.body.data[0]).toEqual(hostile)
    expect(raw.body.count).toBe(606)
    expect((await wallets({ search: 'hostile', badge_type: 'none' })).data).toMatchObject([
      { id: 'hostile', mobile_link: null },
    ])
    expect((await client.world('POST', 'directory', { wallets: [{ id: '' }] })).status).toBe(400)
    api.control.reset()
    expect((await wallets({ search: 'hostile', badge_type: 'none' })).data).toEqual([])
  })

  test('a bad page or entries value is a 400 with a reason', async () => {
    const zero = await client.get('/getWallets', { page: '0' })
    const word = await client.get('/getWallets', { entries: 'many' })
    expect([zero.status, word.status]).toEqual([400, 400])
    expect(zero.body.reasons[0].field).toBe('page')
  })

  test('a search without its badge_type is a 400 naming the field', async () => {
    const answer = await client.get('/getWallets', { search: 'vault', entries: '100', page: '1' })
    expect(answer.status).toBe(400)
    expect(answer.body.reasons[0].field).toBe('badge_type')
  })

  test('wallet, asset, currency and token images are deterministic SVGs; unknown ids are 404', async () => {
    const { data } = await wallets({ page: '1', entries: '1' })
    const paths = [
      `/getWalletImage/${data[0]!.image_id}`,
      `/public/getAssetImage/${Object.keys(assetImages)[0]}`,
      '/public/getCurrencyImage/EUR',
      '/public/getTokenImage/USDC',
    ]
    for (const path of paths) {
      const first = await client.get(path)
      const second = await client.get(path)
      expect(first.status, path).toBe(200)
      expect(first.headers.get('content-type')).toBe('image/svg+xml')
      expect(first.body).toMatch(/^<svg /)
      expect(second.body).toBe(first.body)
    }
    const unknown = [
      '/getWalletImage/nope',
      '/public/getAssetImage/nope',
      '/public/getCurrencyImage/XXX',
      '/public/getTokenImage/NOPE',
    ]
    for (const path of unknown) expect((await client.get(path)).status, path).toBe(404)
  })
}
