import { encodeFunctionData, erc20Abi, type Hex, parseEther, parseUnits, toHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { accountFactoryAbi } from '../accounts/accountAbis.js'
import { accountFactoryAddress } from '../accounts/smartAccounts.js'
import { loggedIn } from '../testing/loggedIn.js'
import { useFrameTestSite } from '../testing/useFrameTestSite.js'

const world = useFrameTestSite({ chains: true })

const mainnet = () => world().chains.chains[0]!
const arbitrum = () => world().chains.chains[1]!
const usdc = (amount: number) => parseUnits(String(amount), 6)
const publicClient = () => world().clients.publicClient(mainnet())
const receipt = (hash: Hex) => publicClient().waitForTransactionReceipt({ hash, pollingInterval: 20 })

/** Funds `address` with ETH and USDC from test account 0. */
async function fund(address: Hex, eth: string, usdcAmount: number) {
  const wallet = world().clients.walletClient(mainnet(), 0)
  await receipt(
    await wallet.sendTransaction({ to: address, value: parseEther(eth), chain: null, account: wallet.account }),
  )
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [address, usdc(usdcAmount)] })
  await receipt(
    await wallet.sendTransaction({ to: mainnet().contracts.usdc, data, chain: null, account: wallet.account }),
  )
}

describe('the smart account', () => {
  test('is offered on both chains, deploys on first use and executes a batch on chain', async () => {
    const device = await loggedIn(world(), 'batch@example.com')
    expect(await device.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({
      smartAccountEnabledNetworks: [1, 42161],
    })
    const { address, isDeployed } = await device.request('INIT_SMART_ACCOUNT')
    expect(isDeployed).toBe(false)
    expect(
      await publicClient().readContract({
        address: accountFactoryAddress,
        abi: accountFactoryAbi,
        functionName: 'getAddress',
        args: [(await device.request('GET_USER')).address as Hex],
      }),
    ).toBe(address)
    expect(await device.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({
      type: 'smartAccount',
      address,
    })
    const user = await device.request('GET_USER')
    expect(user).toMatchObject({ address, preferredAccountType: 'smartAccount', smartAccountDeployed: false })
    expect(user.accounts[0]).toEqual({ address, type: 'smartAccount' })

    const smartAccount = address as Hex
    await fund(smartAccount, '2', 100)
    const [alice, bob] = [world().chains.accounts[7]!.address, world().chains.accounts[8]!.address]
    const [aliceEth, bobUsdc] = [
      await publicClient().getBalance({ address: alice }),
      await world().clients.balanceOf(mainnet(), mainnet().contracts.usdc, bob),
    ]
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, usdc(40)] })
    const { id } = (await device.request('RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: toHex(1),
          from: smartAccount,
          calls: [
            { to: alice, value: toHex(parseEther('0.5')) },
            { to: mainnet().contracts.usdc, data: transfer },
          ],
        },
      ],
    })) as { id: string }
    type CallsStatus = { status: number; atomic: boolean; receipts: { transactionHash: Hex; status: Hex }[] }
    const callsStatus = async () =>
      (await device.request('RPC_REQUEST', { method: 'wallet_getCallsStatus', params: [id] })) as CallsStatus
    // Pending (100) until anvil's miner has put the batch in a block: it mines beside the answer to the send, not
    // before it, so a dapp asks until the batch is confirmed.
    await expect.poll(async () => (await callsStatus()).status, { interval: 20 }).not.toBe(100)
    const status = await callsStatus()
    expect(status).toMatchObject({ status: 200, atomic: true, chainId: '0x1' })
    expect(status.receipts).toHaveLength(1)
    expect(await publicClient().getBalance({ address: alice })).toBe(aliceEth + parseEther('0.5'))
    expect(await world().clients.balanceOf(mainnet(), mainnet().contracts.usdc, bob)).toBe(bobUsdc + usdc(40))
    expect(await publicClient().getBalance({ address: smartAccount })).toBe(parseEther('1.5'))
    expect(await world().clients.balanceOf(mainnet(), mainnet().contracts.usdc, smartAccount)).toBe(usdc(60))
    expect(await device.request('GET_USER')).toMatchObject({ smartAccountDeployed: true })
    // Deployed on chain 1 only.
    expect(await device.request('GET_USER', { chainId: 42161 })).toMatchObject({ smartAccountDeployed: false })
  })

  test('a failing call reverts the whole batch', async () => {
    const device = await loggedIn(world(), 'revert@example.com')
    const { address } = await device.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    await fund(address as Hex, '1', 10)
    const tooMuch = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [world().chains.accounts[8]!.address, usdc(11)],
    })
    await expect(
      device.request('RPC_REQUEST', {
        method: 'wallet_sendCalls',
        params: [
          {
            calls: [
              { to: world().chains.accounts[7]!.address, value: toHex(1n) },
              { to: mainnet().contracts.usdc, data: tooMuch },
            ],
          },
        ],
      }),
    ).rejects.toThrow()
    expect(await publicClient().getBalance({ address: address as Hex })).toBe(parseEther('1'))
  })

  test('its personal_sign and typed-data signatures verify (ERC-6492 before deployment, ERC-1271 after)', async () => {
    const device = await loggedIn(world(), 'signer@example.com')
    const { address } = await device.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    const smartAccount = address as Hex
    const before = (await device.request('RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex('Hello from Foyer'), smartAccount],
    })) as Hex
    expect(before.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true)
    expect(
      await publicClient().verifyMessage({ address: smartAccount, message: 'Hello from Foyer', signature: before }),
    ).toBe(true)
    await fund(smartAccount, '1', 0)
    await device.request('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: smartAccount, to: world().chains.accounts[7]!.address, value: toHex(1000n) }],
    })
    const typedData = {
      domain: { name: 'Foyer', version: '1', chainId: 1 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hi' },
    } as const
    const signature = (await device.request('RPC_REQUEST', {
      method: 'eth_signTypedData_v4',
      params: [smartAccount, JSON.stringify(typedData)],
    })) as Hex
    expect(signature).toHaveLength(132)
    expect(await publicClient().verifyTypedData({ address: smartAccount, signature, ...typedData })).toBe(true)
    expect(
      await publicClient().verifyTypedData({ address: smartAccount, signature, ...typedData, message: { text: 'no' } }),
    ).toBe(false)
  })

  test('is refused where smart accounts are off', async () => {
    const device = await loggedIn(world(), 'off@example.com')
    world().site.control.setSmartAccountNetworks([1])
    await device.request('SWITCH_NETWORK', { chainId: 42161 })
    await expect(device.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).rejects.toThrow(
      'Smart accounts are not enabled on eip155:42161',
    )
    const user = await device.request('GET_USER')
    expect(user.accounts).toEqual([{ address: user.address, type: 'eoa' }])
    expect(arbitrum().chainId).toBe(42161)
  })
})

