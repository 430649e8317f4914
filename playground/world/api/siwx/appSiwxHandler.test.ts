import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { formatSiwxMessage } from '../../../../plugins/siwx/rules/siwxMessage.js'
import { BITCOIN_REGTEST_CAIP_NETWORK_ID } from '../../bitcoin/regtest.js'
import { bitcoinKeys } from '../../wallets/bitcoin/bitcoinKeys.js'
import { bitcoinTestAccounts } from '../../wallets/bitcoin/bitcoinTestAccounts.js'
import { signMessageEcdsa } from '../../wallets/bitcoin/signMessageEcdsa.js'
import { COSMOS_LOCAL_CAIP_NETWORK_ID } from '../../cosmos/cosmosLocalChain.js'
import { POLKADOT_DEV_CAIP_NETWORK_ID } from '../../polkadot/polkadotDevChain.js'
import { cosmosTestAccounts } from '../../wallets/cosmos/cosmosTestAccounts.js'
import { injectKeplrTestWallet, type KeplrWalletHost } from '../../wallets/cosmos/injectKeplrTestWallet.js'
import { injectPolkadotTestWallet, type PolkadotWalletHost } from '../../wallets/polkadot/injectPolkadotTestWallet.js'
import { polkadotTestAccounts } from '../../wallets/polkadot/polkadotTestAccounts.js'
import type { ApiChains } from '../chain/createChainAccess.js'
import { appSiwxHandler } from './appSiwxHandler.js'

// The world's app server (no EVM chains here) and the Bitcoin test wallet's signature of a regtest message.
const handle = appSiwxHandler({ chains: [] } as unknown as ApiChains)
const server = createServer((request, response) => {
  void handle(request, response).then((answered) => {
    if (!answered) response.writeHead(404).end()
  })
})
let base = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/app/siwx`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const [payment] = bitcoinKeys(bitcoinTestAccounts[0]!)
const signedMessage = (nonce: string, chainId: string = BITCOIN_REGTEST_CAIP_NETWORK_ID) => {
  const message = formatSiwxMessage(
    {
      domain: 'localhost:5173',
      accountAddress: payment!.address,
      uri: 'http://localhost:5173/',
      version: '1',
      chainId,
      nonce,
    },
    { networkName: 'Bitcoin (regtest)' },
  )
  return { message, signature: signMessageEcdsa(payment!, new TextEncoder().encode(message)).signature }
}
const post = (body: unknown) =>
  fetch(`${base}/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
const nonce = async () => ((await (await fetch(`${base}/nonce`)).json()) as { nonce: string }).nonce

test('verifies the Bitcoin test wallet signing in on the regtest chain, once', async () => {
  const signed = signedMessage(await nonce())
  const first = await post(signed)
  expect(first.status).toBe(200)
  expect(await first.json()).toEqual({ address: payment!.address, chainId: BITCOIN_REGTEST_CAIP_NETWORK_ID })
  const replay = await post(signed)
  expect(replay.status).toBe(401)
  expect(await replay.json()).toMatchObject({ code: 'SIWX_NONCE_UNKNOWN' })
})

test('refuses a Bitcoin chain it does not serve (testnet)', async () => {
  const response = await post(signedMessage(await nonce(), 'bip122:000000000933ea01ad0ee984209779ba'))
  expect(response.status).toBe(401)
  expect(await response.json()).toMatchObject({ code: 'SIWX_WRONG_CHAIN' })
})

/** A message for `accountAddress` on `chainId`, as the playground's sign view makes it. */
const messageFor = (nonce: string, accountAddress: string, chainId: string, networkName: string) =>
  formatSiwxMessage(
    { domain: 'localhost:5173', accountAddress, uri: 'http://localhost:5173/', version: '1', chainId, nonce },
    { networkName },
  )

test('verifies the Polkadot test wallet signing in on the dev chain (signRaw, the <Bytes>-wrapped message), once', async () => {
  const alice = polkadotTestAccounts[0]!.address
  const injected = await injectPolkadotTestWallet({} as PolkadotWalletHost).extension.enable('Foyer tests')
  const message = messageFor(await nonce(), alice, POLKADOT_DEV_CAIP_NETWORK_ID, 'Polkadot (local)')
  const data = `0x${Buffer.from(message).toString('hex')}`
  const { signature } = await injected.signer.signRaw!({ address: alice, data, type: 'bytes' })
  const first = await post({ message, signature })
  expect(await first.json()).toEqual({ address: alice, chainId: POLKADOT_DEV_CAIP_NETWORK_ID })
  expect((await post({ message, signature })).status).toBe(401)
})

test('verifies the Keplr test wallet signing in on the local chain (ADR-36, its StdSignature as JSON); refuses a tampered signature', async () => {
  const signer = cosmosTestAccounts[0]!.address
  const page = new EventTarget() as KeplrWalletHost & EventTarget
  injectKeplrTestWallet(page)
  const keplr = page.keplr!
  await keplr.enable('cosmoshub-4')
  const sign = async (message: string) => JSON.stringify(await keplr.signArbitrary('cosmoshub-4', signer, message))
  const message = messageFor(await nonce(), signer, COSMOS_LOCAL_CAIP_NETWORK_ID, 'Cosmos (local)')
  const first = await post({ message, signature: await sign(message) })
  expect(await first.json()).toEqual({ address: signer, chainId: COSMOS_LOCAL_CAIP_NETWORK_ID })
  const again = messageFor(await nonce(), signer, COSMOS_LOCAL_CAIP_NETWORK_ID, 'Cosmos (local)')
  const refused = await post({ message: again, signature: await sign(message) })
  expect(refused.status).toBe(401)
  expect(await refused.json()).toMatchObject({ code: 'SIWX_BAD_SIGNATURE' })
})

test('refuses a text that is not a sign-in message as malformed, not as a wrong (empty) domain', async () => {
  const response = await post({ message: 'not a sign-in message', signature: '0x00' })
  expect(response.status).toBe(401)
  const body = (await response.json()) as { code: string; message: string }
  expect(body.code).toBe('SIWX_MALFORMED_MESSAGE')
  expect(body.message).not.toMatch(/is for\s*,/)
})

test("answers a body of 1 MB and more with 413, as every world server does (the handler is mounted ahead of the world's rule)", async () => {
  for (const size of [1_000_000, 1_000_001]) {
    const response = await post({ message: 'm'.repeat(size), signature: '0x00' })
    expect(response.status, String(size)).toBe(413)
    expect(await response.json()).toMatchObject({ code: 'SIWX_BODY_TOO_LARGE' })
  }
})
