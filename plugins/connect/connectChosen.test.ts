import { type ConnectParameters, ModalClosedError, type PluginContext } from 'foyer'
import { describe, expect, test, vi } from 'vitest'
import { connectChosen } from './connectChosen.js'

const account = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' as const }

/**
 * Connections as the kernel's behave: eip155 answers at once; the solana wallet's prompt is never answered, and
 * the connect rejects with 'Modal closed' once its signal aborts (never, without one).
 */
function context() {
  const connect = vi.fn(
    ({ namespace, signal }: ConnectParameters) =>
      new Promise((resolve, reject) => {
        if (namespace === 'eip155') return resolve([account])
        signal?.addEventListener('abort', () => reject(new ModalClosedError()), { once: true })
      }),
  )
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn(), lines: () => [] }
  const value = { connections: { connect }, networks: { active: () => undefined }, logger }
  return { connect, logger, context: value as unknown as Pick<PluginContext, 'connections' | 'networks' | 'logger'> }
}

describe('a companion wallet that never answers', () => {
  test('leaving the view (its signal aborts) gives the companion up: the attempt ends with the chosen accounts', async () => {
    const { context: ctx, connect, logger } = context()
    const controller = new AbortController()
    const attempt = connectChosen(ctx, {
      namespace: 'eip155',
      connectorId: 'wallet',
      signal: controller.signal,
      companions: [{ namespace: 'solana', connectorId: 'wallet' }],
    })
    await vi.waitFor(() => expect(connect).toHaveBeenCalledTimes(2))
    expect(connect.mock.calls[1]![0]).toMatchObject({ namespace: 'solana', signal: controller.signal, activate: false })
    controller.abort()
    await expect(attempt).resolves.toEqual([account])
    expect(logger.warn).toHaveBeenCalledWith('connecting solana beside eip155 failed', expect.any(ModalClosedError))
  })
})
