import { createWalletClient, type Hex, http, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { SmartSession } from '../../../../plugins/sessions/schemas.js'
import { jsonRpc } from '../../chains/jsonRpc.js'
import { viemChain } from '../../chains/viemChain.js'
import { smartAccountAbi } from '../accounts/accountAbis.js'
import type { SessionLog } from '../site/SessionLog.js'
import { loggedIn } from '../testing/loggedIn.js'
import { type FrameTestSite, startFrameTestSite } from '../testing/startFrameTestSite.js'

// Smart sessions (ERC-7715) on the world's smart account: a grant through the frame gives the app's session key
// a native-token spending limit and an expiry that the contract enforces on anvil; revokes end it.

const granted: { caipAddress: string; session: SmartSession }[] = []
const revoked: { caipAddress: string; context: string }[] = []
const sessionLog: SessionLog = {
  granted: (caipAddress, session) => void granted.push({ caipAddress, session }),
  revoked: (caipAddress, context) => void revoked.push({ caipAddress, context }),
}

let world: FrameTestSite
beforeAll(async () => {
  world = await startFrameTestSite({ sessionLog })
})
afterAll(() => world?.stop())
beforeEach(async () => {
  await world.chains.reset()
  await world.site.control.reset()
  granted.length = 0
  revoked.length = 0
})

const mainnet = () => world.chains.chains[0]!
const publicClient = () => world.clients.publicClient(mainnet())
const receipt = (hash: Hex) => publicClient().waitForTransactionReceipt({ hash, pollingInterval: 20 })
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

/** A session key the app holds, with ether for gas. */
async function sessionKey() {
  const account = privateKeyToAccount(generatePrivateKey())
  await jsonRpc(mainnet().rpcUrl, 'anvil_setBalance', [account.address, toHex(parseEther('1'))])
  const client = createWalletClient({ account, chain: viemChain(mainnet()), transport: http(mainnet().rpcUrl) })
  /** Sends `value` from the smart account to `to` as the session key. */
  const spend = async (smartAccount: Hex, to: Hex, value: bigint) =>
    receipt(
      await client.writeContract({
        address: smartAccount,
        abi: smartAccountAbi,
        functionName: 'executeAsSession',
        args: [to, value],
      }),
    )
  return { account, spend }
}

/** A logged-in user on its smart account, funded with 1 ETH. */
async function smartAccountUser(email: string) {
  const device = await loggedIn(world, email)
  const { address } = await device.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
  const wallet = world.clients.walletClient(mainnet(), 0)
  const to = address as Hex
  await receipt(await wallet.sendTransaction({ to, value: parseEther('1'), chain: null, account: wallet.account }))
  return { device, smartAccount: to }
}

const grant = (publicKey: Hex, allowance: string, expiry = inAnHour()) => ({
  method: 'wallet_grantPermissions',
  params: [
    {
      chainId: toHex(1),
      expiry,
      signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey }] } },
      permissions: [
        { type: 'native-token-recurring-allowance', data: { allowance: toHex(parseEther(allowance)), period: 86400 } },
      ],
      policies: [],
    },
  ],
})

describe('smart sessions on the smart account', () => {
  test('a grant lets the session key spend within its limit, never beyond, and is recorded', async () => {
    const { device, smartAccount } = await smartAccountUser('sessions@example.com')
    const key = await sessionKey()
    const answer = (await device.request('RPC_REQUEST', grant(key.account.publicKey, '0.1'))) as {
      permissionsContext: Hex
      address: Hex
      signerData: { submitToAddress: Hex }
    }
    expect(answer.address).toBe(smartAccount)
    expect(answer.permissionsContext).toMatch(/^0x[0-9a-f]{128}$/)
    expect(granted).toHaveLength(1)
    expect(granted[0]?.caipAddress).toBe(`eip155:1:${smartAccount}`)
    expect(granted[0]?.session).toMatchObject({ context: answer.permissionsContext, revokedAt: null })

    const bob = world.chains.accounts[8]!.address
    const before = await publicClient().getBalance({ address: bob })
    await key.spend(smartAccount, bob, parseEther('0.06'))
    expect(await publicClient().getBalance({ address: bob })).toBe(before + parseEther('0.06'))
    // 0.04 is left: 0.05 is refused on chain.
    await expect(key.spend(smartAccount, bob, parseEther('0.05'))).rejects.toThrow(/SpendingLimitExceeded/)
    await key.spend(smartAccount, bob, parseEther('0.04'))
    expect(await publicClient().getBalance({ address: bob })).toBe(before + parseEther('0.1'))
  })

  test('wallet_revokePermissions ends the session on chain and records it', async () => {
    const { device, smartAccount } = await smartAccountUser('revoke@example.com')
    const key = await sessionKey()
    const { permissionsContext } = (await device.request('RPC_REQUEST', grant(key.account.publicKey, '0.1'))) as {
      permissionsContext: Hex
    }
    await device.request('RPC_REQUEST', { method: 'wallet_revokePermissions', params: [{ permissionsContext }] })
    expect(revoked).toEqual([{ caipAddress: `eip155:1:${smartAccount}`, context: permissionsContext }])
    await expect(key.spend(smartAccount, world.chains.accounts[8]!.address, 1n)).rejects.toThrow(/NoSession/)
  })

  test('a revoke through the data API revokes the key on chain', async () => {
    const { device, smartAccount } = await smartAccountUser('api-revoke@example.com')
    const key = await sessionKey()
    await device.request('RPC_REQUEST', grant(key.account.publicKey, '0.1'))
    const session = granted[0]?.session
    await world.site.revokeSession(`eip155:1:${smartAccount}`, session?.context ?? null)
    await expect(key.spend(smartAccount, world.chains.accounts[8]!.address, 1n)).rejects.toThrow(/NoSession/)
  })

  test('an EOA has no session keys: the grant is refused', async () => {
    const device = await loggedIn(world, 'eoa-sessions@example.com')
    const key = await sessionKey()
    await expect(device.request('RPC_REQUEST', grant(key.account.publicKey, '0.1'))).rejects.toThrow(
      /needs the smart account/,
    )
    expect(granted).toEqual([])
  })

  test('after its expiry the session key can spend nothing', async () => {
    const { device, smartAccount } = await smartAccountUser('expiry@example.com')
    const key = await sessionKey()
    const block = await publicClient().getBlock()
    await device.request('RPC_REQUEST', grant(key.account.publicKey, '0.1', Number(block.timestamp) + 60))
    await jsonRpc(mainnet().rpcUrl, 'evm_increaseTime', [toHex(120)])
    await jsonRpc(mainnet().rpcUrl, 'evm_mine', [])
    await expect(key.spend(smartAccount, world.chains.accounts[8]!.address, 1n)).rejects.toThrow(/SessionExpired/)
  })
})
