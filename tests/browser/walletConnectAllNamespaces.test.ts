import { pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64 } from '@cosmjs/encoding'
import { ed25519 } from '@noble/curves/ed25519.js'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { Verifier } from 'bip322-js'
import { verifyMessage } from 'viem'
import { describe, expect, test } from 'vitest'
import { decodeBase58 } from '../../adapters/solana/base58.js'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { solanaTestAccounts } from '../../playground/world/solana/solanaTestAccounts.js'
import { bitcoinTestAccounts } from '../../playground/world/wallets/bitcoin/bitcoinTestAccounts.js'
import { adr36SignDoc } from '../../playground/world/wallets/cosmos/adr36.js'
import { cosmosTestAccounts } from '../../playground/world/wallets/cosmos/cosmosTestAccounts.js'
import { polkadotTestAccounts } from '../../playground/world/wallets/polkadot/polkadotTestAccounts.js'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'
import { addresses, buttonShows, chooseNetwork, short } from './namespaceSteps.js'
import { pairWalletConnect } from './world.js'

// WalletConnect on every namespace (issue 34): an app with all five namespaces proposes them all in one QR pairing;
// the page's WalletKit test wallet approves eip155, solana, bip122, polkadot and cosmos with its real keys, each
// namespace connects from that one session, and a message signed over WalletConnect in each is verified here by
// that namespace's own library.

const session = useBrowser({ relayLog: true })
const page = () => session.page
const message = 'Foyer over WalletConnect'
const allFive = {
  eip155: testAccounts[0]!.address,
  solana: solanaTestAccounts[0]!.address,
  bip122: bitcoinTestAccounts[0]!.payment.address,
  polkadot: polkadotTestAccounts[0]!.address,
  cosmos: cosmosTestAccounts[0]!.address,
}
type Namespace = keyof typeof allFive

/** The scripts the page fetched whose text holds `marker` (a string literal survives minifying). */
async function scriptsHolding(marker: string): Promise<string[]> {
  const scripts = [...new Set(session.requests.filter((url) => /\.js(\?|$)/.test(url)))]
  const holding = await Promise.all(
    scripts.map(async (url) => ((await (await fetch(url)).text()).includes(marker) ? url : undefined)),
  )
  return holding.filter((url): url is string => url !== undefined)
}

/** Opens the app, its QR view, and pairs the page's WalletKit wallet with the URI shown; the modal closes. */
async function pairByQr(path: string) {
  await openPlayground(page(), path)
  await connectButton(page()).click()
  await dialog(page())
    .getByRole('button', { name: /^WalletConnect QR code$/ })
    .click()
  const qrCode = dialog(page()).getByRole('img', { name: /^QR code to connect/ })
  await qrCode.waitFor()
  await pairWalletConnect(page(), (await qrCode.getAttribute('data-value')) ?? '')
  await dialog(page()).waitFor({ state: 'detached' })
}

/** The WalletConnect connection of each namespace signs `message` (the adapter's signMessage, in the page). */
const signEach = () =>
  page().evaluate(
    async ([accounts, text]) => {
      type Adapter = { signMessage(args: { connectorId: string; address: string; message: string }): Promise<string> }
      const foyer = (window as unknown as { __foyer: { ready(): Promise<unknown> } }).__foyer
      const kernel = (await foyer.ready()) as { adapters: { getOrThrow(namespace: string): Adapter } }
      const signed: Record<string, string> = {}
      for (const [namespace, address] of Object.entries(accounts))
        signed[namespace] = await kernel.adapters
          .getOrThrow(namespace)
          .signMessage({ connectorId: 'walletConnect', address, message: text })
      return signed
    },
    [allFive, message] as const,
  ) as Promise<Record<Namespace, string>>

/** ADR-36: the amino StdSignature's key is the address's, and secp256k1 verifies it over the sign doc. */
async function cosmosVerifies(address: string, text: string, answer: string) {
  const { pub_key, signature } = JSON.parse(answer) as { pub_key: { type: string; value: string }; signature: string }
  if (pubkeyToAddress(pub_key, 'cosmos') !== address) return false
  const digest = sha256(serializeSignDoc(adr36SignDoc(address, text)))
  return Secp256k1.verifySignature(
    Secp256k1Signature.fromFixedLength(fromBase64(signature)),
    digest,
    fromBase64(pub_key.value),
  )
}

describe('WalletConnect with all five namespaces', () => {
  test('one pairing approved by the WalletKit wallet connects every namespace; each one’s signature verifies', async () => {
    await pairByQr('/?namespaces=eip155,solana,bip122,polkadot,cosmos')

    await expect.poll(() => addresses(page()), { timeout: 15_000 }).toEqual({ active: 'eip155', ...allFive })
    const connectors = await page().evaluate(
      () =>
        (window as unknown as { __foyer: { getState(): { activeConnectorIds: unknown } } }).__foyer.getState()
          .activeConnectorIds,
    )
    expect(connectors).toEqual(
      Object.fromEntries(Object.keys(allFive).map((namespace) => [namespace, 'walletConnect'])),
    )
    await buttonShows(page(), short(allFive.eip155))
    // Polkadot is connected already from the session: switching to it asks for no connection.
    await chooseNetwork(page(), /^Polkadot \(local\)/)
    await buttonShows(page(), short(allFive.polkadot))

    const signed = await signEach()
    await cryptoWaitReady()
    expect({
      eip155: await verifyMessage({ address: allFive.eip155, message, signature: signed.eip155 as `0x${string}` }),
      solana: ed25519.verify(
        decodeBase58(signed.solana),
        new TextEncoder().encode(message),
        decodeBase58(allFive.solana),
      ),
      bip122: Verifier.verifySignature(allFive.bip122, message, signed.bip122),
      polkadot: signatureVerify(message, signed.polkadot, allFive.polkadot).isValid,
      cosmos: await cosmosVerifies(allFive.cosmos, message, signed.cosmos),
    }).toEqual({ eip155: true, solana: true, bip122: true, polkadot: true, cosmos: true })
    expect(await scriptsHolding('polkadot_signMessage')).not.toEqual([])
  })

  test('an EVM-only app pairs over WalletConnect without fetching any of the polkadot WalletConnect code', async () => {
    await pairByQr('/')
    await buttonShows(page(), short(allFive.eip155))
    expect(await scriptsHolding('polkadot_signMessage')).toEqual([])
  })
})
