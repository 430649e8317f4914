import { afterEach, expect, test } from 'vitest'
import { watchOtherTabs } from './watchOtherTabs.js'

// Before the kernel exists, the page listens for another tab's connection (the browser test crossTab.test.ts
// runs it in two Chromium pages); here a bare EventTarget stands in for the window.
const page = globalThis as { window?: unknown }
afterEach(() => {
  delete page.window
})

function tab() {
  const target = new EventTarget()
  page.window = target
  let loads = 0
  const stop = watchOtherTabs({}, () => loads++)
  const send = (key: string, newValue: string | null) =>
    target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue, storageArea: null }))
  return { send, stop, loads: () => loads }
}
const entry = (status: string) => JSON.stringify({ eip155: { status, connectorId: 'ID_AUTH', connections: [] } })

test("another tab's connection loads the kernel once; one still connecting there, or another key, does not", () => {
  const other = tab()
  other.send('foyer:connections', entry('connecting'))
  other.send('foyer:recentWallets', entry('connected'))
  other.send('foyer:connections', null)
  expect(other.loads()).toBe(0)
  other.send('foyer:connections', entry('connected'))
  other.send('foyer:connections', entry('connected'))
  expect(other.loads()).toBe(1)
})
