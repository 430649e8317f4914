import { ed25519 } from '@noble/curves/ed25519.js'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, PublicKey } from '@solana/web3.js'
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { decodeBase58, encodeBase58 } from '../../adapters/solana/base58.js'
import { SOLANA_USDC } from '../../playground/world/solana/localnet.js'
import { solanaTestAccounts } from '../../playground/world/solana/solanaTestAccounts.js'
import { solanaRequest as request } from './world.js'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'

// The solana adapter in Chromium: the playground as a Solana app (`namespaces=solana`), the world's Solana test
// wallet registered by the Wallet Standard (`wallets=solana`), the world's localnet read from here.

const session = useBrowser()
const page = () => session.page
const alice = solanaTestAccounts[0]!.address
const shortAlice = `${alice.slice(0, 4)}…${alice.slice(-6)}`
const solanaPath = '/?wallets=solana&namespaces=solana'
const chain = () => {
  const localnet = inject('world').chains.find((candidate) => candidate.namespace === 'solana')!
  return new Connection(localnet.rpcUrl, 'confirmed')
}
const walletRow = () =>
  dialog(page())
    .getByRole('button', { name: /^Test Wallet(?: [a-z]|$)/ })
    .first()

async function connect() {
  await openPlayground(page(), solanaPath)
  await connectButton(page()).click()
  await walletRow().click()
  await dialog(page()).waitFor({ state: 'detached' })
  await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(shortAlice)
}

/** Runs `body` in the page with the kernel, the active Solana connector and the Solana test wallet's remote. */
function inPage<T, A>(run: Page, body: string, argument: A): Promise<T> {
  return run.evaluate(
    async ([source, value]) => {
      const host = window as unknown as {
        __foyer: { ready(): Promise<unknown>; getState(): { activeConnectorIds: Record<string, string> } }
        __foyerNamespaceWallets: { solana: unknown }
      }
      const kernel = await host.__foyer.ready()
      const connectorId = host.__foyer.getState().activeConnectorIds.solana
      const wallet = host.__foyerNamespaceWallets.solana
      // The test's own code, run in the page (the playground has no CSP).
      const fn = new Function(
        'kernel',
        'connectorId',
        'wallet',
        'foyer',
        'value',
        `return (async () => { ${source} })()`,
      )
      return fn(kernel, connectorId, wallet, host.__foyer, value)
    },
    [body, argument] as const,
  ) as Promise<T>
}

/** A transfer through the adapter's sendTransaction on the active (local) network; the signature or the error code. */
const send = (to: string, value: string, token?: string) =>
  inPage<string, { to: string; value: string; token?: string }>(
    page(),
    `const network = kernel.networks.active('solana')
     return kernel.adapters.capability('solana', 'sendTransaction')({
       connectorId, to: value.to, value: BigInt(value.value), token: value.token, network })`,
    token ? { to, value, token } : { to, value },
  )

describe('the Solana test wallet, by the Wallet Standard', () => {
  test('connects; the Account view shows its address and its localnet SOL balance', async () => {
    await connect()
    await connectButton(page()).click()
    await dialog(page()).getByRole('heading', { name: shortAlice }).waitFor()
    expect(await dialog(page()).getByTestId('account-address').getAttribute('title')).toBe(alice)
    await expect.poll(() => dialog(page()).getByTestId('account-balance').textContent()).toBe('1,000 SOL')
  })

  test('a reload restores the connection from the wallet, silently', async () => {
    await connect()
    await page().reload()
    await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(shortAlice)
    const pending = await inPage<number, null>(page(), 'return wallet.pending().length', null)
    expect(pending).toBe(0)
  })

  test('signMessage through Foyer returns a base58 signature that verifies (ed25519) for the address', async () => {
    await connect()
    const signature = await inPage<string, string>(
      page(),
      `return kernel.adapters.getOrThrow('solana').signMessage({ connectorId, address: value, message: 'hello foyer' })`,
      alice,
    )
    const verified = ed25519.verify(
      decodeBase58(signature),
      new TextEncoder().encode('hello foyer'),
      decodeBase58(alice),
    )
    expect(verified).toBe(true)
  })

  test('a SOL transfer through sendTransaction lands: the receiver’s balance grows by the amount', async () => {
    await connect()
    const bob = solanaTestAccounts[1]!.address
    const before = await chain().getBalance(new PublicKey(bob))
    const signature = await send(bob, '250000000')
    expect(decodeBase58(signature)).toHaveLength(64)
    expect((await chain().getBalance(new PublicKey(bob))) - before).toBe(250_000_000)
  })

  test('a USDC transfer lands, creating the receiver’s token account', async () => {
    await connect()
    const carol = solanaTestAccounts[6]!.address
    const target = getAssociatedTokenAddressSync(new PublicKey(SOLANA_USDC.mint), new PublicKey(carol))
    expect(await chain().getAccountInfo(target)).toBeNull()
    await send(carol, '1250000', SOLANA_USDC.mint)
    expect((await chain().getTokenAccountBalance(target)).value.amount).toBe('1250000')
  })
})

