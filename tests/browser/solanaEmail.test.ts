import { ed25519 } from '@noble/curves/ed25519.js'
import { Connection, PublicKey } from '@solana/web3.js'
import { expect, inject, test } from 'vitest'
import { decodeBase58 } from '../../adapters/solana/base58.js'
import { solanaTestAccounts } from '../../playground/world/solana/solanaTestAccounts.js'
import { solanaRequest as request } from './world.js'
import { connectButton, dialog, useBrowser } from './browser.js'
import { frameControl, logInByEmail } from './embeddedWallet.js'
import { short } from './namespaceSteps.js'

// SPEC §6: the embedded wallet on Solana. The playground as a Solana app (`namespaces=solana`, no wallet on the
// page): an email login connects the solana adapter's AUTH connector to the world's frame, whose Solana user signs.

const session = useBrowser()
const page = () => session.page
const chain = () => {
  const localnet = inject('world').chains.find((candidate) => candidate.namespace === 'solana')!
  return new Connection(localnet.rpcUrl, 'confirmed')
}
const solanaAddressOf = async (email: string) =>
  (await frameControl().users()).find((user) => user.email === email)?.solanaAddress ?? 'none'

const solanaRequest = (method: string, params?: unknown) => request(page(), method, params)

/** A SOL transfer through the solana adapter's sendTransaction, from the active AUTH connection. */
const sendSol = (to: string, lamports: string) =>
  page().evaluate(
    async ([receiver, value]) => {
      const foyer = (window as unknown as { __foyer: { ready(): Promise<any>; getState(): any } }).__foyer
      const kernel = await foyer.ready()
      const connectorId = foyer.getState().activeConnectorIds.solana
      return kernel.adapters.capability(
        'solana',
        'sendTransaction',
      )({
        connectorId,
        to: receiver,
        value: BigInt(value),
        network: kernel.networks.active('solana'),
      }) as Promise<string>
    },
    [to, lamports] as const,
  )

test('an email login on a Solana network shows the Solana address and its SOL balance', async () => {
  await logInByEmail(page(), 'sol@example.org', { path: '/?namespaces=solana' })
  const address = await solanaAddressOf('sol@example.org')
  expect(decodeBase58(address)).toHaveLength(32)
  await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(short(address))
  await connectButton(page()).click()
  expect(await dialog(page()).getByTestId('account-address').getAttribute('title')).toBe(address)
  await expect.poll(() => dialog(page()).getByTestId('account-balance').textContent()).toBe('1 SOL')
  expect(await dialog(page()).getByTestId('embedded-login').textContent()).toBe('sol@example.org')
  expect(await dialog(page()).getByRole('button', { name: 'Switch to smart account' }).count()).toBe(0)
})

test('signMessage and a SOL send go through the frame, the send through its approval page', async () => {
  await logInByEmail(page(), 'lamport@example.org', { path: '/?namespaces=solana' })
  const address = await solanaAddressOf('lamport@example.org')
  await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(short(address))
  const signed = (await solanaRequest('solana_signMessage', { message: 'gm', pubkey: address })) as {
    result: { signature: string }
  }
  const message = new TextEncoder().encode('gm')
  expect(ed25519.verify(decodeBase58(signed.result.signature), message, decodeBase58(address))).toBe(true)
  expect((await frameControl().messages('RPC_REQUEST')).length).toBe(1)

  const bob = solanaTestAccounts[1]!.address
  const before = await chain().getBalance(new PublicKey(bob))
  await frameControl().setApprovalMode('pending', 'solana_signAndSendTransaction')
  const sent = sendSol(bob, '250000000')
  await frameControl().waitForApproval('solana_signAndSendTransaction')
  await dialog(page()).getByRole('heading', { name: 'Approve' }).waitFor()
  expect(await frameControl().approvePending('solana_signAndSendTransaction')).toBe(1)
  expect(decodeBase58(await sent)).toHaveLength(64)
  expect((await chain().getBalance(new PublicKey(bob))) - before).toBe(250_000_000)
  await dialog(page()).waitFor({ state: 'hidden' })
})
