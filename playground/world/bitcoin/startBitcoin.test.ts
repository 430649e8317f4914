import { address, Psbt, payments, script, Transaction } from 'bitcoinjs-lib'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { type BitcoinKey, bitcoinKeys, bitcoinNetwork } from '../wallets/bitcoin/bitcoinKeys.js'
import { bitcoinTestAccounts } from '../wallets/bitcoin/bitcoinTestAccounts.js'
import { signPsbt } from '../wallets/bitcoin/signPsbt.js'
import { type BitcoinRuntime, startBitcoin } from './startBitcoin.js'

let node: BitcoinRuntime
beforeAll(async () => {
  node = await startBitcoin()
})
afterAll(() => node?.stop())
beforeEach(() => node.reset())

const [alicePay, aliceOrd] = bitcoinKeys(bitcoinTestAccounts[0]!) as [BitcoinKey, BitcoinKey]
const bob = bitcoinTestAccounts[1]!.payment.address

type Utxo = { txid: string; vout: number; value: number; status: { confirmed: boolean } }
const get = (path: string) => fetch(`${node.url}${path}`)
const utxos = async (address: string) => (await (await get(`/address/${address}/utxo`)).json()) as Utxo[]
const balance = async (address: string) => (await utxos(address)).reduce((sum, utxo) => sum + utxo.value, 0)
const post = (hex: string) => fetch(`${node.url}/tx`, { method: 'POST', body: hex })

/** Spends `from`'s coins (all, or the first `count`) to `to`, the change back; signed by the test wallet's signPsbt. */
async function transfer(from: BitcoinKey, to: string, amount: number, { fee = 1_000, count = Infinity } = {}) {
  const coins = (await utxos(from.address)).slice(0, count)
  const psbt = new Psbt({ network: bitcoinNetwork })
  for (const coin of coins)
    psbt.addInput({
      hash: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: from.output, value: BigInt(coin.value) },
      ...(from.redeemScript ? { redeemScript: from.redeemScript } : {}),
      ...(from.internalKey ? { tapInternalKey: from.internalKey } : {}),
    })
  const total = coins.reduce((sum, coin) => sum + coin.value, 0)
  psbt.addOutput({ address: to, value: BigInt(amount) })
  if (total - amount - fee > 0) psbt.addOutput({ address: from.address, value: BigInt(total - amount - fee) })
  const signed = Psbt.fromBuffer(signPsbt(psbt.toBuffer(), [{ key: from, indexes: coins.map((_, i) => i) }]))
  return signed.finalizeAllInputs().extractTransaction(true)
}

/** One coin of `from` (P2SH-P2WPKH) spent to `to` for more than it holds, signed by hand (a PSBT would refuse). */
async function overspend(from: BitcoinKey, to: string) {
  const [coin] = await utxos(from.address)
  const tx = new Transaction()
  tx.version = 2
  tx.addInput(Uint8Array.from(Buffer.from(coin!.txid, 'hex')).reverse(), coin!.vout)
  tx.addOutput(address.toOutputScript(to, bitcoinNetwork), BigInt(coin!.value + 1))
  const scriptCode = payments.p2pkh({ pubkey: from.signer.publicKey }).output!
  const hash = tx.hashForWitnessV0(0, scriptCode, BigInt(coin!.value), Transaction.SIGHASH_ALL)
  tx.setWitness(0, [script.signature.encode(from.signer.sign(hash), Transaction.SIGHASH_ALL), from.signer.publicKey])
  tx.setInputScript(0, script.compile([from.redeemScript!]))
  return tx
}

describe('the regtest Esplora service', () => {
  test('the test accounts start funded: UTXOs, address stats, tip and fee estimates', async () => {
    expect(await utxos(alicePay.address)).toEqual([
      expect.objectContaining({ vout: 0, value: 100_000_000, status: expect.objectContaining({ confirmed: true }) }),
      expect.objectContaining({ vout: 1, value: 50_000_000 }),
    ])
    expect(await balance(bob)).toBe(150_000_000)
    expect(await balance(aliceOrd.address)).toBe(0)
    const stats = await (await get(`/address/${alicePay.address}`)).json()
    expect(stats).toMatchObject({ chain_stats: { funded_txo_count: 2, funded_txo_sum: 150_000_000, tx_count: 1 } })
    expect(Number(await (await get('/blocks/tip/height')).text())).toBe(101)
    expect(await (await get('/fee-estimates')).json()).toMatchObject({ 1: expect.any(Number), 6: expect.any(Number) })
    const [coin] = await utxos(alicePay.address)
    const raw = await (await get(`/tx/${coin!.txid}/hex`)).text()
    expect(Transaction.fromHex(raw).getId()).toBe(coin!.txid)
  })

  test('a transfer signed by the test wallet is mined: both balances change by the amount and the fee', async () => {
    const tx = await transfer(alicePay, bob, 20_000_000)
    const answer = await post(tx.toHex())
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe(tx.getId())
    expect(await balance(bob)).toBe(170_000_000)
    expect(await balance(alicePay.address)).toBe(150_000_000 - 20_000_000 - 1_000)
    expect(Number(await (await get('/blocks/tip/height')).text())).toBe(102)
    expect(await (await get(`/tx/${tx.getId()}/hex`)).text()).toBe(tx.toHex())
  })

  test('a taproot key-path spend (the ordinals address) verifies too', async () => {
    expect((await post((await transfer(alicePay, aliceOrd.address, 30_000)).toHex())).status).toBe(200)
    const back = await transfer(aliceOrd, alicePay.address, 20_000, { fee: 500 })
    const answer = await post(back.toHex())
    expect(await answer.text()).toBe(back.getId())
    expect(await balance(aliceOrd.address)).toBe(30_000 - 20_000 - 500)
  })

  test('a double spend is refused with 400, and nothing changes', async () => {
    const first = await transfer(alicePay, bob, 1_000_000, { count: 1 })
    const second = await transfer(alicePay, bob, 2_000_000, { count: 1 })
    expect((await post(first.toHex())).status).toBe(200)
    const again = await post(first.toHex())
    expect(again.status).toBe(400)
    expect(again.headers.get('access-control-allow-origin')).toBe('*')
    const conflicting = await post(second.toHex())
    expect(conflicting.status).toBe(400)
    expect(await conflicting.text()).toMatch(/txn-mempool-conflict/)
    expect(await balance(bob)).toBe(151_000_000)
  })

  test('a bad signature, outputs over inputs, an unknown input and garbage are refused with 400', async () => {
    const tx = await transfer(alicePay, bob, 5_000_000)
    const tampered = Transaction.fromHex(tx.toHex())
    const signature = tampered.ins[0]!.witness[0]!
    signature[10] = signature[10]! ^ 0xff
    const bad = await post(tampered.toHex())
    expect(bad.status).toBe(400)
    expect(await bad.text()).toMatch(/mandatory-script-verify-flag-failed/)
    const greedy = await overspend(alicePay, bob)
    expect(await (await post(greedy.toHex())).text()).toMatch(/bad-txns-in-belowout/)
    const unknown = Transaction.fromHex(tx.toHex())
    unknown.ins[0]!.hash = new Uint8Array(32).fill(7)
    expect(await (await post(unknown.toHex())).text()).toMatch(/bad-txns-inputs-missingorspent/)
    const garbage = await post('00ff')
    expect(garbage.status).toBe(400)
    expect(await garbage.text()).toMatch(/TX decode failed/)
    expect((await get('/address/not-an-address/utxo')).status).toBe(400)
    expect(await balance(bob)).toBe(150_000_000)
  })
})
