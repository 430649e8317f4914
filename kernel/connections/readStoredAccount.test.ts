import { expect, test } from 'vitest'
import { readStoredAccount } from './readStoredAccount.js'

const backend = (entries: Record<string, unknown>) => ({
  getItem: (key: string) => (key in entries ? JSON.stringify(entries[key]) : null),
  setItem: () => undefined,
  removeItem: () => undefined,
})
const connection = (connectorId: string, address: string) => ({
  status: 'connected',
  connectorId,
  connections: [
    { connectorId: 'other', accounts: [{ address: '0xother' }] },
    { connectorId, accounts: [{ address }] },
  ],
})

test('the account of the stored active connection of the last active namespace', () => {
  const storage = backend({
    'foyer:connections': { eip155: connection('injected', '0xabc'), solana: connection('phantom', 'So1') },
    'foyer:activeNetwork': 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  })
  expect(readStoredAccount({ storage })).toEqual({ namespace: 'solana', address: 'So1' })
  expect(
    readStoredAccount({ storage: backend({ 'foyer:connections': { eip155: connection('injected', '0xabc') } }) }),
  ).toEqual({ namespace: 'eip155', address: '0xabc' })
})

test('the storage prefix names the keys', () => {
  const storage = backend({ 'app:connections': { eip155: connection('injected', '0xabc') } })
  expect(readStoredAccount({ storage, storagePrefix: 'app' })).toEqual({ namespace: 'eip155', address: '0xabc' })
  expect(readStoredAccount({ storage })).toBeUndefined()
})

test('garbage stored is no account, and never a throw', () => {
  for (const stored of ['not json', 7, null, [], { eip155: 'x' }, { eip155: { connectorId: 'a', connections: 'x' } }])
    expect(readStoredAccount({ storage: backend({ 'foyer:connections': stored }) })).toBeUndefined()
  const long = { eip155: connection('injected', `0x${'a'.repeat(300)}`) }
  expect(readStoredAccount({ storage: backend({ 'foyer:connections': long }) })).toBeUndefined()
  const throwing = {
    getItem: () => {
      throw new Error('denied')
    },
    setItem: () => undefined,
    removeItem: () => undefined,
  }
  expect(readStoredAccount({ storage: throwing })).toBeUndefined()
  expect(readStoredAccount({ storage: { ...backend({}), getItem: () => 'not json' } })).toBeUndefined()
})
