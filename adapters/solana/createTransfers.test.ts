import { expect, test } from 'vitest'
import { testNetwork } from '../../kernel/testing/testNetworks.js'
import { createTransfers } from './createTransfers.js'
import type { SolanaSendParameters } from './createWalletTransactions.js'

const bob = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

test('a transfer is the adapter’s own SOL or SPL send (the receiver, the base units, the mint); the fee one signature’s', async () => {
  const sent: SolanaSendParameters[] = []
  const transfers = createTransfers(async (args) => {
    sent.push(args)
    return 'signature'
  })
  const network = testNetwork(1)
  expect(await transfers.transfer({ connectorId: 'c', network, to: bob, amount: 5n })).toBe('signature')
  await transfers.transfer({ connectorId: 'c', network, to: bob, amount: 7n, token: mint })
  expect(sent).toEqual([
    { connectorId: 'c', network, to: bob, value: 5n },
    { connectorId: 'c', network, to: bob, value: 7n, token: mint },
  ])
  expect((await transfers.estimateTransferFee({ connectorId: 'c', network, to: bob, amount: 5n })).fee).toBe(5000n)
})

test('isAddress: base58 of 32 bytes', async () => {
  const { isAddress } = createTransfers(async () => '')
  const network = testNetwork(1)
  expect(await isAddress({ address: bob, network })).toBe(true)
  expect(await isAddress({ address: `${bob}1`, network })).toBe(false)
  expect(await isAddress({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', network })).toBe(false)
})
