import type { Page } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, inject } from 'vitest'
import type { TestAccount } from '../../playground/world/chains/testAccounts.js'

/** Sets a switch of the data API stand-in (its control routes under /__world/). */
export async function worldControl(path: string, body?: unknown, method = 'POST'): Promise<unknown> {
  const response = await fetch(`${inject('world').urls.api}/__world/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`world control ${path}: ${response.status} ${await response.text()}`)
  return response.status === 204 ? undefined : response.json()
}

/**
 * The properties of every `name` event the analytics sink has received, oldest first, after the page was told
 * it is going away (which sends its waiting batch at once). That batch travels on its own: poll for an event.
 */
export async function trackedEvents(page: Page, name: string): Promise<Record<string, unknown>[]> {
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')))
  const { events } = (await worldControl('events', undefined, 'GET')) as {
    events: { props: { event: string; properties?: Record<string, unknown> } }[]
  }
  return events.filter((event) => event.props.event === name).map((event) => event.props.properties ?? {})
}

/**
 * Pairs the page's WalletConnect test wallet with a `wc:` URI (as a phone scanning the page's QR code would): the
 * playground's `__foyerPairWalletConnect`. It answers the proposal by `mode`; resolves once it has paired.
 */
export async function pairWalletConnect(page: Page, uri: string, mode: 'approve' | 'reject' | 'pending' = 'approve') {
  await page.evaluate(
    ([value, answer]) =>
      (window as unknown as { __foyerPairWalletConnect(uri: string, mode: string): Promise<unknown> })
        .__foyerPairWalletConnect(value, answer)
        .then(() => undefined),
    [uri, mode] as const,
  )
}

/** Calls a method of the page's n-th test wallet (window.__foyerTestWallets) and returns its JSON result. */
export function wallet<T = unknown>(page: Page, method: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(
    ([name, values]) => {
      const wallets = (window as unknown as { __foyerTestWallets: Record<string, (...a: unknown[]) => unknown>[] })
        .__foyerTestWallets
      const target = wallets[0]!
      const value = target[name as string]
      return typeof value === 'function' ? value.apply(target, values as unknown[]) : value
    },
    [method, args] as const,
  ) as Promise<T>
}

/**
 * A request through one of the playground's app-facing providers (`window[provider]`): its result, or the named
 * fields of its error.
 */
function appRequest(page: Page, provider: string, errorFields: readonly string[], method: string, params?: unknown) {
  return page.evaluate(
    async ([global, fields, name, values]) => {
      const target = (window as unknown as Record<string, { request(args: unknown): Promise<unknown> }>)[global]!
      try {
        return { result: await target.request({ method: name, params: values }) }
      } catch (error) {
        return { error: Object.fromEntries(fields.map((field) => [field, (error as Record<string, unknown>)[field]])) }
      }
    },
    [provider, errorFields, method, params] as const,
  )
}

/** A request through the playground's app-facing EIP-1193 provider; resolves with the result or the error. */
export const providerRequest = (page: Page, method: string, params?: unknown) =>
  appRequest(page, '__foyerProvider', ['code', 'message'], method, params)

/** A request through the playground's app-facing Solana provider: its result, or the error's code and short message. */
export const solanaRequest = (page: Page, method: string, params?: unknown) =>
  appRequest(page, '__foyerSolanaProvider', ['code', 'shortMessage'], method, params)

/** Registers a name for a test account as the product does: the signed JSON message, posted to the data API. */
export async function registerName(account: TestAccount, name: string): Promise<void> {
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const signature = await privateKeyToAccount(account.privateKey).signMessage({ message })
  const response = await fetch(`${inject('world').urls.api}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: 2147483649, address: account.address, message, signature }),
  })
  expect(response.status).toBe(200)
}
