import { describe, expect, test } from 'vitest'
import {
  appMessageNames,
  createAppMessage,
  createErrorReply,
  createFrameEvent,
  createFrameUrl,
  createSuccessReply,
  FrameMessageError,
  type FrameUser,
  frameQuerySchema,
  parseAppMessage,
  parseFrameMessage,
} from './frameMessages.js'

const id = 'a2f9c1d4-0000-4000-8000-000000000001'
const frameError = (data: unknown) => {
  const result = parseAppMessage(data)
  if (!result || result.ok) throw new Error(`expected an error, got ${JSON.stringify(result)}`)
  return result.error
}

describe('app messages', () => {
  test('a built message parses back on the frame side with its name, id and payload', () => {
    const message = createAppMessage('CONNECT_EMAIL', { email: 'ada@example.com' }, id)
    expect(message).toEqual({ type: '@w3m-app/CONNECT_EMAIL', id, payload: { email: 'ada@example.com' } })
    expect(parseAppMessage(message)).toEqual({
      ok: true,
      message: { name: 'CONNECT_EMAIL', id, payload: { email: 'ada@example.com' } },
    })
  })

  test('a message without a payload has no payload key, and gets a fresh UUID as its id by default', () => {
    const message = createAppMessage('SIGN_OUT', undefined)
    expect(Object.keys(message).sort()).toEqual(['id', 'type'])
    expect(message.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  test('building a message with a payload that fails its schema throws, naming the field', () => {
    expect(() => createAppMessage('CONNECT_EMAIL', { email: 'not-an-email' })).toThrow(FrameMessageError)
    expect(() => createAppMessage('CONNECT_EMAIL', { email: 'not-an-email' })).toThrow(
      'Invalid CONNECT_EMAIL payload: email: must be a valid email',
    )
  })

  test.each([
    ['CONNECT_EMAIL', { email: 'nope' }, 'email: must be a valid email'],
    ['UPDATE_EMAIL', { email: 'a@' }, 'email: must be a valid email'],
    ['CONNECT_OTP', { otp: 123456 }, 'otp: must be a string'],
    ['GET_SOCIAL_REDIRECT_URI', { provider: 'myspace' }, 'provider: must be one of google, github, apple'],
    ['SYNC_THEME', { themeMode: 'sepia' }, 'themeMode: must be light or dark'],
    ['SET_PREFERRED_ACCOUNT', { type: 'EOA' }, 'type: must be eoa or smartAccount'],
    [
      'RPC_REQUEST',
      { method: 'wallet_sendCalls', params: [{ calls: [{ to: '1234' }] }] },
      'params.0.calls.0.to: to must start with 0x',
    ],
    [
      'RPC_REQUEST',
      { method: 'wallet_sendCalls', params: [{ calls: [{ to: '0x12', data: 'ff' }] }] },
      'params.0.calls.0.data: data must start with 0x',
    ],
    ['RPC_REQUEST', { method: 'personal_sign', params: 'hello' }, 'params: must be an array'],
    ['SYNC_DAPP_DATA', { sdkType: 'foyer' }, 'projectId: expected string'],
    ['CONNECT_DEVICE', { unexpected: true }, 'unexpected unexpected'],
  ])('the frame refuses %s with %j: %s', (name, payload, error) => {
    expect(frameError({ type: `@w3m-app/${name}`, id, payload })).toContain(error)
  })

  test('an unknown type is an error reply, while a message without a usable id or type is ignored', () => {
    expect(parseAppMessage({ type: '@w3m-app/DO_MAGIC', id })).toEqual({
      ok: false,
      name: 'DO_MAGIC',
      id,
      error: 'Unknown message type @w3m-app/DO_MAGIC',
    })
    for (const ignored of [
      null,
      'text',
      { type: '@w3m-app/SIGN_OUT' },
      { type: '@w3m-app/SIGN_OUT', id: '' },
      { type: '@w3m-app/SIGN_OUT', id: 42 },
      { type: '@w3m-frame/READY', id },
      { type: '@w3m-app/lower', id },
      { id },
    ]) {
      expect(parseAppMessage(ignored)).toBeUndefined()
    }
  })

  test('any RPC method name passes the schema (the frame answers whether it is allowed)', () => {
    const parsed = parseAppMessage({ type: '@w3m-app/RPC_REQUEST', id, payload: { method: 'eth_sign', params: [] } })
    expect(parsed).toMatchObject({ ok: true, message: { payload: { method: 'eth_sign' } } })
  })

  test('every app message name has a success schema', () => {
    expect(appMessageNames).toHaveLength(22)
  })
})

describe('frame messages', () => {
  const user = {
    email: 'ada@example.com',
    address: '0x0000000000000000000000000000000000000001',
    chainId: 'eip155:1',
    accounts: [{ address: '0x0000000000000000000000000000000000000001', type: 'eoa' }],
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  } satisfies FrameUser

  test('success, error and events round-trip through the app-side parser', () => {
    expect(parseFrameMessage(createSuccessReply('GET_USER', id, user))).toEqual({
      kind: 'success',
      name: 'GET_USER',
      id,
      payload: user,
    })
    expect(parseFrameMessage(createSuccessReply('SIGN_OUT', id, undefined))).toEqual({
      kind: 'success',
      name: 'SIGN_OUT',
      id,
      payload: undefined,
    })
    expect(parseFrameMessage(createErrorReply('CONNECT_OTP', id, 'Invalid code'))).toEqual({
      kind: 'error',
      name: 'CONNECT_OTP',
      id,
      message: 'Invalid code',
    })
    expect(parseFrameMessage(createFrameEvent('READY', { version: '4' }))).toEqual({
      kind: 'event',
      event: 'READY',
      payload: { version: '4' },
    })
    expect(parseFrameMessage(createFrameEvent('SESSION_UPDATE', { token: 't' }))).toMatchObject({
      event: 'SESSION_UPDATE',
    })
  })

  test('the frame cannot build a reply its schema refuses', () => {
    expect(() => createSuccessReply('IS_CONNECTED', id, { isConnected: 'yes' } as never)).toThrow(
      'Invalid IS_CONNECTED reply: isConnected: expected boolean',
    )
  })

  test('malformed replies are dropped', () => {
    for (const dropped of [
      { type: '@w3m-frame/GET_USER_SUCCESS', id, payload: { ...user, address: 42 } },
      { type: '@w3m-frame/GET_USER_SUCCESS', payload: user },
      { type: '@w3m-frame/GET_USER_ERROR', id, payload: {} },
      { type: '@w3m-frame/NOT_A_THING_SUCCESS', id },
      { type: '@w3m-frame/SESSION_UPDATE', payload: {} },
      { type: '@w3m-app/GET_USER', id },
      'garbage',
    ]) {
      expect(parseFrameMessage(dropped)).toBeUndefined()
    }
  })
})

test('the frame URL carries the SPEC §7 parameters and the embedding origin, which the frame parses back', () => {
  const url = createFrameUrl('http://127.0.0.1:4300/sdk', {
    projectId: 'p1',
    chainId: 'eip155:1',
    origin: 'http://127.0.0.1:5173',
  })
  expect(url).toBe(
    'http://127.0.0.1:4300/sdk?projectId=p1&chainId=eip155%3A1&version=4&enableLogger=false&origin=http%3A%2F%2F127.0.0.1%3A5173',
  )
  expect(frameQuerySchema.parse(Object.fromEntries(new URL(url).searchParams))).toEqual({
    projectId: 'p1',
    chainId: 'eip155:1',
    version: '4',
    enableLogger: 'false',
    origin: 'http://127.0.0.1:5173',
  })
})
