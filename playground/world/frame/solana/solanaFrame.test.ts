// The embedded wallet on the Solana localnet: a transfer built with @solana/web3.js 1.98 is signed by the frame
// (SERVICES §6.1's shapes, base58 as the auth provider sends them) and lands on the litesvm front.
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { type SolanaRuntime, startSolana } from '../../solana/startSolana.js'
import { FrameErrorReply } from '../testing/frameDevice.js'
import { loggedIn } from '../testing/loggedIn.js'
import { type FrameTestSite, startFrameTestSite } from '../testing/startFrameTestSite.js'

let solana: SolanaRuntime
let world: FrameTestSite
let connection: Connection
beforeAll(async () => {
  solana = await startSolana()
  world = await startFrameTestSite({ solana })
  connection = new Connection(solana.rpcUrl, 'confirmed')
})
afterAll(async () => {
  await world?.stop()
  await solana?.stop()
})
beforeEach(async () => {
  solana.reset()
  await world.site.control.reset()
})

const recipient = () => new PublicKey(solana.accounts[5]!.address)

async function solanaUser(email: string) {
  const device = await loggedIn(world, email)
  expect(await device.request('SWITCH_NETWORK', { chainId: solana.caipNetworkId })).toEqual({
    chainId: solana.caipNetworkId,
  })
  const user = await device.request('GET_USER')
  return { device, user, owner: new PublicKey(user.address) }
}

async function transfer(from: PublicKey, lamports: number) {
  const { blockhash } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: from, recentBlockhash: blockhash })
  transaction.add(SystemProgram.transfer({ fromPubkey: from, toPubkey: recipient(), lamports }))
  return base58.encode(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
}

describe('the embedded wallet on Solana', () => {
  test('a logged-in user has a funded Solana account on the localnet chain', async () => {
    const { device, user, owner } = await solanaUser('sol@example.com')
    expect(user).toMatchObject({
      chainId: solana.caipNetworkId,
      accounts: [{ address: user.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
    })
    expect(await device.request('GET_CHAIN_ID')).toEqual({ chainId: solana.caipNetworkId })
    expect(await connection.getBalance(owner)).toBe(LAMPORTS_PER_SOL)
    expect((await device.request('GET_USER', { chainId: 'eip155:1' })).address).toMatch(/^0x/)
  })

  test('signs and sends a web3.js transfer, and the balances change', async () => {
    const { device, owner } = await solanaUser('send@example.com')
    const before = await connection.getBalance(recipient())
    const { signature } = (await device.request('RPC_REQUEST', {
      method: 'solana_signAndSendTransaction',
      params: { transaction: await transfer(owner, 250_000_000) },
      chainNamespace: 'solana',
      chainId: solana.caipNetworkId,
    })) as { signature: string }
    await connection.confirmTransaction(signature, 'confirmed')
    expect(await connection.getBalance(recipient())).toBe(before + 250_000_000)
    expect(await connection.getBalance(owner)).toBeLessThan(LAMPORTS_PER_SOL - 250_000_000)
  })

  test('signTransaction and signAllTransactions return transactions that verify and send', async () => {
    const { device, owner } = await solanaUser('sign@example.com')
    const { transaction } = (await device.request('RPC_REQUEST', {
      method: 'solana_signTransaction',
      params: { transaction: await transfer(owner, 1000) },
      chainNamespace: 'solana',
    })) as { transaction: string }
    const signed = Transaction.from(base58.decode(transaction))
    expect(signed.verifySignatures()).toBe(true)
    const { transactions } = (await device.request('RPC_REQUEST', {
      method: 'solana_signAllTransactions',
      params: { transactions: [await transfer(owner, 2000), await transfer(owner, 3000)] },
      chainNamespace: 'solana',
    })) as { transactions: string[] }
    expect(transactions.map((entry) => Transaction.from(base58.decode(entry)).verifySignatures())).toEqual([true, true])
    const before = await connection.getBalance(recipient())
    await connection.confirmTransaction(await connection.sendRawTransaction(signed.serialize()), 'confirmed')
    expect(await connection.getBalance(recipient())).toBe(before + 1000)
  })

  test('signMessage signs with the account key; a foreign pubkey and a rejection are refused', async () => {
    const { device, owner } = await solanaUser('msg@example.com')
    const message = new TextEncoder().encode('Hello from Foyer')
    const { signature } = (await device.request('RPC_REQUEST', {
      method: 'solana_signMessage',
      params: { message: base58.encode(message), pubkey: owner.toBase58() },
      chainNamespace: 'solana',
    })) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, owner.toBytes())).toBe(true)
    const stranger = Keypair.generate().publicKey.toBase58()
    await expect(
      device.request('RPC_REQUEST', {
        method: 'solana_signMessage',
        params: { message: base58.encode(message), pubkey: stranger },
        chainNamespace: 'solana',
      }),
    ).rejects.toThrow(`${stranger} is not an account of this user on Solana`)
    world.site.control.setApprovalMode('reject')
    await expect(
      device.request('RPC_REQUEST', {
        method: 'solana_signAndSendTransaction',
        params: { transaction: await transfer(owner, 1000) },
        chainNamespace: 'solana',
      }),
    ).rejects.toBeInstanceOf(FrameErrorReply)
  })

  test('a transaction that needs no signature from the user is refused', async () => {
    const { device } = await solanaUser('other@example.com')
    await expect(
      device.request('RPC_REQUEST', {
        method: 'solana_signTransaction',
        params: { transaction: await transfer(recipient(), 1000) },
        chainNamespace: 'solana',
      }),
    ).rejects.toThrow(/needs no signature from/)
  })
})
