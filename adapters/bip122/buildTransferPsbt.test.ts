import { expect, test } from 'vitest'
import { hasErrorCode } from 'foyer'
import { bitcoinNetwork } from './bitcoinNetworks.js'
import { buildTransferPsbt } from './buildTransferPsbt.js'
import { loadBitcoinJs } from './loadBitcoinJs.js'

// The world's test account 0 (P2SH-P2WPKH payment address and its key) and account 1's payment address.
const from = {
  address: '2N2bjA9C1maBSJQJgeLGgcfLJvmEdTL7xXW',
  publicKey: '026b639a0294bffb124167759261b7aa20b401c6c1fc7812c9f702d181143886b2',
}
const recipient = '2N3E5mefYpod7YsAsRuaU7n1wN7T9Q5zMy5'
const network = bitcoinNetwork({ name: 'Regtest', esploraUrl: 'http://127.0.0.1:1' })
const coin = (n: number, value: number) => ({ txid: String(n).repeat(64).slice(0, 64), vout: 0, value })
const utxos = [coin(1, 10_000), coin(2, 1_000_000), coin(3, 50_000)]

test('the largest coins first until they cover the amount and the fee; change back; inputs ready to sign', async () => {
  const lib = await loadBitcoinJs()
  const built = buildTransferPsbt(lib, { network, from, recipient, amount: 60_000n, utxos, feeRate: 2 })
  const psbt = lib.Psbt.fromBase64(built.psbt, { network: lib.networks.regtest })
  expect(psbt.txInputs.map((input) => input.index)).toEqual([0])
  expect(psbt.data.inputs[0]).toMatchObject({
    witnessUtxo: { value: 1_000_000n },
    redeemScript: expect.any(Uint8Array),
  })
  expect(psbt.txOutputs.map((output) => [output.address, output.value])).toEqual([
    [recipient, 60_000n],
    [from.address, 1_000_000n - 60_000n - built.fee],
  ])
  expect(built.fee).toBe(BigInt(Math.ceil((11 + 91 + 2 * 43) * 2)))
  expect(built.inputs).toEqual([0])
})

test('too little money, a bad recipient, dust, and a key that is not the address are refused with codes', async () => {
  const lib = await loadBitcoinJs()
  const refused = (change: Partial<Parameters<typeof buildTransferPsbt>[1]>) => {
    try {
      buildTransferPsbt(lib, { network, from, recipient, amount: 60_000n, utxos, feeRate: 2, ...change })
      return undefined
    } catch (error) {
      return error
    }
  }
  expect(hasErrorCode(refused({ amount: 1_060_000n }), 'BIP122_INSUFFICIENT_FUNDS')).toBe(true)
  expect(hasErrorCode(refused({ recipient: 'bc1qnotanaddress' }), 'BIP122_INVALID_ADDRESS')).toBe(true)
  expect(hasErrorCode(refused({ amount: 100n }), 'BIP122_INVALID_AMOUNT')).toBe(true)
  const otherKey = { ...from, publicKey: `03${'11'.repeat(32)}` }
  expect(hasErrorCode(refused({ from: otherKey }), 'BIP122_UNSUPPORTED_ADDRESS')).toBe(true)
})
