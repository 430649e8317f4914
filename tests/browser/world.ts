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

/** A request through the playground's app-facing EIP-1193 provider; resolves with the result or the error. */
export function providerRequest(page: Page, method: string, params?: unknown) {
  return page.evaluate(
    async ([name, values]) => {
      const provider = (window as unknown as { __foyerProvider: { request(args: unknown): Promise<unknown> } })
        .__foyerProvider
      try {
        return { result: await provider.request({ method: name, params: values }) }
      } catch (error) {
        const { code, message } = error as { code?: number; message?: string }
        return { error: { code, message } }
      }
    },
    [method, params] as const,
  )
}

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
