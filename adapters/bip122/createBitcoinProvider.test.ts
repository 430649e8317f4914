import { FoyerError, type Foyer, UserRejectedRequestError } from 'foyer'
import { expect, test, vi } from 'vitest'
import { createBitcoinProvider } from './createBitcoinProvider.js'

const address = '2N2bjA9C1maBSJQJgeLGgcfLJvmEdTL7xXW'

/** A Foyer whose bip122 connection is `connected`, its adapter's signMessage answering with `sign`. */
function fakeFoyer(sign: () => Promise<string>, connected = true) {
  const state = {
    modal: { open: true },
    activeConnectorIds: { bip122: 'Test Wallet' },
    chains: { bip122: { accountState: { status: connected ? 'connected' : 'disconnected', address } } },
  }
  const signMessage = vi.fn(sign)
  const kernel = {
    store: { getState: () => state },
    router: { history: () => [], getView: () => undefined, goBack: vi.fn() },
    close: vi.fn(),
    toasts: { error: vi.fn() },
    adapters: { getOrThrow: () => ({ signMessage }) },
  }
  const foyer = { ready: async () => kernel, getState: () => state } as unknown as Foyer
  return { foyer, kernel, signMessage }
}

test('signMessage signs with the active address through the adapter', async () => {
  const { foyer, signMessage } = fakeFoyer(async () => 'c2lnbmF0dXJl')
  await expect(createBitcoinProvider(foyer).signMessage({ message: 'gm' })).resolves.toBe('c2lnbmF0dXJl')
  expect(signMessage).toHaveBeenCalledWith({ connectorId: 'Test Wallet', address, message: 'gm' })
})

test("a refusal in the wallet is 'Signature declined' for the visitor, and the modal closes; the app gets USER_REJECTED", async () => {
  const { foyer, kernel } = fakeFoyer(() => Promise.reject(new UserRejectedRequestError()))
  await expect(createBitcoinProvider(foyer).signMessage({ message: 'gm' })).rejects.toMatchObject({
    code: 'USER_REJECTED',
  })
  expect(kernel.toasts.error).toHaveBeenCalledWith('Signature declined')
  expect(kernel.close).toHaveBeenCalled()
})

test('another wallet error closes the modal without the declined text; no connection is CAIP_UNDEFINED', async () => {
  const failing = fakeFoyer(() => Promise.reject(new FoyerError('The wallet failed', { code: 'WALLET_RPC_ERROR' })))
  await expect(createBitcoinProvider(failing.foyer).signMessage({ message: 'gm' })).rejects.toMatchObject({
    code: 'WALLET_RPC_ERROR',
  })
  expect(failing.kernel.toasts.error).not.toHaveBeenCalledWith('Signature declined')
  expect(failing.kernel.close).toHaveBeenCalled()
  const away = fakeFoyer(async () => 'never', false)
  await expect(createBitcoinProvider(away.foyer).signMessage({ message: 'gm' })).rejects.toMatchObject({
    code: 'CAIP_UNDEFINED',
  })
  expect(away.signMessage).not.toHaveBeenCalled()
})
