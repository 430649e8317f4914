import { type Hex, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { loggedIn } from '../../../playground/world/frame/testing/loggedIn.js'
import { useFrameTestSite } from '../../../playground/world/frame/testing/useFrameTestSite.js'
import { formatSiwxMessage, messageFormatFor } from '../rules/siwxMessage.js'
import { createSiwxServer } from './createSiwxServer.js'
import { verifyEip155Message } from './verifyEip155Message.js'

// The eip155 verifier against anvil and the world's embedded wallet: a smart account signs by its owner's key,
// wrapped per ERC-6492 while it is not deployed; viem checks it through the chain (ERC-6492's simulated
// deployment, then the deployed account's ERC-1271 `isValidSignature`).

const world = useFrameTestSite({ chains: true })

const mainnet = () => world().chains.chains[0]!
const client = (chainId: string) => (chainId === 'eip155:1' ? world().clients.publicClient(mainnet()) : undefined)
const rules = { domain: 'app.example.com', chainIds: ['eip155:1'] }
const erc6492Suffix = '6492649264926492649264926492649264926492649264926492649264926492'

const messageFor = (address: string, nonce = 'a1b2c3d4e5f60718') => {
  const now = Date.now()
  return formatSiwxMessage(
    {
      domain: 'app.example.com',
      accountAddress: address,
      uri: 'https://app.example.com/',
      version: '1',
      chainId: 'eip155:1',
      nonce,
      issuedAt: new Date(now).toISOString(),
      expirationTime: new Date(now + 600_000).toISOString(),
    },
    messageFormatFor('eip155:1', 'Ethereum'),
  )
}

/** A user of the embedded wallet on its smart account: the device, and the account's address. */
async function smartAccountUser(email: string) {
  const device = await loggedIn(world(), email)
  const { address } = await device.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
  const sign = async (message: string) =>
    (await device.request('RPC_REQUEST', { method: 'personal_sign', params: [message, address] })) as Hex
  return { device, address: address as Hex, sign }
}

/** Funds the smart account from anvil's account 0, then sends its first transaction, which deploys it. */
async function deploy({ device, address }: Awaited<ReturnType<typeof smartAccountUser>>) {
  const funder = world().clients.walletClient(mainnet(), 0)
  const hash = await funder.sendTransaction({
    to: address,
    value: parseEther('1'),
    chain: null,
    account: funder.account,
  })
  await world().clients.publicClient(mainnet()).waitForTransactionReceipt({ hash, pollingInterval: 20 })
  await device.request('RPC_REQUEST', {
    method: 'eth_sendTransaction',
    params: [{ from: address, to: world().chains.accounts[8]!.address, value: '0x1' }],
  })
  expect(await world().clients.publicClient(mainnet()).getCode({ address })).toMatch(/^0x[0-9a-f]{2,}$/)
}

describe('verifyEip155Message with a client of the chain: smart accounts', () => {
  it('verifies an undeployed smart account by its ERC-6492 signature; without a client it cannot, and refuses', async () => {
    const user = await smartAccountUser('undeployed@example.com')
    const message = messageFor(user.address)
    const signature = await user.sign(message)
    expect(signature.endsWith(erc6492Suffix)).toBe(true)
    expect(await world().clients.publicClient(mainnet()).getCode({ address: user.address })).toBeUndefined()

    const data = await verifyEip155Message({ message, signature, ...rules, client })
    expect(data).toMatchObject({ accountAddress: user.address, chainId: 'eip155:1' })
    await expect(verifyEip155Message({ message, signature, ...rules })).rejects.toMatchObject({
      code: 'SIWX_BAD_SIGNATURE',
    })
  })

  it('verifies a deployed smart account by ERC-1271 (a plain signature of its owner)', async () => {
    const user = await smartAccountUser('deployed@example.com')
    await deploy(user)
    const message = messageFor(user.address)
    const signature = await user.sign(message)
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    const data = await verifyEip155Message({ message, signature, ...rules, client })
    expect(data).toMatchObject({ accountAddress: user.address, chainId: 'eip155:1' })
  })

  it("refuses another smart account's signature, and a message changed after signing, deployed or not", async () => {
    const [mallory, undeployed, deployed] = [
      await smartAccountUser('mallory@example.com'),
      await smartAccountUser('victim-a@example.com'),
      await smartAccountUser('victim-b@example.com'),
    ]
    await deploy(deployed)
    for (const victim of [undeployed, deployed]) {
      const message = messageFor(victim.address)
      await expect(
        verifyEip155Message({ message, signature: await mallory.sign(message), ...rules, client }),
        victim.address,
      ).rejects.toMatchObject({ code: 'SIWX_BAD_SIGNATURE' })
      const signature = await victim.sign(message)
      await expect(
        verifyEip155Message({
          message: message.replace('a1b2c3d4e5f60718', 'ffffffffffffffff'),
          signature,
          ...rules,
          client,
        }),
      ).rejects.toMatchObject({ code: 'SIWX_BAD_SIGNATURE' })
      await expect(verifyEip155Message({ message, signature: '0x1234', ...rules, client })).rejects.toMatchObject({
        code: 'SIWX_BAD_SIGNATURE',
      })
    }
  })
})

describe("createSiwxServer with each chain's RPC URL", () => {
  it('verifies an undeployed smart account through the URL of the chain the message names, once', async () => {
    const server = createSiwxServer({ ...rules, rpcUrls: { 'eip155:1': mainnet().rpcUrl } })
    const user = await smartAccountUser('server@example.com')
    const message = messageFor(user.address, server.nonce())
    const signature = await user.sign(message)
    expect(await server.verify({ message, signature })).toMatchObject({ accountAddress: user.address })
    await expect(server.verify({ message, signature })).rejects.toMatchObject({ code: 'SIWX_NONCE_UNKNOWN' })
  })
})
