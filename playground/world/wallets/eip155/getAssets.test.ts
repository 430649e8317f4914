import { type Hex, numberToHex, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { jsonRpc } from '../../chains/jsonRpc.js'
import { waitForSuccess } from '../../frame/accounts/sendAs.js'
import { type Chains, startChains } from '../../chains/startChains.js'
import { worldTokens } from '../../chains/tokens.js'
import { createTestWallet } from './createTestWallet.js'
import type { WalletAsset } from './getAssets.js'

let world: Chains
beforeAll(async () => {
  world = await startChains()
})
afterAll(() => world?.stop())
beforeEach(() => world.reset())

const connected = async (accountIndex: number) => {
  const wallet = createTestWallet({ chains: world.chains, privateKeys: [world.accounts[accountIndex]!.privateKey] })
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  return wallet
}
const getAssets = (wallet: Awaited<ReturnType<typeof connected>>, request: object = {}) =>
  wallet.provider.request({
    method: 'wallet_getAssets',
    params: [{ account: wallet.addresses[0], ...request }],
  }) as Promise<Record<string, WalletAsset[]>>

test('reports the native and seeded token balances of the account on every chain', async () => {
  const wallet = await connected(0)
  const assets = await getAssets(wallet)
  expect(Object.keys(assets)).toEqual(['0x1', '0xa4b1'])
  const [mainnet] = world.chains
  expect(assets['0x1']).toEqual([
    {
      address: 'native',
      balance: numberToHex(parseEther('10000')),
      type: 'NATIVE',
      metadata: {
        name: 'Ether',
        symbol: 'ETH',
        decimals: 18,
        price: 3000,
        iconUrl: worldTokens.ETH.logo,
        value: 30_000_000,
      },
    },
    {
      address: mainnet!.contracts.usdc,
      balance: numberToHex(parseUnits('10000', 6)),
      type: 'ERC20',
      metadata: {
        name: 'USD Coin',
        symbol: 'USDC',
        decimals: 6,
        price: 1,
        iconUrl: worldTokens.USDC.logo,
        value: 10_000,
      },
    },
    {
      address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      balance: numberToHex(parseUnits('10000', 6)),
      type: 'ERC20',
      metadata: {
        name: 'Tether USD',
        symbol: 'USDT',
        decimals: 6,
        price: 1,
        iconUrl: worldTokens.USDT.logo,
        value: 10_000,
      },
    },
    {
      address: mainnet!.contracts.dai,
      balance: numberToHex(parseEther('10000')),
      type: 'ERC20',
      metadata: {
        name: 'Dai Stablecoin',
        symbol: 'DAI',
        decimals: 18,
        price: 1,
        iconUrl: worldTokens.DAI.logo,
        value: 10_000,
      },
    },
  ])
  expect(assets['0xa4b1']?.map((asset) => asset.address)).toContain('0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9')
})

test('reads balances from the chain at the time of the call, and skips empty tokens', async () => {
  const wallet = await connected(6)
  expect((await getAssets(wallet, { chainFilter: ['0x1'] }))['0x1']?.map((asset) => asset.metadata.symbol)).toEqual([
    'ETH',
  ])
  const usdc = world.chains[0]!.contracts.usdc
  const mint = `0x40c10f19${wallet.addresses[0]!.slice(2).toLowerCase().padStart(64, '0')}${5_000_000n.toString(16).padStart(64, '0')}`
  const hash = await jsonRpc(world.chains[0]!.rpcUrl, 'eth_sendTransaction', [
    { from: world.accounts[0]!.address, to: usdc, data: mint },
  ])
  // Anvil answers with the hash as it mines: the balance is the chain's once the receipt is there (on a busy machine
  // the read came first, and the token was skipped as empty).
  await waitForSuccess(world.chains[0]!, hash as Hex)
  const assets = await getAssets(wallet, { chainFilter: ['0x1'] })
  expect(assets['0x1']?.find((asset) => asset.metadata.symbol === 'USDC')).toMatchObject({
    balance: '0x4c4b40',
    metadata: { value: 5 },
  })
})

test('applies the chain, type and asset filters', async () => {
  const wallet = await connected(1)
  expect(Object.keys(await getAssets(wallet, { chainFilter: ['0xa4b1'] }))).toEqual(['0xa4b1'])
  const erc20Only = await getAssets(wallet, { assetTypeFilter: ['erc20'] })
  expect(erc20Only['0x1']?.map((asset) => asset.type)).toEqual(['ERC20', 'ERC20', 'ERC20'])
  const dai = world.chains[1]!.contracts.dai
  const filtered = await getAssets(wallet, { assetFilter: { '0xa4b1': [{ address: dai, type: 'erc20' }, 'native'] } })
  expect(Object.keys(filtered)).toEqual(['0xa4b1'])
  expect(filtered['0xa4b1']?.map((asset) => asset.metadata.symbol)).toEqual(['ETH', 'DAI'])
})

test('answers only for the connected account', async () => {
  const wallet = await connected(2)
  await expect(
    wallet.provider.request({ method: 'wallet_getAssets', params: [{ account: world.accounts[0]!.address }] }),
  ).rejects.toMatchObject({ code: 4100 })
  await expect(wallet.provider.request({ method: 'wallet_getAssets', params: [{}] })).rejects.toMatchObject({
    code: -32602,
  })
})

test('a chain added outside the world reports its native coin only', async () => {
  const wallet = createTestWallet({
    chains: [
      ...world.chains,
      { chainId: 10, rpcUrl: world.chains[1]!.rpcUrl, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
    ],
    privateKeys: [world.accounts[0]!.privateKey],
  })
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  const assets = await getAssets(wallet, { chainFilter: ['0xa'] })
  expect(assets).toEqual({
    '0xa': [expect.objectContaining({ address: 'native', type: 'NATIVE', balance: numberToHex(parseEther('10000')) })],
  })
})