const solanaRequest = (method: string, params?: unknown) => request(page(), method, params)

describe('the app-facing Solana provider', () => {
  test('solana_signMessage signs through the wallet; the signature verifies', async () => {
    await connect()
    expect(await solanaRequest('solana_getAccounts')).toEqual({ result: [{ pubkey: alice }] })
    const answer = (await solanaRequest('solana_signMessage', { message: 'gm', pubkey: alice })) as {
      result: { signature: string }
    }
    const message = new TextEncoder().encode('gm')
    expect(ed25519.verify(decodeBase58(answer.result.signature), message, decodeBase58(alice))).toBe(true)
  })

  test('a method outside the lists opens the modal, shows "Action not allowed" and is rejected', async () => {
    await connect()
    const answer = await solanaRequest('solana_signIn', {})
    expect(answer).toEqual({ error: { code: 'RPC_NOT_ALLOWED', shortMessage: 'Requested RPC call is not allowed' } })
    await dialog(page()).getByText('Action not allowed').waitFor()
  })
})

describe('an EVM-only app', () => {
  test('fetches no solana code at page load or on the first open, even with the Solana wallet on the page', async () => {
    await openPlayground(page(), '/?wallets=evm,solana')
    await connectButton(page()).click()
    await walletRow().waitFor()
    const solanaCode = session.requests.filter((url) =>
      /createSolanaRuntime|index\.browser\.esm|buildTransfer/.test(url),
    )
    expect(solanaCode).toEqual([])
  })
})

describe('malformed Wallet Standard answers', () => {
  test('a 31-byte address from connect is refused: "Failed to connect", nothing connected', async () => {
    await openPlayground(page(), solanaPath)
    const short = encodeBase58(new Uint8Array(31).fill(5))
    await inPage(
      page(),
      `wallet.setAnswer('standard:connect', { accounts: [{ address: value, publicKey: new Uint8Array(31) }] })`,
      short,
    )
    await connectButton(page()).click()
    await walletRow().click()
    await dialog(page()).getByRole('alert').getByText('Failed to connect').waitFor()
    const solana = await inPage<{ status: string; address?: string }, null>(
      page(),
      `return foyer.getState().chains.solana.accountState`,
      null,
    )
    expect(solana.status).toBe('disconnected')
    expect(solana.address).toBeUndefined()
    const code = await inPage<string, null>(
      page(),
      `return kernel.connections.connect({ namespace: 'solana', connectorId: 'Test Wallet' }).then(
         () => 'connected',
         (error) => error.cause?.code)`,
      null,
    )
    expect(code).toBe('INVALID_WALLET_ANSWER')
  })

  test('a short signature is refused with INVALID_WALLET_ANSWER; the connection is unchanged', async () => {
    await connect()
    const outcome = await inPage<{ code: string; message: string; same: boolean }, string>(
      page(),
      `const before = JSON.stringify(foyer.getState().chains.solana)
       wallet.setAnswer('solana:signMessage', [{ signedMessage: new Uint8Array(2), signature: new Uint8Array(63) }])
       try {
         await kernel.adapters.getOrThrow('solana').signMessage({ connectorId, address: value, message: 'hi' })
         return { code: 'none' }
       } catch (error) {
         return { code: error.code, message: error.message, same: before === JSON.stringify(foyer.getState().chains.solana) }
       }`,
      alice,
    )
    expect(outcome.code).toBe('INVALID_WALLET_ANSWER')
    expect(outcome.message).toContain('a signature is 64 bytes')
    expect(outcome.same).toBe(true)
    expect(await connectButton(page()).textContent()).toBe(shortAlice)
  })
})
