// The Polkadot test wallet through window.injectedWeb3, as a dapp (extension-dapp's web3Enable) drives it;
// signatures checked with @polkadot/util-crypto's signatureVerify.
import { Keyring } from '@polkadot/keyring'
import { stringToHex, stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { beforeAll, expect, test } from 'vitest'
import { injectPolkadotTestWallet, type PolkadotWalletHost } from './injectPolkadotTestWallet.js'
import { polkadotTestAccounts } from './polkadotTestAccounts.js'

beforeAll(() => cryptoWaitReady())
const [alice, bob] = polkadotTestAccounts

function page() {
  const target: PolkadotWalletHost = {}
  const wallet = injectPolkadotTestWallet(target)
  const extension = target.injectedWeb3!['foyer-test-wallet']!
  return { target, wallet, extension }
}

test('the test accounts are Substrate’s //Alice and //Bob (sr25519, SS58 42)', () => {
  const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 })
  expect(polkadotTestAccounts.map(({ uri }) => keyring.addFromUri(uri).address)).toEqual(
    polkadotTestAccounts.map(({ address }) => address),
  )
})

test('enable asks once per origin; accounts are listed (any chain) and subscribed to', async () => {
  const { wallet, extension } = page()
  expect(extension.version).toBe('0.1.0')
  const injected = await extension.enable('Foyer playground')
  expect(await injected.accounts.get()).toEqual([
    { address: alice!.address, genesisHash: null, name: 'Alice', type: 'sr25519' },
    { address: bob!.address, genesisHash: null, name: 'Bob', type: 'sr25519' },
  ])
  const heard: string[][] = []
  const off = injected.accounts.subscribe((accounts) => void heard.push(accounts.map((account) => account.name!)))
  wallet.setAccounts([bob!.address])
  off()
  wallet.setAccounts([alice!.address])
  expect(heard).toEqual([['Alice', 'Bob'], ['Bob']])
  wallet.setMode('reject')
  await expect(extension.enable('Foyer playground')).resolves.toBeDefined() // authorized already: no prompt
  expect(wallet.origins).toEqual(['Foyer playground'])
  expect(wallet.requests.filter((request) => request.method === 'enable')).toHaveLength(2)
})

test('signRaw signs the <Bytes>-wrapped data; signatureVerify accepts it for the message and for the wrapped bytes', async () => {
  const { extension } = page()
  const injected = await extension.enable('Foyer playground')
  const message = 'Sign in to the world'
  const { id, signature } = await injected.signer.signRaw({
    address: alice!.address,
    data: stringToHex(message),
    type: 'bytes',
  })
  expect(id).toBe(1)
  expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
  const verified = signatureVerify(message, signature, alice!.address)
  expect(verified).toMatchObject({ isValid: true, crypto: 'sr25519', isWrapped: false })
  expect(signatureVerify(u8aWrapBytes(stringToU8a(message)), signature, alice!.address).isValid).toBe(true)
  expect(signatureVerify(message, signature, bob!.address).isValid).toBe(false)
  expect(signatureVerify('another message', signature, alice!.address).isValid).toBe(false)
})

test('reject mode: enable fails with polkadot-js’s "Rejected", signRaw with "Cancelled"', async () => {
  const { wallet, extension } = page()
  wallet.setMode('reject')
  await expect(extension.enable('Foyer playground')).rejects.toThrow(/^Rejected$/)
  wallet.setMode('approve')
  const injected = await extension.enable('Foyer playground')
  wallet.setMode('reject', 'signRaw')
  const refused = injected.signer.signRaw({ address: alice!.address, data: stringToHex('no'), type: 'bytes' })
  await expect(refused).rejects.toBeInstanceOf(Error)
  await expect(refused).rejects.toThrow(/^Cancelled$/)
})

test('pending mode: signRaw waits for the test', async () => {
  const { wallet, extension } = page()
  const injected = await extension.enable('Foyer playground')
  wallet.setMode('pending')
  const signing = injected.signer.signRaw({ address: bob!.address, data: stringToHex('later'), type: 'bytes' })
  expect((await wallet.waitForPending('signRaw')).params).toMatchObject({ address: bob!.address })
  wallet.approvePending()
  expect(signatureVerify('later', (await signing).signature, bob!.address).isValid).toBe(true)
})

test('refusals: an account not shown, malformed data; an enable still pending authorizes nothing; faults apply', async () => {
  const { wallet, extension } = page()
  const injected = await extension.enable('Foyer playground')
  wallet.setAccounts([alice!.address])
  await expect(injected.signer.signRaw({ address: bob!.address, data: '0x01', type: 'bytes' })).rejects.toThrow(
    'Unable to find keypair',
  )
  await expect(injected.signer.signRaw({ address: alice!.address, data: 'not hex', type: 'bytes' })).rejects.toThrow(
    /Invalid signRaw payload/,
  )
  wallet.setAnswer('signRaw', { id: 9, signature: '0xdead' })
  expect(await injected.signer.signRaw({ address: alice!.address, data: '0x01', type: 'bytes' })).toEqual({
    id: 9,
    signature: '0xdead',
  })
  const other = page()
  other.wallet.setMode('pending')
  void other.extension.enable('Other dapp')
  expect(other.wallet.origins).toEqual([])
})
