import { ed25519 } from '@noble/curves/ed25519.js'
import { Connection, PublicKey } from '@solana/web3.js'
import { describe, expect, inject, test } from 'vitest'
import { decodeBase58 } from '../../adapters/solana/base58.js'
import { solanaTestAccounts } from '../../playground/world/solana/solanaTestAccounts.js'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'
import { pairWalletConnect } from './world.js'

// WalletConnect with two namespaces (issue 12): an app with EVM and Solana networks (`namespaces=eip155,solana`),
// one QR pairing that proposes both, approved by the page's WalletConnect test wallet (anvil's account 0 and the
// world's Solana test account 0).

const session = useBrowser()
const page = () => session.page
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAlice = solanaTestAccounts[0]!.address

const qrCode = () => dialog(page()).getByRole('img', { name: /^QR code to connect/ })

const addresses = () =>
  page().evaluate(() => {
    type State = {
      activeNamespace?: string
      activeConnectorIds: Record<string, string>
      chains: Record<string, { accountState: { address?: string } } | undefined>
    }
    const state = (window as unknown as { __foyer: { getState(): State } }).__foyer.getState()
    return {
      active: state.activeNamespace,
      eip155: state.chains.eip155?.accountState.address,
      solana: state.chains.solana?.accountState.address,
      connectors: state.activeConnectorIds,
    }
  })

async function pairByQr() {
  await openPlayground(page(), '/?namespaces=eip155,solana')
  await connectButton(page()).click()
  await dialog(page())
    .getByRole('button', { name: /^WalletConnect QR code$/ })
    .click()
  await qrCode().waitFor()
  const uri = (await qrCode().getAttribute('data-value')) ?? ''
  await pairWalletConnect(page(), uri)
  await dialog(page()).waitFor({ state: 'detached' })
}

describe('WalletConnect with EVM and Solana networks', () => {
  test('one QR pairing approved by the wallet connects both namespaces; the chosen one stays active', async () => {
    await pairByQr()
    await expect.poll(addresses, { timeout: 15_000 }).toEqual({
      active: 'eip155',
      eip155: alice,
      solana: solanaAlice,
      connectors: { eip155: 'walletConnect', solana: 'walletConnect' },
    })
    await expect.poll(() => connectButton(page()).textContent()).toBe('0xf3…b92266')
  })

  test('a reload restores both namespaces from the one session', async () => {
    await pairByQr()
    await expect.poll(async () => (await addresses()).solana, { timeout: 15_000 }).toBe(solanaAlice)
    await page().reload()
    await expect
      .poll(addresses, { timeout: 15_000 })
      .toMatchObject({ active: 'eip155', eip155: alice, solana: solanaAlice })
  })

  test('disconnecting one namespace ends the session, so both disconnect', async () => {
    await pairByQr()
    await expect.poll(async () => (await addresses()).solana, { timeout: 15_000 }).toBe(solanaAlice)
    await page().evaluate(() =>
      (window as unknown as { __foyer: { disconnect(namespace: string): Promise<void> } }).__foyer.disconnect('eip155'),
    )
    await expect
      .poll(addresses, { timeout: 10_000 })
      .toMatchObject({ eip155: undefined, solana: undefined, connectors: {} })
  })

  test('a SOL transfer over WalletConnect is signed and sent by the wallet and lands on the localnet', async () => {
    await pairByQr()
    await expect.poll(async () => (await addresses()).solana, { timeout: 15_000 }).toBe(solanaAlice)
    const localnet = inject('world').chains.find((candidate) => candidate.namespace === 'solana')!
    const chain = new Connection(localnet.rpcUrl, 'confirmed')
    const bob = solanaTestAccounts[2]!.address
    const before = await chain.getBalance(new PublicKey(bob))
    const signature = await page().evaluate(async (to) => {
      const foyer = (window as unknown as { __foyer: { ready(): Promise<unknown> } }).__foyer
      const kernel = (await foyer.ready()) as {
        networks: { active(namespace: string): unknown }
        adapters: { capability(namespace: string, name: string): (args: unknown) => Promise<string> }
      }
      const network = kernel.networks.active('solana')
      const send = kernel.adapters.capability('solana', 'sendTransaction')
      return send({ connectorId: 'walletConnect', to, value: 125_000_000n, network })
    }, bob)
    expect(decodeBase58(signature)).toHaveLength(64)
    expect((await chain.getBalance(new PublicKey(bob))) - before).toBe(125_000_000)
  })

  test('a Solana signMessage over WalletConnect returns a signature that verifies (ed25519) for the address', async () => {
    await pairByQr()
    await expect.poll(async () => (await addresses()).solana, { timeout: 15_000 }).toBe(solanaAlice)
    const signature = await page().evaluate(async (address) => {
      const foyer = (window as unknown as { __foyer: { ready(): Promise<unknown> } }).__foyer
      const kernel = (await foyer.ready()) as {
        adapters: {
          getOrThrow(namespace: string): {
            signMessage(args: { connectorId: string; address: string; message: string }): Promise<string>
          }
        }
      }
      return kernel.adapters
        .getOrThrow('solana')
        .signMessage({ connectorId: 'walletConnect', address, message: 'hello over WalletConnect' })
    }, solanaAlice)
    const message = new TextEncoder().encode('hello over WalletConnect')
    expect(ed25519.verify(decodeBase58(signature), message, decodeBase58(solanaAlice))).toBe(true)
  })
})
