import { expect, test } from 'vitest'
import { kernelStorageSchemas } from './storageKeys.js'

const connection = (connectorId: string, address: string) => ({
  connectorId,
  accounts: [{ address, type: 'eoa' }],
})

test('stored connections name each wallet once, the first entry of a connector kept', () => {
  const parsed = kernelStorageSchemas.connections!.safeParse({
    eip155: {
      status: 'connected',
      connectorId: 'injected',
      connections: [connection('injected', '0xa'), connection('walletConnect', '0xb'), connection('injected', '0xc')],
    },
  })
  expect(parsed.success).toBe(true)
  expect((parsed as { data: any }).data.eip155.connections).toEqual([
    connection('injected', '0xa'),
    connection('walletConnect', '0xb'),
  ])
})
