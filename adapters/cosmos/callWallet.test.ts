import { expect, test } from 'vitest'
import { callWallet } from './callWallet.js'

test('Keplr’s and Leap’s refusals and the 4001/5000 codes are UserRejectedRequestError; other failures WALLET_RPC_ERROR', async () => {
  for (const error of [
    new Error('Request rejected'),
    new Error('Request rejected by user'),
    { code: 4001 },
    { code: 5000 },
  ])
    await expect(callWallet('enable', () => Promise.reject(error))).rejects.toMatchObject({ code: 'USER_REJECTED' })
  await expect(
    callWallet('getKey', () => Promise.reject(new Error('There is no chain info for x'))),
  ).rejects.toMatchObject({
    code: 'WALLET_RPC_ERROR',
    shortMessage: 'The wallet failed getKey',
  })
})
