// The Bitcoin test wallet through both interfaces; signatures checked with bip322-js, PSBTs with bitcoinjs-lib.
import * as ecc from '@bitcoinerlab/secp256k1'
import { base64, hex } from '@scure/base'
import { Verifier } from 'bip322-js'
import { initEccLib, networks, Psbt, payments } from 'bitcoinjs-lib'
import { beforeEach, expect, test } from 'vitest'
import { bitcoinTestAccounts } from './bitcoinTestAccounts.js'
import { type BitcoinTestWallet, createBitcoinTestWallet } from './createBitcoinTestWallet.js'

initEccLib(ecc)
const network = networks.testnet
const { payment, ordinals } = bitcoinTestAccounts[0]!
let wallet: BitcoinTestWallet
beforeEach(() => {
  wallet = createBitcoinTestWallet()
})

type Feature = (...args: any[]) => Promise<any>
const feature = (name: string, method: string) =>
  (wallet.wallet.features[name as `${string}:${string}`] as Record<string, Feature>)[method]!
const request = (method: string, params?: unknown) => wallet.provider.request(method, params) as Promise<any>
const connect = () =>
  request('getAddresses', { purposes: ['payment', 'ordinals', 'stacks'], message: 'Connect to your wallet' })

test('sats-connect getAddresses asks the user once, then answers payment first and ordinals second (testnet)', async () => {
  const answer = await connect()
  expect(answer).toMatchObject({ jsonrpc: '2.0', id: expect.any(String) })
  expect(answer.result.network.bitcoin.name).toBe('Testnet')
  expect(answer.result.addresses).toEqual([
    {
      address: payment.address,
      publicKey: payment.publicKey,
      purpose: 'payment',
      addressType: 'p2sh',
      walletType: 'software',
    },
    {
      address: ordinals.address,
      publicKey: ordinals.publicKey.slice(2),
      purpose: 'ordinals',
      addressType: 'p2tr',
      walletType: 'software',
    },
  ])
  wallet.setMode('reject')
  expect((await connect()).result.addresses).toHaveLength(2) // authorized: no second prompt
})

test('signMessage: ECDSA for the P2SH payment address, BIP-322 for taproot and on request; all verify with bip322-js', async () => {
  await connect()
  const message = 'Sign in to the world'
  const ecdsa = (await request('signMessage', { address: payment.address, message })).result
  const taproot = (await request('signMessage', { address: ordinals.address, message })).result
  const bip322 = (await request('signMessage', { address: payment.address, message, protocol: 'BIP322' })).result
  expect([ecdsa.protocol, taproot.protocol, bip322.protocol]).toEqual(['ECDSA', 'BIP322', 'BIP322'])
  expect(base64.decode(ecdsa.signature)).toHaveLength(65)
  expect(Verifier.verifySignature(payment.address, message, ecdsa.signature, true)).toBe(true)
  expect(Verifier.verifySignature(ordinals.address, message, taproot.signature)).toBe(true)
  expect(Verifier.verifySignature(payment.address, message, bip322.signature)).toBe(true)
  expect(Verifier.verifySignature(ordinals.address, 'another message', taproot.signature)).toBe(false)
  expect(ecdsa.address).toBe(payment.address)
})

