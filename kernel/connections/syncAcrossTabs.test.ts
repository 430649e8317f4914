import { describe, expect, test, vi } from 'vitest'
import { createStore } from '../state/createStore.js'
import { initialState } from '../state/FoyerState.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryBackend } from '../storage/resolveStorageBackend.js'
import { syncAcrossTabs } from './syncAcrossTabs.js'

// The rules of following another tab, with a recording stand-in for the connections (the browser test
// tests/browser/crossTab.test.ts runs the real thing in two Chromium pages).

const stored = (connectorId: string) =>
  JSON.stringify({ eip155: { status: 'connected', connectorId, connections: [] } })

function setup(activeConnectorId?: string, start?: { shared: boolean; value: string }, settled = true) {
  const store = createStore(initialState())
  if (activeConnectorId)
    store.update((draft) => {
      draft.activeConnectorIds.eip155 = activeConnectorId
    })
  const calls: string[] = []
  const warnings: string[] = []
  const target = new EventTarget()
  const area = createMemoryBackend()
  if (start) area.setItem('foyer:connections', start.value)
  const logger = { warn: (message: string) => warnings.push(message), error: () => undefined }
  const storage = createStorage({ backend: area, prefix: 'foyer', logger, clock: { now: () => 0 } })
  const stop = syncAcrossTabs({
    store,
    storage,
    area,
    target: target as never,
    ...(settled ? { settle: (read: () => void) => read() } : {}),
    ...(start ? { shared: start.shared } : {}),
    logger,
    connections: {
      restore: async () => void calls.push('restore'),
      walletEvents: {
        disconnected: (namespace, connectorId) => void calls.push(`disconnected ${namespace} ${connectorId}`),
      },
    },
  })
  /** Another tab's write (or removal) of `key` in `storageArea`, then its event here, as a browser delivers them. */
  const send = (key: string | null, newValue: string | null, storageArea: unknown = area) => {
    if (storageArea === area && key !== null) newValue === null ? area.removeItem(key) : area.setItem(key, newValue)
    target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue, storageArea }))
  }
  /** An event for a write the storage has already moved past (delivered late). */
  const late = (key: string, newValue: string | null) =>
    target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue, storageArea: area }))
  return { store, calls, warnings, send, late, stop, before: store.getState() }
}

describe('following another tab', () => {
  test('a disconnect another tab stored before this tab listened is followed when it starts', () => {
    const tab = setup('injected', { shared: true, value: JSON.stringify({}) })
    expect(tab.calls).toEqual(['disconnected eip155 injected'])
  })

  test('a connection another tab stored before this tab listened is restored when it starts', () => {
    const tab = setup(undefined, { shared: true, value: stored('injected') })
    expect(tab.calls).toEqual(['restore'])
  })

  test('a removal the other tab followed at once with its value (it dropped a garbage value it read) is not a disconnect', () => {
    const tab = setup('injected', { shared: true, value: stored('injected') })
    tab.late('foyer:connections', null)
    expect(tab.calls).toEqual([])
    tab.send('foyer:connections', null)
    expect(tab.calls).toEqual(['disconnected eip155 injected'])
  })

  test('in a browser, a removal and the value that follows it within 50 ms are followed once, as the value', () => {
    vi.useFakeTimers()
    try {
      const tab = setup('injected', { shared: true, value: stored('injected') }, false)
      tab.send('foyer:connections', null)
      tab.send('foyer:connections', stored('injected'))
      vi.advanceTimersByTime(50)
      expect(tab.calls).toEqual([])
      tab.send('foyer:connections', null)
      vi.advanceTimersByTime(50)
      expect(tab.calls).toEqual(['disconnected eip155 injected'])
    } finally {
      vi.useRealTimers()
    }
  })

  test("another tab's connection still connecting (its social login away on the provider's page) is left to it", () => {
    const connecting = JSON.stringify({ eip155: { status: 'connecting', connectorId: 'ID_AUTH', connections: [] } })
    expect(setup(undefined, { shared: true, value: connecting }).calls).toEqual([])
    expect(setup('injected', { shared: true, value: connecting }).calls).toEqual([])
    const tab = setup(undefined)
    tab.send('foyer:connections', connecting)
    expect(tab.calls).toEqual([])
    tab.send('foyer:connections', stored('ID_AUTH'))
    expect(tab.calls).toEqual(['restore'])
  })

  test('at the start, the value it finds changes nothing when it matches, is garbage, or no other tab sees it', () => {
    expect(setup('injected', { shared: true, value: stored('injected') }).calls).toEqual([])
    const garbage = setup('injected', { shared: true, value: '{' })
    expect(garbage.calls).toEqual([])
    expect(garbage.store.getState()).toBe(garbage.before)
    expect(garbage.warnings).toHaveLength(1)
    expect(setup('injected', { shared: false, value: JSON.stringify({}) }).calls).toEqual([])
  })

  test('a disconnect stored by another tab disconnects here', () => {
    const tab = setup('injected')
    tab.send('foyer:connections', null)
    expect(tab.calls).toEqual(['disconnected eip155 injected'])
  })

  test('a connection stored by another tab is restored here, as a reload would', () => {
    const tab = setup()
    tab.send('foyer:connections', stored('injected'))
    expect(tab.calls).toEqual(['restore'])
  })

  test('the same connection stored again changes nothing; another connector is restored', () => {
    const tab = setup('injected')
    tab.send('foyer:connections', stored('injected'))
    expect(tab.calls).toEqual([])
    tab.send('foyer:connections', stored('walletConnect'))
    expect(tab.calls).toEqual(['restore'])
  })

  test.each([
    ['not JSON', '{'],
    ['the wrong shape', JSON.stringify({ eip155: { status: 'hacked' } })],
    ['an unknown namespace', JSON.stringify({ evil: { status: 'connected', connectorId: 'x', connections: [] } })],
  ])('a garbage value (%s) changes nothing and is logged', (_, garbage) => {
    const tab = setup('injected')
    tab.send('foyer:connections', garbage)
    expect(tab.calls).toEqual([])
    expect(tab.store.getState()).toBe(tab.before)
    expect(tab.warnings).toHaveLength(1)
  })

  test("other keys, other prefixes and other storage areas are not Foyer's", () => {
    const tab = setup('injected')
    tab.send('foyer:recentWallets', null)
    tab.send('other:connections', null)
    tab.send('foyer:connections', null, createMemoryBackend())
    expect(tab.calls).toEqual([])
  })

  test('after the teardown nothing is followed', () => {
    const tab = setup('injected')
    tab.stop()
    tab.send('foyer:connections', null)
    expect(tab.calls).toEqual([])
  })
})
