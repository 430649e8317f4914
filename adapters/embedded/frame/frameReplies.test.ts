import { expect, test } from 'vitest'
import { createSuccessReply, parseFrameMessage } from './frameMessages.js'
import { frameUserSchema } from './frameReplies.js'

test('a GET_USER reply with only SERVICES §5’s required fields parses, with the optional ones defaulted', () => {
  const minimal = { address: '0x0000000000000000000000000000000000000001', chainId: 'eip155:1' }
  expect(frameUserSchema.safeParse(minimal)).toEqual({
    success: true,
    data: { ...minimal, accounts: [], preferredAccountType: 'eoa' },
  })
  expect(parseFrameMessage({ type: '@w3m-frame/GET_USER_SUCCESS', id: 'k3j9x2a', payload: minimal })).toMatchObject({
    kind: 'success',
    name: 'GET_USER',
    payload: { address: minimal.address, accounts: [], preferredAccountType: 'eoa' },
  })
  const social = createSuccessReply('CONNECT_SOCIAL', 'k3j9x2b', { ...minimal, userName: 'ada', email: null })
  expect(parseFrameMessage(social)).toMatchObject({ kind: 'success', payload: { userName: 'ada' } })
})

test('a reply without an address is still refused', () => {
  expect(frameUserSchema.safeParse({ chainId: 'eip155:1' }).success).toBe(false)
})
