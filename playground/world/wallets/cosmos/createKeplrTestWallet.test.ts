// The Keplr-style test wallet through window.keplr; signatures checked with @cosmjs (WALLETS.md §4.4).
import {
  decodeSignature,
  makeSignDoc as makeAminoSignDoc,
  pubkeyToAddress,
  Secp256k1HdWallet,
  serializeSignDoc,
  type StdSignDoc,
} from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256, stringToPath } from '@cosmjs/crypto'
import { toBase64, toHex } from '@cosmjs/encoding'
import { encodePubkey, makeAuthInfoBytes, makeSignBytes, makeSignDoc, Registry } from '@cosmjs/proto-signing'
import { encodeSecp256k1Pubkey } from '@cosmjs/amino'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { beforeEach, expect, test } from 'vitest'
import { cosmosTestAccounts } from './cosmosTestAccounts.js'
import { injectKeplrTestWallet, type InjectedKeplrTestWallet, type KeplrWalletHost } from './injectKeplrTestWallet.js'

const chainId = 'cosmoshub-4'
const [first, second] = cosmosTestAccounts
let page: KeplrWalletHost & EventTarget
let wallet: InjectedKeplrTestWallet
beforeEach(() => {
  page = new EventTarget() as KeplrWalletHost & EventTarget
  wallet = injectKeplrTestWallet(page)
})
const keplr = () => page.keplr!

/** ADR-36 by hand, as a dapp verifies with @cosmjs only (no Keplr helper). */
async function verifyAdr36(
  signer: string,
  data: string,
  signature: { pub_key: { type: string; value: string }; signature: string },
) {
  const doc: StdSignDoc = {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(new TextEncoder().encode(data)) } }],
    memo: '',
  }
  const { pubkey, signature: bytes } = decodeSignature(signature)
  return (
    pubkeyToAddress(signature.pub_key, 'cosmos') === signer &&
    (await Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(bytes), sha256(serializeSignDoc(doc)), pubkey))
  )
}

test('the keys are the world mnemonic’s at m/44’/118’/0’/0/i', async () => {
  const hd = await Secp256k1HdWallet.fromMnemonic('test test test test test test test test test test test junk', {
    hdPaths: cosmosTestAccounts.map((_, index) => stringToPath(`m/44'/118'/0'/0/${index}`)),
  })
  const accounts = await hd.getAccounts()
  expect(accounts.map((account) => [account.address, toHex(account.pubkey)])).toEqual(
    cosmosTestAccounts.map((account) => [account.address, account.publicKey]),
  )
})

test('enable asks once per chain; getKey answers the key; an unknown chain is refused as Keplr does', async () => {
  await keplr().enable(chainId)
  wallet.setMode('reject')
  const key = await keplr().getKey(chainId) // enabled already: no prompt
  expect(key).toMatchObject({
    name: 'Test Wallet',
    algo: 'secp256k1',
    bech32Address: first!.address,
    isNanoLedger: false,
  })
  expect(toHex(key.pubKey)).toBe(first!.publicKey)
  await expect(keplr().enable('cosmoshub-5')).rejects.toThrow('There is no chain info for cosmoshub-5')
  expect(wallet.enabledChains).toEqual([chainId])
})

test('signArbitrary (ADR-36) verifies with @cosmjs; verifyArbitrary agrees and refuses tampering', async () => {
  await keplr().enable(chainId)
  const signature = await keplr().signArbitrary(chainId, first!.address, 'Sign in to the world')
  expect(signature.pub_key).toEqual({
    type: 'tendermint/PubKeySecp256k1',
    value: toBase64(Buffer.from(first!.publicKey, 'hex')),
  })
  expect(await verifyAdr36(first!.address, 'Sign in to the world', signature)).toBe(true)
  expect(await verifyAdr36(first!.address, 'another message', signature)).toBe(false)
  expect(await keplr().verifyArbitrary(chainId, first!.address, 'Sign in to the world', signature)).toBe(true)
  expect(await keplr().verifyArbitrary(chainId, first!.address, 'tampered', signature)).toBe(false)
  await expect(keplr().signArbitrary(chainId, second!.address, 'not mine')).rejects.toThrow('Signer mismatched')
})

