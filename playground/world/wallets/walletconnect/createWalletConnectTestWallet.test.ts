import {
  createPublicClient,
  http,
  parseEther,
  parseTransaction,
  recoverMessageAddress,
  recoverTransactionAddress,
  type Hex,
} from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { type Chains, startChains } from '../../chains/startChains.js'
import { testAccounts } from '../../chains/testAccounts.js'
import { viemChain } from '../../chains/viemChain.js'
import { type Relay, startRelay } from '../../relay/startRelay.js'
import { connectTestDapp, type TestDapp } from './connectTestDapp.js'
import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
  type WalletConnectTestWalletOptions,
} from './createWalletConnectTestWallet.js'

let world: Chains
let relay: Relay
const running: { stop(): Promise<void> }[] = []
const [account0, account1] = [testAccounts[0]!.address, testAccounts[1]!.address]

const walletOf = async (options: Partial<WalletConnectTestWalletOptions> = {}) => {
  const wallet = await createWalletConnectTestWallet({ relayUrl: relay.url, chains: world.chains, ...options })
  running.push(wallet)
  return wallet
}
const dappOf = async () => {
  const dapp = await connectTestDapp(relay.url, world.chains)
  running.push(dapp)
  return dapp
}
/** The dapp proposes, the wallet pairs with the URI and answers by its mode. */
const pairing = (dapp: TestDapp, wallet: WalletConnectTestWallet, chainIds = [1, 42161], methods?: string[]) =>
  dapp.connect(chainIds, (uri) => void wallet.pair(uri), methods)
const connected = async (options: Partial<WalletConnectTestWalletOptions> = {}) => {
  const [wallet, dapp] = [await walletOf(options), await dappOf()]
  await pairing(dapp, wallet)
  return { wallet, dapp }
}
const until = (check: () => boolean) => expect.poll(check, { timeout: 5000 }).toBe(true)

beforeAll(async () => {
  ;[world, relay] = await Promise.all([startChains(), startRelay()])
})
afterAll(async () => {
  await relay?.stop()
  await world?.stop()
})
beforeEach(() => world.reset())
afterEach(async () => {
  await Promise.all(running.splice(0).map((one) => one.stop()))
})

describe('pairing', () => {
  test('a dapp pairs through the relay and sees the wallet account on the chains it asked for', async () => {
    const { wallet, dapp } = await connected()
    expect(await dapp.request('eth_accounts')).toEqual([account0])
    expect(dapp.provider.session?.namespaces.eip155).toMatchObject({
      chains: ['eip155:1', 'eip155:42161'],
      accounts: [`eip155:1:${account0}`, `eip155:42161:${account0}`],
      events: ['accountsChanged', 'chainChanged'],
    })
    expect(wallet.sessions()).toEqual([
      expect.objectContaining({
        chainIds: [1, 42161],
        accounts: [account0],
        peer: expect.objectContaining({ name: 'Test Dapp' }),
      }),
    ])
    expect(dapp.events.map(([name]) => name)).toContain('connect')
    expect(wallet.failures).toEqual([])
  })

  test('the wallet rejects the session: connect rejects with WalletConnect code 5000', async () => {
    const [wallet, dapp] = [await walletOf({ mode: 'reject' }), await dappOf()]
    await expect(pairing(dapp, wallet)).rejects.toEqual({ code: 5000, message: 'User rejected.' })
    expect(wallet.sessions()).toEqual([])
  })

  test('a pending proposal waits for approvePending', async () => {
    const [wallet, dapp] = [await walletOf({ mode: 'pending' }), await dappOf()]
    const session = pairing(dapp, wallet)
    await until(() => wallet.pending().length === 1)
    expect(wallet.pending()[0]).toMatchObject({ method: 'session_proposal' })
    expect(wallet.approvePending('session_proposal')).toBe(1)
    await session
    expect(wallet.sessions()).toHaveLength(1)
  })

  test('a pending proposal rejected with rejectPending fails the connect with 5000', async () => {
    const [wallet, dapp] = [await walletOf({ mode: 'pending' }), await dappOf()]
    const session = pairing(dapp, wallet)
    await until(() => wallet.pending().length === 1)
    expect(wallet.rejectPending()).toBe(1)
    await expect(session).rejects.toEqual({ code: 5000, message: 'User rejected.' })
    expect(wallet.proposals).toEqual([
      expect.objectContaining({ verified: expect.objectContaining({ origin: 'https://dapp.foyer.test' }) }),
    ])
  })

  test('a proposal for chains the wallet lacks is refused with 5100', async () => {
    const [wallet, dapp] = [await walletOf(), await dappOf()]
    await expect(pairing(dapp, wallet, [10])).rejects.toEqual({ code: 5100, message: 'Unsupported chains.' })
  })
})