describe('the EOA', () => {
  test('signs with its key, sends with the gas allowance, and answers reads from the selected chain', async () => {
    const device = await loggedIn(world(), 'eoa@example.com')
    const { address } = await device.request('GET_USER')
    const eoa = address as Hex
    expect(await publicClient().getBalance({ address: eoa })).toBe(parseEther('1'))
    const signature = (await device.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', eoa] })) as Hex
    expect(await publicClient().verifyMessage({ address: eoa, message: 'hi', signature })).toBe(true)
    const hash = (await device.request('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: eoa, to: world().chains.accounts[7]!.address, value: toHex(parseEther('0.25')) }],
    })) as Hex
    expect((await receipt(hash)).status).toBe('success')
    expect(await device.request('RPC_REQUEST', { method: 'eth_chainId' })).toBe('0x1')
    expect(await device.request('RPC_REQUEST', { method: 'eth_accounts' })).toEqual([eoa])
    expect(await device.request('RPC_REQUEST', { method: 'eth_getTransactionCount', params: [eoa, 'latest'] })).toBe(
      '0x1',
    )
    await device.request('SWITCH_NETWORK', { chainId: 'eip155:42161' })
    expect(await device.request('GET_CHAIN_ID')).toEqual({ chainId: 'eip155:42161' })
    expect(await device.request('RPC_REQUEST', { method: 'eth_chainId' })).toBe('0xa4b1')
    expect(await device.request('RPC_REQUEST', { method: 'eth_getTransactionCount', params: [eoa, 'latest'] })).toBe(
      '0x0',
    )
  })

  test('wallet_getCapabilities reports assetDiscovery on every chain, and wallet_getAssets answers', async () => {
    const device = await loggedIn(world(), 'assets@example.com')
    const { address } = await device.request('GET_USER')
    expect(await device.request('RPC_REQUEST', { method: 'wallet_getCapabilities', params: [address] })).toEqual({
      '0x1': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
      '0xa4b1': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    })
    const assets = (await device.request('RPC_REQUEST', {
      method: 'wallet_getAssets',
      params: [{ account: address, chainFilter: ['0x1'] }],
    })) as Record<string, { type: string; balance: string }[]>
    expect(assets['0x1']).toContainEqual(expect.objectContaining({ type: 'NATIVE', balance: toHex(parseEther('1')) }))
  })

  test('a method outside the allowed list, a foreign account, or a rejection by the user is an error reply', async () => {
    const device = await loggedIn(world(), 'guard@example.com')
    const { address } = await device.request('GET_USER')
    await expect(device.request('RPC_REQUEST', { method: 'eth_sign', params: [address, '0x00'] })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    await expect(
      device.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', world().chains.accounts[0]!.address] }),
    ).rejects.toThrow('is not an account of this user')
    await expect(device.request('RPC_REQUEST', { method: 'eth_sendUserOperation', params: [{}] })).rejects.toThrow(
      'eth_sendUserOperation is not supported by the local embedded wallet',
    )
    world().site.control.setApprovalMode('reject', 'personal_sign')
    await expect(device.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', address] })).rejects.toThrow(
      'User rejected the request.',
    )
    world().site.control.setApprovalMode('pending')
    const signing = device.request('RPC_REQUEST', { method: 'eth_signTypedData_v4', params: [address, '{}'] })
    await expect(signing).rejects.toThrow('Invalid params')
    const sending = device.request('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: address, value: '0x1' }],
    })
    expect((await world().site.control.waitForApproval()).method).toBe('eth_sendTransaction')
    world().site.control.approvePending()
    expect(await sending).toMatch(/^0x[0-9a-f]{64}$/)
  })
})
