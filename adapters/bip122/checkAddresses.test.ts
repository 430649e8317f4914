import { address, networks, payments } from 'bitcoinjs-lib'
import { expect, test } from 'vitest'
import { bitcoinTestAccounts } from '../../playground/world/wallets/bitcoin/bitcoinTestAccounts.js'
import { bitcoinMainnet, bitcoinRegtestReference, bitcoinTestnet } from './bitcoinNetworks.js'
import { checkAddresses } from './checkAddresses.js'

const mainnet = bitcoinMainnet.caipNetworkId
const testnet = bitcoinTestnet.caipNetworkId
const regtest = `bip122:${bitcoinRegtestReference}` as const
const [alice] = bitcoinTestAccounts as [(typeof bitcoinTestAccounts)[0]]
const refused = (given: { address: string; purpose?: string }[], networkId: typeof mainnet) =>
  checkAddresses(given, networkId, 'getAddresses').then(
    () => undefined,
    (error: unknown) => error,
  )

test('addresses of the network are taken as given: legacy, P2SH, SegWit and Taproot', async () => {
  const given = [
    { address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', purpose: 'payment' },
    { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', purpose: 'payment' },
    { address: 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', purpose: 'ordinals' },
  ]
  expect(await checkAddresses(given, mainnet, 'getAddresses')).toEqual(given)
  const testnetGiven = [
    { address: alice.payment.address, purpose: 'payment' },
    { address: alice.ordinals.address, purpose: 'ordinals' },
  ]
  expect(await checkAddresses(testnetGiven, testnet, 'getAddresses')).toEqual(testnetGiven)
})

test('regtest takes its own bcrt addresses and the testnet encoding many regtest setups give', async () => {
  const { output } = payments.p2wpkh({ hash: new Uint8Array(20).fill(7) })
  const bcrt = address.fromOutputScript(output!, networks.regtest)
  expect(bcrt.startsWith('bcrt1')).toBe(true)
  const given = [{ address: bcrt }, { address: alice.ordinals.address }]
  expect(await checkAddresses(given, regtest, 'connect')).toEqual(given)
})

test('text that is no address of the network is refused with INVALID_WALLET_ANSWER naming the method', async () => {
  const cases: [string, typeof mainnet][] = [
    ['NotABitcoinAddress000', mainnet],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdx', mainnet], // a wrong checksum
    [alice.payment.address, mainnet], // a testnet address on mainnet
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', testnet], // a mainnet address on testnet
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', regtest],
  ]
  for (const [text, networkId] of cases) {
    expect(await refused([{ address: alice.payment.address }, { address: text }], networkId), text).toMatchObject({
      code: 'INVALID_WALLET_ANSWER',
      shortMessage: 'The wallet answered getAddresses with something unexpected',
    })
  }
})

test('a Stacks address is not a Bitcoin one and is left as it is (it never becomes an account)', async () => {
  const given = [
    { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', purpose: 'payment' },
    { address: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', purpose: 'stacks' },
  ]
  expect(await checkAddresses(given, mainnet, 'getAddresses')).toEqual(given)
})
