import type { Page } from 'playwright-core'

/**
 * A request through the playground's app-facing Solana provider (`window.__foyerSolanaProvider`): its result, or
 * the error's code and short message.
 */
export const solanaRequest = (page: Page, method: string, params?: unknown) =>
  page.evaluate(
    async ([name, values]) => {
      const provider = (window as unknown as { __foyerSolanaProvider: { request(args: unknown): Promise<unknown> } })
        .__foyerSolanaProvider
      try {
        return { result: await provider.request({ method: name, params: values }) }
      } catch (error) {
        const { code, shortMessage } = error as { code?: string; shortMessage?: string }
        return { error: { code, shortMessage } }
      }
    },
    [method, params] as const,
  )
