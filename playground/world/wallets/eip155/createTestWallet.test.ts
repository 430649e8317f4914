import {
  createPublicClient,
  createWalletClient,
  custom,
  http,
  parseEther,
  recoverMessageAddress,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { type Chains, startChains } from '../../chains/startChains.js'
import { viemChain } from '../../chains/viemChain.js'
import { createTestWallet, type TestWallet, type TestWalletOptions } from './createTestWallet.js'

let world: Chains
const walletOf = (options: Partial<TestWalletOptions> = {}) => createTestWallet({ chains: world.chains, ...options })
const connected = async (options: Partial<TestWalletOptions> = {}) => {
  const wallet = walletOf(options)
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  return wallet
}
const request = (wallet: TestWallet, method: string, params?: unknown) => wallet.provider.request({ method, params })
const typedData = (chainId: number) => ({
  domain: { name: 'Foyer', version: '1', chainId, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', contents: 'Hello' },
})

beforeAll(async () => {
  world = await startChains()
})
afterAll(() => world?.stop())
beforeEach(() => world.reset())

describe('connecting', () => {
  test('shows no account until the site is approved, then anvil account 0', async () => {
    const wallet = walletOf()
    expect(await request(wallet, 'eth_accounts')).toEqual([])
    expect(await request(wallet, 'eth_requestAccounts')).toEqual([world.accounts[0]!.address])
    expect(await request(wallet, 'eth_accounts')).toEqual([world.accounts[0]!.address])
    expect(wallet.authorized).toBe(true)
  })

  test('a rejected connection fails with 4001 and leaves the site unauthorized', async () => {
    const wallet = walletOf({ mode: 'reject' })
    await expect(request(wallet, 'eth_requestAccounts')).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await request(wallet, 'eth_accounts')).toEqual([])
  })

  test('a pending connection waits for approvePending, and another for rejectPending', async () => {
    const wallet = walletOf({ mode: 'pending' })
    const first = request(wallet, 'eth_requestAccounts')
    expect(await wallet.waitForPending()).toEqual({ id: 1, method: 'eth_requestAccounts', params: undefined })
    expect(wallet.pending()).toEqual([{ id: 1, method: 'eth_requestAccounts', params: undefined }])
    expect(wallet.approvePending()).toBe(1)
    expect(await first).toEqual([world.accounts[0]!.address])

    const other = walletOf({ mode: 'pending' })
    const second = request(other, 'eth_requestAccounts')
    await other.waitForPending('eth_requestAccounts')
    expect(other.rejectPending('eth_requestAccounts')).toBe(1)
    await expect(second).rejects.toMatchObject({ code: 4001 })
    expect(other.pending()).toEqual([])
  })

  test('waitForPending resolves when a request of that method arrives, and approvePending(method) settles only it', async () => {
    const wallet = await connected()
    wallet.setMode('pending')
    const [address] = wallet.addresses
    const waiting = wallet.waitForPending('personal_sign')
    const switching = request(wallet, 'wallet_switchEthereumChain', [{ chainId: '0xa4b1' }])
    const signing = request(wallet, 'personal_sign', ['0x01', address])
    expect(await waiting).toMatchObject({ method: 'personal_sign', params: ['0x01', address] })
    expect(wallet.approvePending('personal_sign')).toBe(1)
    await expect(signing).resolves.toMatch(/^0x[0-9a-f]{130}$/)
    expect(wallet.pending().map(({ method }) => method)).toEqual(['wallet_switchEthereumChain'])
    expect(wallet.chainId).toBe(1)
    wallet.approvePending()
    await switching
    expect(wallet.chainId).toBe(42161)
  })

  test('read-only calls are never gated, whatever the mode', async () => {
    const wallet = walletOf({ mode: 'pending' })
    expect(await request(wallet, 'eth_chainId')).toBe('0x1')
    expect(await request(wallet, 'eth_accounts')).toEqual([])
    expect(await request(wallet, 'eth_blockNumber')).toMatch(/^0x[0-9a-f]+$/)
    expect(await request(wallet, 'eth_getBalance', [world.accounts[3]!.address, 'latest'])).toBe(
      `0x${parseEther('10000').toString(16)}`,
    )
    expect(wallet.pending()).toEqual([])
  })

  test('a per-method mode wins over the global one', async () => {
    const wallet = await connected()
    wallet.setMode('reject', 'personal_sign')
    const [address] = wallet.addresses
    await expect(request(wallet, 'personal_sign', ['0x68656c6c6f', address])).rejects.toMatchObject({ code: 4001 })
    wallet.setMode('reject')
    wallet.setMode('approve', 'personal_sign')
    expect([wallet.mode(), wallet.mode('personal_sign'), wallet.mode('eth_sendTransaction')]).toEqual([
      'reject',
      'approve',
      'reject',
    ])
    await expect(request(wallet, 'personal_sign', ['0x68656c6c6f', address])).resolves.toMatch(/^0x[0-9a-f]{130}$/)
    wallet.clearModes()
    expect(wallet.mode('personal_sign')).toBe('reject')
    await expect(request(wallet, 'personal_sign', ['0x68656c6c6f', address])).rejects.toMatchObject({ code: 4001 })
  })
})

describe('signing', () => {
  test('personal_sign signs hex as bytes and text as UTF-8, verifiable with viem', async () => {
    const wallet = await connected()
    const [address] = wallet.addresses as [`0x${string}`]
    const hexSignature = (await request(wallet, 'personal_sign', ['0x68656c6c6f', address])) as `0x${string}`
    expect(await recoverMessageAddress({ message: 'hello', signature: hexSignature })).toBe(address)
    const textSignature = (await request(wallet, 'personal_sign', ['Sign in to Foyer', address])) as `0x${string}`
    expect(await recoverMessageAddress({ message: 'Sign in to Foyer', signature: textSignature })).toBe(address)
  })

  test('eth_signTypedData_v4 signs EIP-712 data, verifiable with viem', async () => {
    const wallet = await connected()
    const [address] = wallet.addresses as [`0x${string}`]
    const data = typedData(1)
    const signature = (await request(wallet, 'eth_signTypedData_v4', [address, JSON.stringify(data)])) as `0x${string}`
    expect(await verifyTypedData({ address, signature, ...data } as Parameters<typeof verifyTypedData>[0])).toBe(true)
    await expect(request(wallet, 'eth_signTypedData_v4', [address, typedData(42161)])).rejects.toMatchObject({
      code: -32602,
    })
  })

  test('signing for an account the site was not given fails with 4100', async () => {
    const wallet = walletOf()
    await expect(request(wallet, 'personal_sign', ['0x00', world.accounts[0]!.address])).rejects.toMatchObject({
      code: 4100,
    })
    await request(wallet, 'eth_requestAccounts')
    await expect(request(wallet, 'personal_sign', ['0x00', world.accounts[1]!.address])).rejects.toMatchObject({
      code: 4100,
    })
  })
})

describe('transactions', () => {
  test('eth_sendTransaction is signed with the key, sent raw, and moves the funds', async () => {
    const wallet = await connected({ privateKeys: [world.accounts[4]!.privateKey] })
    const receiver = world.accounts[5]!.address
    const hash = (await request(wallet, 'eth_sendTransaction', [
      { from: wallet.addresses[0], to: receiver, value: `0x${parseEther('1.5').toString(16)}` },
    ])) as `0x${string}`
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const client = createPublicClient({ chain: viemChain(world.chains[0]!), transport: http(world.chains[0]!.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(world.accounts[4]!.address.toLowerCase())
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('10001.5'))
  })

  test('a viem wallet client over the provider sends a transaction and reads the chain', async () => {
    const wallet = await connected()
    const chain = viemChain(world.chains[0]!)
    const client = createWalletClient({ chain, transport: custom(wallet.provider) })
    const [account] = await client.getAddresses()
    const hash = await client.sendTransaction({ account: account!, to: world.accounts[6]!.address, value: 7n, chain })
    const reader = createPublicClient({ chain, transport: custom(wallet.provider) })
    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await reader.getBalance({ address: world.accounts[6]!.address })).toBe(parseEther('10000') + 7n)
  })

  test('a reverting transaction fails with the node error and sends nothing', async () => {
    const wallet = await connected()
    const data = `0xa9059cbb${world.accounts[1]!.address.slice(2).padStart(64, '0')}${'f'.repeat(64)}` // transfer(huge)
    await expect(
      request(wallet, 'eth_sendTransaction', [
        { from: wallet.addresses[0], to: world.chains[0]!.contracts.usdc, data },
      ]),
    ).rejects.toMatchObject({ code: 3, message: expect.stringContaining('exceeds balance') })
    expect(await request(wallet, 'eth_getTransactionCount', [wallet.addresses[0], 'latest'])).toBe('0x0')
  })
})

describe('faults and wallet-side changes', () => {
  test('setAnswer returns the raw fault until cleared; setError fails the method', async () => {
    const wallet = await connected()
    wallet.setAnswer('eth_accounts', ['not-an-address'])
    wallet.setAnswer('eth_sendTransaction', '0x1234')
    expect(await request(wallet, 'eth_accounts')).toEqual(['not-an-address'])
    expect(await request(wallet, 'eth_sendTransaction', [{ from: wallet.addresses[0], to: wallet.addresses[0] }])).toBe(
      '0x1234',
    )
    wallet.setError('eth_chainId', { code: -32603, message: 'Internal error' })
    await expect(request(wallet, 'eth_chainId')).rejects.toMatchObject({ code: -32603, message: 'Internal error' })
    wallet.clearAnswer('eth_accounts')
    expect(await request(wallet, 'eth_accounts')).toEqual([world.accounts[0]!.address])
    wallet.clearAnswer()
    expect(await request(wallet, 'eth_chainId')).toBe('0x1')
  })

  test('events: accountsChanged on connect and account switches, chainChanged, disconnect and connect', async () => {
    const wallet = walletOf({ privateKeys: [world.accounts[0]!.privateKey, world.accounts[1]!.privateKey] })
    const events: [string, unknown][] = []
    for (const name of ['accountsChanged', 'chainChanged', 'connect', 'disconnect']) {
      wallet.provider.on(name, (payload) => events.push([name, payload]))
    }
    const [first, second] = world.accounts.map((account) => account.address) as [`0x${string}`, `0x${string}`]
    await request(wallet, 'eth_requestAccounts')
    wallet.setAccounts([second, first])
    wallet.switchChain(42161)
    wallet.disconnect()
    await expect(request(wallet, 'eth_chainId')).rejects.toMatchObject({ code: 4900 })
    wallet.connect()
    wallet.setAccounts([])
    expect(events).toEqual([
      ['accountsChanged', [first, second]],
      ['accountsChanged', [second, first]],
      ['chainChanged', '0xa4b1'],
      ['disconnect', expect.objectContaining({ code: 4900 })],
      ['connect', { chainId: '0xa4b1' }],
      ['accountsChanged', []],
    ])
    expect(await request(wallet, 'eth_accounts')).toEqual([])
    expect(() => wallet.setAccounts([world.accounts[7]!.address])).toThrow('holds no key')
  })

  test('refuses methods a wallet never forwards, and logs every request', async () => {
    const wallet = await connected()
    await expect(request(wallet, 'eth_sign', [wallet.addresses[0], '0x00'])).rejects.toMatchObject({ code: 4200 })
    await expect(request(wallet, 'anvil_setBalance', [wallet.addresses[0], '0x0'])).rejects.toMatchObject({
      code: 4200,
    })
    await expect(request(wallet, 'constructor')).rejects.toMatchObject({ code: 4200 })
    expect(wallet.requests.map(({ method }) => method)).toEqual([
      'eth_requestAccounts',
      'eth_sign',
      'anvil_setBalance',
      'constructor',
    ])
  })
})