test('signPsbt signs the payment (P2SH-P2WPKH) and ordinals (P2TR) inputs of an app’s PSBT; it finalizes and validates', async () => {
  const { addresses } = (await connect()).result
  const redeem = payments.p2wpkh({ pubkey: hex.decode(addresses[0].publicKey), network })
  const p2sh = payments.p2sh({ redeem, network })
  const p2tr = payments.p2tr({ internalPubkey: hex.decode(addresses[1].publicKey), network })
  const psbt = new Psbt({ network })
  psbt.addInput({
    hash: 'aa'.repeat(32),
    index: 0,
    witnessUtxo: { script: p2sh.output!, value: 100_000n },
    redeemScript: redeem.output!,
  })
  psbt.addInput({
    hash: 'bb'.repeat(32),
    index: 1,
    witnessUtxo: { script: p2tr.output!, value: 50_000n },
    tapInternalKey: hex.decode(addresses[1].publicKey),
  })
  psbt.addOutput({ address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', value: 140_000n })
  const answer = await request('signPsbt', {
    psbt: psbt.toBase64(),
    signInputs: { [payment.address]: [0], [ordinals.address]: [1] },
  })
  const signed = Psbt.fromBase64(answer.result.psbt, { network })
  expect(signed.validateSignaturesOfInput(0, (pubkey, hash, signature) => ecc.verify(hash, pubkey, signature))).toBe(
    true,
  )
  expect(
    signed.validateSignaturesOfInput(1, (pubkey, hash, signature) => ecc.verifySchnorr(hash, pubkey, signature)),
  ).toBe(true)
  signed.finalizeAllInputs()
  const transaction = signed.extractTransaction()
  expect(transaction.ins.map((input) => input.witness.length)).toEqual([2, 1])
  expect(transaction.outs[0]!.value).toBe(140_000n)
})

test('the Wallet Standard side: bitcoin:connect in the order asked, accounts with purpose, signMessage and signTransaction', async () => {
  const { accounts } = await feature('bitcoin:connect', 'connect')({ purposes: ['ordinals', 'payment'] })
  expect(accounts.map((account: { address: string }) => account.address)).toEqual([ordinals.address, payment.address])
  expect(wallet.wallet.accounts.map((account) => (account as unknown as { purpose: string }).purpose)).toEqual([
    'payment',
    'ordinals',
  ])
  const message = new TextEncoder().encode('Hello from the Wallet Standard')
  const [signedMessage] = await feature('bitcoin:signMessage', 'signMessage')({ account: accounts[0], message })
  expect(
    Verifier.verifySignature(
      ordinals.address,
      'Hello from the Wallet Standard',
      base64.encode(signedMessage.signature),
    ),
  ).toBe(true)

  const p2tr = payments.p2tr({ internalPubkey: hex.decode(ordinals.publicKey.slice(2)), network })
  const psbt = new Psbt({ network })
  psbt.addInput({ hash: 'cc'.repeat(32), index: 0, witnessUtxo: { script: p2tr.output!, value: 20_000n } })
  psbt.addOutput({ address: payment.address, value: 19_000n })
  const [{ signedPsbt }] = await feature(
    'bitcoin:signTransaction',
    'signTransaction',
  )({
    psbt: psbt.toBuffer(),
    inputsToSign: [{ account: accounts[0], signingIndexes: [0] }],
    chain: 'bitcoin:testnet',
  })
  const signed = Psbt.fromBuffer(signedPsbt, { network })
  expect(
    signed.validateSignaturesOfInput(0, (pubkey, hash, signature) => ecc.verifySchnorr(hash, pubkey, signature)),
  ).toBe(true)
})

test('reject mode: sats-connect answers an error envelope with -32000 (USER_REJECTION); the Wallet Standard throws it', async () => {
  wallet.setMode('reject')
  expect(await connect()).toMatchObject({
    jsonrpc: '2.0',
    error: { code: -32000, message: 'User rejected the request.' },
  })
  await expect(feature('bitcoin:connect', 'connect')({ purposes: ['payment'] })).rejects.toMatchObject({ code: -32000 })
  expect(wallet.authorized).toBe(false)
})

test('pending mode: signMessage waits for the test', async () => {
  await connect()
  wallet.setMode('pending', 'signMessage')
  const answer = request('signMessage', { address: payment.address, message: 'later' })
  expect((await wallet.waitForPending('signMessage')).params).toEqual({ address: payment.address, message: 'later' })
  wallet.approvePending()
  expect((await answer).result.protocol).toBe('ECDSA')
  const refused = request('signMessage', { address: payment.address, message: 'no' })
  await wallet.waitForPending()
  wallet.rejectPending()
  expect((await refused).error.code).toBe(-32000)
})

test('errors come back as envelopes: access denied, unknown method, bad params, no network to send to; faults apply', async () => {
  expect((await request('signMessage', { address: payment.address, message: 'x' })).error.code).toBe(-32002)
  expect((await request('wallet_nothing')).error.code).toBe(-32601)
  await connect()
  expect((await request('signMessage', { address: payment.address })).error.code).toBe(-32602)
  expect((await request('signMessage', { address: 'tb1qnotmine', message: 'x' })).error.code).toBe(-32602)
  expect((await request('sendTransfer', { recipients: [{ address: payment.address, amount: 1000 }] })).error.code).toBe(
    -32001,
  )
  wallet.setError('signPsbt', { code: -32603, message: 'Wallet crashed' })
  expect((await request('signPsbt', { psbt: '', signInputs: {} })).error).toEqual({
    code: -32603,
    message: 'Wallet crashed',
  })
  wallet.setAnswer('signMessage', { signature: 'garbage' })
  expect((await request('signMessage', { address: payment.address, message: 'x' })).result).toEqual({
    signature: 'garbage',
  })
})

test('events: accountChange on connect, disconnect when the user disconnects; the Wallet Standard emits change', async () => {
  const events: string[] = []
  wallet.provider.addListener('accountChange', (event) => events.push(`${event.type}:${event.addresses?.length}`))
  wallet.provider.addListener('disconnect', (event) => events.push(event.type))
  feature('standard:events', 'on')('change', ({ accounts }: { accounts: unknown[] }) =>
    events.push(`change:${accounts.length}`),
  )
  await connect()
  wallet.disconnect()
  expect(events).toEqual(['change:2', 'accountChange:2', 'change:0', 'disconnect'])
})