describe('requests over the relay', () => {
  test('personal_sign is signed by the wallet key', async () => {
    const { dapp } = await connected()
    const signature = await dapp.request<Hex>('personal_sign', ['0x68656c6c6f', account0])
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(account0)
  })

  test('eth_sendTransaction is signed locally and lands on the requested chain', async () => {
    const { dapp } = await connected()
    const client = createPublicClient({ chain: viemChain(world.chains[1]!), transport: http() })
    const before = await client.getBalance({ address: account1 })
    const hash = await dapp.request<Hex>(
      'eth_sendTransaction',
      [{ from: account0, to: account1, value: `0x${parseEther('1').toString(16)}` }],
      42161,
    )
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: account1 })).toBe(before + parseEther('1'))
  })

  test('eth_signTransaction signs without sending', async () => {
    const { dapp } = await connected()
    const signed = await dapp.request<Hex>('eth_signTransaction', [{ from: account0, to: account1, value: '0x1' }], 1)
    expect(await recoverTransactionAddress({ serializedTransaction: signed as never })).toBe(account0)
    expect(parseTransaction(signed)).toMatchObject({ chainId: 1, to: account1.toLowerCase(), value: 1n })
  })

  test('a rejected signature fails with 5000 by default and 4001 when the wallet says so', async () => {
    const { wallet, dapp } = await connected()
    wallet.setMode('reject', 'personal_sign')
    await expect(dapp.request('personal_sign', ['0x00', account0])).rejects.toEqual({
      code: 5000,
      message: 'User rejected.',
    })
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'personal_sign', chainId: 1 })

    const eip1193 = await connected({ rejectionCode: 4001 })
    eip1193.wallet.setMode('reject', 'personal_sign')
    await expect(eip1193.dapp.request('personal_sign', ['0x00', account0])).rejects.toEqual({
      code: 4001,
      message: 'User rejected the request.',
    })
  })

  test('pending requests wait; answers and errors can be forced', async () => {
    const { wallet, dapp } = await connected()
    wallet.setMode('pending', 'personal_sign')
    const signing = dapp.request<Hex>('personal_sign', ['0x01', account0])
    await until(() => wallet.pending().length === 1)
    wallet.approvePending()
    expect(await recoverMessageAddress({ message: { raw: '0x01' }, signature: await signing })).toBe(account0)

    wallet.setAnswer('wallet_getCapabilities', { '0x1': { atomic: { status: 'supported' } } })
    expect(await dapp.request('wallet_getCapabilities', [account0, ['0x1']])).toEqual({
      '0x1': { atomic: { status: 'supported' } },
    })
    wallet.setError('eth_signTypedData_v4', { code: -32603, message: 'Internal error' })
    await expect(dapp.request('eth_signTypedData_v4', [account0, '{}'])).rejects.toEqual({
      code: -32603,
      message: 'Internal error',
    })
  })

  test('wallet_getCapabilities is answered by the wallet for the chains asked', async () => {
    const { dapp } = await connected()
    expect(await dapp.request('wallet_getCapabilities', [account0, ['0xa4b1']])).toEqual({
      '0xa4b1': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    })
  })

  test('wallet_switchEthereumChain to a chain outside the session updates the session and switches', async () => {
    const [wallet, dapp] = [await walletOf(), await dappOf()]
    await pairing(dapp, wallet, [1])
    expect(await dapp.request('wallet_switchEthereumChain', [{ chainId: '0xa4b1' }])).toBeNull()
    expect(dapp.provider.session?.namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:42161'])
    expect(await dapp.request('eth_chainId')).toBe(42161)
    expect(wallet.chainId).toBe(42161)
  })
})

describe('wallet-side changes reach the dapp', () => {
  test('accountsChanged and chainChanged arrive as provider events', async () => {
    const { wallet, dapp } = await connected({
      privateKeys: [testAccounts[0]!.privateKey, testAccounts[1]!.privateKey],
    })
    await wallet.emitAccountsChanged([account1])
    await until(() => dapp.events.some(([name]) => name === 'accountsChanged'))
    expect(dapp.events.find(([name]) => name === 'accountsChanged')).toEqual(['accountsChanged', [account1]])
    expect(await dapp.request('eth_accounts')).toEqual([account1])

    await wallet.emitChainChanged(42161)
    await until(() => dapp.events.some(([name]) => name === 'chainChanged'))
    expect(dapp.events.find(([name]) => name === 'chainChanged')).toEqual(['chainChanged', '42161'])
    expect(await dapp.request('eth_chainId')).toBe(42161)
  })

  test('a disconnect from the wallet ends the session on the dapp (session_delete, then disconnect 6000)', async () => {
    const { wallet, dapp } = await connected()
    const topic = dapp.provider.session!.topic
    await wallet.disconnect()
    await until(() => dapp.events.some(([name]) => name === 'disconnect'))
    expect(dapp.events.filter(([name]) => name === 'session_delete' || name === 'disconnect')).toEqual([
      ['session_delete', { id: expect.any(Number), topic }],
      ['disconnect', { code: 6000, message: 'User disconnected.', data: topic }],
    ])
    expect(dapp.provider.session).toBeUndefined()
    expect(wallet.sessions()).toEqual([])
  })

  test('a disconnect from the dapp ends the session in the wallet', async () => {
    const { wallet, dapp } = await connected()
    await dapp.provider.disconnect()
    await until(() => wallet.sessions().length === 0)
  })

  test('the relay restarts mid-session; both clients come back and the next request succeeds', async () => {
    const { dapp } = await connected()
    await relay.restart()
    await until(() => relay.connections() === 2)
    const signature = await dapp.request<Hex>('personal_sign', ['0x02', account0])
    expect(await recoverMessageAddress({ message: { raw: '0x02' }, signature })).toBe(account0)
  })
})
