import { expect, inject, test } from 'vitest'
import { verifyCosmosMessage } from '../../plugins/siwx/server/verifyCosmosMessage.js'
import { verifyPolkadotMessage } from '../../plugins/siwx/server/verifyPolkadotMessage.js'
import { cosmosTestAccounts } from '../../playground/world/wallets/cosmos/cosmosTestAccounts.js'
import { polkadotTestAccounts } from '../../playground/world/wallets/polkadot/polkadotTestAccounts.js'
import { dialog, runAxe, useBrowser } from './browser.js'
import { appServerCalls, clickSign, connectToSignView, signIn, storedSignIns } from './namespaceSteps.js'

// Sign in with the wallet on polkadot and cosmos in Chromium against the world, in server mode: the playground as a
// Polkadot or a Cosmos app (`namespaces=`, the world's dev chain first), the world's Polkadot test wallet (signRaw,
// the <Bytes>-wrapped message) or Keplr-style test wallet (ADR-36 signArbitrary) signs the AppKit SIWX message, the
// world's app server (foyer/siwx's handler) issues the nonce and verifies the signature before the session is stored.

const session = useBrowser()
const page = () => session.page
const chainOf = (namespace: string) =>
  (inject('world').chains.find((chain) => chain.namespace === namespace) as { caipNetworkId: string }).caipNetworkId
const cosmosKey = Buffer.from(cosmosTestAccounts[0]!.publicKey, 'hex').toString('base64')

const namespaces = [
  {
    name: 'Polkadot',
    namespace: 'polkadot',
    wallet: /^Foyer Test Wallet/,
    address: polkadotTestAccounts[0]!.address,
    verify: verifyPolkadotMessage,
    /** signRaw answering a well-formed signature (64 bytes) that is not the account's. */
    tamper: ['signRaw', { id: 1, signature: `0x${'11'.repeat(64)}` }] as const,
  },
  {
    name: 'Cosmos',
    namespace: 'cosmos',
    wallet: /^Keplr/,
    address: cosmosTestAccounts[0]!.address,
    verify: verifyCosmosMessage,
    /** signArbitrary answering the account's key with a well-formed signature (64 bytes) that is not its. */
    tamper: [
      'signArbitrary',
      {
        pub_key: { type: 'tendermint/PubKeySecp256k1', value: cosmosKey },
        signature: Buffer.alloc(64, 0x11).toString('base64'),
      },
    ] as const,
  },
]

for (const { name, namespace, wallet, address, verify, tamper } of namespaces) {
  const path = `/?wallets=${namespace}&namespaces=${namespace}&siwx=server`

  test(`${name}: the test wallet signs in through the world's app server, which verifies it; the session is stored`, async () => {
    const calls = appServerCalls(page())
    await connectToSignView(page(), path, wallet)
    expect(await dialog(page()).getByTestId('siwx-account').getAttribute('title')).toBe(address)
    expect((await runAxe(page())).violations, 'the sign view').toEqual([])
    await signIn(page())
    expect(calls).toEqual(['GET /app/siwx/nonce 200', 'POST /app/siwx/verify 200'])
    const [stored, ...more] = await storedSignIns(page())
    expect(more).toEqual([])
    const chainId = chainOf(namespace)
    expect(stored?.data).toMatchObject({ accountAddress: address, chainId })
    expect(stored?.data.nonce).toMatch(/^[0-9a-f]{16}$/)
    expect(stored?.message.split('\n').slice(0, 2)).toEqual([
      `${new URL(page().url()).host} wants you to sign in with your ${name} (local) account:`,
      address,
    ])
    const verified = verify({
      message: stored?.message ?? '',
      signature: stored?.signature ?? '',
      domain: new URL(page().url()).host,
      chainIds: [chainId],
    })
    await expect(verified).resolves.toMatchObject({ accountAddress: address, chainId })
  })

  test(`${name}: a tampered signature is refused by the app server with the verifier's error; no session`, async () => {
    const calls = appServerCalls(page())
    await connectToSignView(page(), path, wallet)
    await page().evaluate(
      ([kind, method, answer]) => {
        const host = window as unknown as {
          __foyerNamespaceWallets: Record<string, { setAnswer(method: string, value: unknown): void }>
        }
        host.__foyerNamespaceWallets[kind]!.setAnswer(method, answer)
      },
      [namespace, ...tamper] as const,
    )
    await clickSign(page())
    const error = dialog(page()).getByTestId('siwx-error')
    await error.waitFor()
    expect(await error.textContent()).toBe("The signature is not the account's signature of the message")
    expect(calls).toEqual(['GET /app/siwx/nonce 200', 'POST /app/siwx/verify 401'])
    expect(await storedSignIns(page())).toEqual([])
  })
}