test('the amino offline signer signs a MsgSend doc that verifies against the account’s key', async () => {
  await keplr().enable(chainId)
  const signer = page.getOfflineSignerOnlyAmino!(chainId)
  const [account] = await signer.getAccounts()
  const doc = makeAminoSignDoc(
    [
      {
        type: 'cosmos-sdk/MsgSend',
        value: {
          from_address: account!.address,
          to_address: second!.address,
          amount: [{ denom: 'uatom', amount: '1000' }],
        },
      },
    ],
    { amount: [{ denom: 'uatom', amount: '500' }], gas: '200000' },
    chainId,
    'memo & <tags>',
    7,
    3,
  )
  const { signed, signature } = await signer.signAmino(account!.address, doc)
  expect(signed).toEqual(doc)
  const { pubkey, signature: bytes } = decodeSignature(signature)
  expect(
    await Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(bytes), sha256(serializeSignDoc(doc)), pubkey),
  ).toBe(true)
  await expect(signer.signAmino(account!.address, { ...doc, chain_id: 'other-1' })).rejects.toThrow(/Chain id/)
})

test('the direct (protobuf) offline signer signs a SignDoc that verifies', async () => {
  await keplr().enable(chainId)
  const signer = page.getOfflineSigner!(chainId)
  const [account] = await signer.getAccounts()
  const registry = new Registry([['/cosmos.bank.v1beta1.MsgSend', MsgSend]])
  const bodyBytes = registry.encodeTxBody({
    messages: [
      {
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        value: { fromAddress: account!.address, toAddress: second!.address, amount: [{ denom: 'uatom', amount: '1' }] },
      },
    ],
    memo: '',
  })
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey: encodePubkey(encodeSecp256k1Pubkey(account!.pubkey)), sequence: 0n }],
    [{ denom: 'uatom', amount: '500' }],
    200000,
    undefined,
    undefined,
  )
  const doc = makeSignDoc(bodyBytes, authInfoBytes, chainId, 12)
  const { signed, signature } = await signer.signDirect(account!.address, doc)
  expect(signed.accountNumber).toBe(12n)
  const { pubkey, signature: bytes } = decodeSignature(signature)
  expect(
    await Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(bytes), sha256(makeSignBytes(doc)), pubkey),
  ).toBe(true)
})

test('reject mode: Keplr’s Error("Request rejected") for enable and for signing', async () => {
  wallet.setMode('reject')
  await expect(keplr().enable(chainId)).rejects.toThrow(/^Request rejected$/)
  await expect(keplr().getKey(chainId)).rejects.toThrow(/^Request rejected$/)
  wallet.setMode('approve', 'enable')
  await keplr().enable(chainId)
  const refused = keplr().signArbitrary(chainId, first!.address, 'no')
  await expect(refused).rejects.toBeInstanceOf(Error)
  await expect(refused).rejects.toThrow(/^Request rejected$/)
})

test('pending mode: signArbitrary waits for the test', async () => {
  await keplr().enable(chainId)
  wallet.setMode('pending')
  const signing = keplr().signArbitrary(chainId, first!.address, 'later')
  expect((await wallet.waitForPending('signArbitrary')).params).toMatchObject({ chainId, signer: first!.address })
  wallet.approvePending()
  expect(await verifyAdr36(first!.address, 'later', await signing)).toBe(true)
})

test('a suggested chain is asked for, then used with its own bech32 prefix', async () => {
  wallet.setMode('pending')
  const suggesting = keplr().experimentalSuggestChain({
    chainId: 'osmosis-1',
    chainName: 'Osmosis',
    rpc: 'http://127.0.0.1:1',
    rest: 'http://127.0.0.1:2',
    bip44: { coinType: 118 },
    bech32Config: { bech32PrefixAccAddr: 'osmo' },
    currencies: [],
    feeCurrencies: [],
  })
  await wallet.waitForPending('experimentalSuggestChain')
  wallet.approvePending()
  await suggesting
  wallet.setMode('approve')
  expect((await keplr().getKey('osmosis-1')).bech32Address).toMatch(/^osmo1/)
})

test('switching the key dispatches keplr_keystorechange on window; sendTx is refused (no Cosmos node); remove clears the globals', async () => {
  let changes = 0
  page.addEventListener('keplr_keystorechange', () => changes++)
  await keplr().enable(chainId)
  wallet.setAccount(1)
  expect(changes).toBe(1)
  expect((await keplr().getKey(chainId)).bech32Address).toBe(second!.address)
  await expect(keplr().sendTx(chainId, new Uint8Array([1]), 'sync')).rejects.toThrow(/not supported/)
  wallet.remove()
  expect(page.keplr).toBeUndefined()
  expect(page.getOfflineSigner).toBeUndefined()
})
