import { decodeSignature, pubkeyToAddress, serializeSignDoc, type StdSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromHex, toBase64 } from '@cosmjs/encoding'
import { createFoyer, type Foyer, type Kernel } from 'foyer'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { type CosmosRest, startCosmosRest } from '../../playground/world/cosmos/startCosmosRest.js'
import { cosmosTestAccounts } from '../../playground/world/wallets/cosmos/cosmosTestAccounts.js'
import {
  createKeplrTestWallet,
  type KeplrTestWallet,
} from '../../playground/world/wallets/cosmos/createKeplrTestWallet.js'
import { adr36SignDoc } from 'foyer/kit'
import { cosmosAdapter, cosmosNetwork } from './index.js'

// The cosmos adapter in Node against the world's REST stand-in, the Keplr-style test wallet as an app's connector
// (window.keplr discovery runs in Chromium: tests/browser/cosmosPolkadot.test.ts).

let rest: CosmosRest
beforeAll(async () => {
  rest = await startCosmosRest()
})
afterAll(() => rest?.stop())

const [first] = cosmosTestAccounts
let wallet: KeplrTestWallet
let foyer: Foyer
let kernel: Kernel
const network = () => cosmosNetwork({ chainId: rest.chainId, name: 'Cosmos (local)', restUrl: rest.restUrl })

/** The storage keys written since the start (the kernel's wallet and recentWallets among them after a connect). */
let written: string[]

beforeEach(async () => {
  rest.reset()
  wallet = createKeplrTestWallet()
  const memory = createMemoryBackend()
  written = []
  foyer = createFoyer({
    projectId: 'test',
    networks: [network()],
    storage: {
      ...memory,
      setItem(key, value) {
        written.push(key)
        memory.setItem(key, value)
      },
    },
    adapters: [
      cosmosAdapter({ injected: false, connectors: [{ id: 'test', name: 'Keplr', getProvider: () => wallet.keplr }] }),
    ],
  })
  kernel = await foyer.ready()
  return () => foyer.destroy()
})

const connect = () => kernel.connections.connect({ namespace: 'cosmos', connectorId: 'test' })
const signMessage = (message: string) =>
  kernel.adapters.getOrThrow('cosmos').signMessage({ connectorId: 'test', address: first!.address, message })

/**
 * ADR-36 verified with @cosmjs/amino and @cosmjs/crypto only (WALLETS.md §4.4): the answer is the StdSignature as
 * JSON, its public key the wallet's.
 */
async function verifies(answer: string, message: string) {
  const stdSignature = JSON.parse(answer) as { pub_key: { type: string; value: string }; signature: string }
  expect(stdSignature.pub_key).toEqual({
    type: 'tendermint/PubKeySecp256k1',
    value: toBase64(fromHex(first!.publicKey)),
  })
  const { pubkey, signature: bytes } = decodeSignature(stdSignature)
  const doc = adr36SignDoc(first!.address, message) as StdSignDoc
  return (
    pubkeyToAddress(stdSignature.pub_key, 'cosmos') === first!.address &&
    Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(bytes), sha256(serializeSignDoc(doc)), pubkey)
  )
}

describe('cosmos against the world’s dev chain', () => {
  test('connecting adds the dev chain to the wallet, enables it and gives the key’s address; the balance is the REST API’s', async () => {
    expect(await connect()).toEqual([{ address: first!.address, type: 'eoa' }])
    expect(wallet.enabledChains).toEqual([rest.chainId])
    expect(wallet.requests.map((request) => request.method)).toEqual(['experimentalSuggestChain', 'enable', 'getKey'])
    expect(foyer.getState().chains.cosmos?.accountState.caipAddress).toBe(`cosmos:${rest.chainId}:${first!.address}`)
    expect(
      await kernel.adapters.capability('cosmos', 'getBalance')({ address: first!.address, network: network() }),
    ).toEqual({
      balance: '1000',
      symbol: 'ATOM',
    })
  })

  test('a signed message is an ADR-36 StdSignature (JSON) that @cosmjs/amino verifies for the address', async () => {
    await connect()
    const signature = await signMessage('hello foyer')
    expect(await verifies(signature, 'hello foyer')).toBe(true)
    expect(await verifies(signature, 'another message')).toBe(false)
  })

  test('refusals are UserRejectedRequestError: connecting, and signing', async () => {
    wallet.setMode('reject')
    await expect(connect()).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(foyer.getState().chains.cosmos?.accountState.status).toBe('disconnected')
    wallet.setMode('approve')
    await connect()
    wallet.setMode('reject', 'signArbitrary')
    await expect(signMessage('no')).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })

  test('malformed answers are refused: a key without its public key, a short signature', async () => {
    wallet.setAnswer('getKey', { bech32Address: first!.address })
    await expect(connect()).rejects.toMatchObject({ cause: { code: 'INVALID_WALLET_ANSWER' } })
    wallet.clearAnswer()
    await connect()
    wallet.setAnswer('signArbitrary', {
      pub_key: { type: 't', value: toBase64(fromHex(first!.publicKey)) },
      signature: 'AAAA',
    })
    await expect(signMessage('hi')).rejects.toMatchObject({ code: 'INVALID_WALLET_ANSWER' })
  })

  test('a getKey answering nothing fails to connect (“Failed to connect”), stays disconnected and stores nothing', async () => {
    wallet.setAnswer('getKey', undefined)
    await expect(connect()).rejects.toMatchObject({ code: 'CONNECT_FAILED', shortMessage: 'Failed to connect' })
    expect(foyer.getState().chains.cosmos?.accountState.status).toBe('disconnected')
    expect(written.filter((key) => /:(wallet|recentWallets|connections)$/.test(key))).toEqual([])
  })

  test('an address without coins has a zero balance; a REST failure is a coded error', async () => {
    const stranger = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'
    const getBalance = kernel.adapters.capability('cosmos', 'getBalance')
    expect(await getBalance({ address: stranger, network: network() })).toEqual({ balance: '0', symbol: 'ATOM' })
    await expect(getBalance({ address: 'nope', network: network() })).rejects.toMatchObject({
      code: 'HTTP_REQUEST_FAILED',
    })
  })
})
