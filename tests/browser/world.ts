import type { Page } from 'playwright-core'
import { inject } from 'vitest'

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
