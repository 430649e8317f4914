import { networks, Psbt } from 'bitcoinjs-lib'
import { createFoyer, type Kernel } from 'foyer'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { bitcoinKeys } from '../../playground/world/wallets/bitcoin/bitcoinKeys.js'
import { bitcoinTestAccounts } from '../../playground/world/wallets/bitcoin/bitcoinTestAccounts.js'
import { signPsbt } from '../../playground/world/wallets/bitcoin/signPsbt.js'
import { bitcoinNetwork, bitcoinTestnetReference } from './bitcoinNetworks.js'
import { bip122Adapter } from './index.js'

// What a wallet signs must be the PSBT it was asked to sign (found by fuzzing: a wallet's PSBT of another
// transaction was finalized and broadcast). The network's Esplora URL is a closed port: a transfer that got as far
// as broadcasting would fail with NETWORK_REQUEST_FAILED, not the wallet's INVALID_WALLET_ANSWER.

const [alice, bob] = bitcoinTestAccounts as [(typeof bitcoinTestAccounts)[0], (typeof bitcoinTestAccounts)[0]]
const [payment] = bitcoinKeys(alice)
const network = bitcoinNetwork({
  reference: bitcoinTestnetReference,
  name: 'Testnet',
  esploraUrl: 'http://127.0.0.1:9',
})

/** An unsigned PSBT spending one of Alice's coins to Bob (`sats` of it). */
const transfer = (sats: bigint) => {
  const psbt = new Psbt({ network: networks.testnet })
  psbt.addInput({
    hash: '11'.repeat(32),
    index: 0,
    witnessUtxo: { script: payment!.output, value: 100_000n },
    redeemScript: payment!.redeemScript!,
  })
  psbt.addOutput({ address: bob.payment.address, value: sats })
  return psbt.toBase64()
}
const signed = (base64: string) =>
  Psbt.fromBuffer(signPsbt(Psbt.fromBase64(base64).toBuffer(), [{ key: payment!, indexes: [0] }])).toBase64()

let answer: (asked: { psbt: string }) => string
let asked = 0
let kernel: Kernel
beforeEach(async () => {
  asked = 0
  const addresses = [{ address: alice.payment.address, publicKey: alice.payment.publicKey, purpose: 'payment' }]
  const wallet = {
    async request(method: string, params: { psbt: string }) {
      if (method === 'getAddresses') return { result: { addresses } }
      asked++
      return { result: { psbt: answer(params) } }
    },
  }
  const foyer = createFoyer({
    projectId: 'p',
    networks: [network],
    storage: createMemoryBackend(),
    logLevel: 'silent',
    adapters: [
      bip122Adapter({
        walletStandard: false,
        satsConnect: false,
        walletConnect: false,
        connectors: [{ id: 'sats', name: 'Sats', getWallet: () => wallet }],
      }),
    ],
  })
  kernel = await foyer.ready()
  await kernel.connections.connect({ namespace: 'bip122', connectorId: 'sats' })
  return () => foyer.destroy()
})
afterEach(() => {
  answer = () => ''
})

const sign = (psbt: string, broadcast: boolean) =>
  kernel.adapters.capability(
    'bip122',
    'signPsbt',
  )({ connectorId: 'sats', psbt, signInputs: [{ address: alice.payment.address, index: 0 }], broadcast })

test('the wallet’s signature of the asked PSBT is handed back', async () => {
  answer = ({ psbt }) => signed(psbt)
  expect(await sign(transfer(50_000n), false)).toEqual({ psbt: signed(transfer(50_000n)) })
})

test('a PSBT of another transaction, properly signed, is INVALID_WALLET_ANSWER: not handed back, not broadcast', async () => {
  answer = () => signed(transfer(90_000n))
  await expect(sign(transfer(50_000n), false)).rejects.toMatchObject({ code: 'INVALID_WALLET_ANSWER' })
  await expect(sign(transfer(50_000n), true)).rejects.toMatchObject({ code: 'INVALID_WALLET_ANSWER' })
})

test('an answer that is no PSBT is INVALID_WALLET_ANSWER', async () => {
  answer = () => 'cHNidP8='
  await expect(sign(transfer(50_000n), true)).rejects.toMatchObject({ code: 'INVALID_WALLET_ANSWER' })
})

test('a PSBT to sign that is not one is refused before the wallet is asked', async () => {
  answer = ({ psbt }) => psbt
  await expect(sign('not a psbt', false)).rejects.toMatchObject({ code: 'SOMETHING_WENT_WRONG' })
  expect(asked).toBe(0)
})
