import { expect, test, vi } from 'vitest'
import { createRouter } from '../router/createRouter.js'
import { initialState } from '../state/FoyerState.js'
import { createStore } from '../state/createStore.js'
import { createPluginHost } from './createPluginHost.js'
import { definePlugin } from './definePlugin.js'

test("an offered plugin's connect method draws before its code, loads it, and keeps its identity once loaded", async () => {
  const row = { default: 'EmailRow' }
  const email = vi.fn(async () =>
    definePlugin({ id: 'email', connectMethods: [{ id: 'email', load: async () => row as never }] }),
  )
  const store = createStore(initialState())
  const router = createRouter({ store, close: vi.fn() })
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn(), lines: () => [] }
  const host = createPluginHost({
    catalogue: { email: { load: email, connectMethods: [{ id: 'email' }] } },
    extra: [],
    store,
    router,
    logger,
    contextFor: () => ({ store }) as never,
  })
  expect(host.connectMethods()).toEqual([])
  host.offer(['email'])
  const [standIn] = host.connectMethods()
  expect(standIn?.id).toBe('email')
  expect(email).not.toHaveBeenCalled()
  await expect(standIn?.load()).resolves.toBe(row)
  expect(host.isLoaded('email')).toBe(true)
  expect(host.connectMethods()).toEqual([standIn])
  host.withdraw('email')
  expect(host.connectMethods()).toEqual([])
})
