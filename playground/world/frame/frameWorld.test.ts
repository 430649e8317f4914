// The site inside the world (startWorld), driven over HTTP by the control client of foyer/testing.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { jsonRpc } from '../chains/jsonRpc.js'
import { rawRequest, rawStatus } from '../http/rawRequest.js'
import { startWorld, type World } from '../startWorld.js'
import { frameControlClient } from '../testing.js'
import { loadAccountArtifact } from './accounts/accountArtifacts.js'
import { accountFactoryAddress } from './accounts/smartAccounts.js'
import { frameDevice } from './testing/frameDevice.js'

let world: World
beforeAll(async () => {
  world = await startWorld()
})
afterAll(() => world?.stop())

test('the world serves the site at urls.frame, with its pages, and world.frame is its control', async () => {
  const { frame } = world.config.urls
  expect(frame).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sdk$/)
  expect(new URL(frame!).port).not.toBe(new URL(world.config.urls.api).port)
  const page = await fetch(
    `${frame}?projectId=p&chainId=eip155%3A1&version=4&enableLogger=false&origin=http%3A%2F%2F127.0.0.1%3A5173`,
  )
  expect(page.status).toBe(200)
  expect(page.headers.get('content-security-policy')).toBe('frame-ancestors http://127.0.0.1:5173')
  expect(await page.text()).toContain('<script type="module" src="/sdk.js"></script>')
  const script = await fetch(new URL('/sdk.js', frame))
  expect(script.headers.get('content-type')).toContain('text/javascript')
  const refused = await fetch(`${frame}?chainId=eip155%3A1`)
  expect(refused.status).toBe(400)
  expect(await refused.text()).toContain('projectId is required')
  expect((await fetch(`${frame}?projectId=p&origin=http%3A%2F%2F127.0.0.1%3A5173%2Fpath`)).status).toBe(400)
  expect(world.config.pages.mailbox).toBe(`${new URL(frame!).origin}/mailbox`)
  expect(world.frame.loads()).toHaveLength(3)
})

test('POST /api/message refuses a foreign Origin and a non-JSON body; a malformed path is a 400', async () => {
  const { origin } = new URL(world.config.urls.frame!)
  const body = JSON.stringify({
    deviceId: 'device-origin-check',
    appOrigin: 'http://127.0.0.1:5173',
    message: { type: '@w3m-app/IS_CONNECTED', id: 'abc1234' },
  })
  const post = (headers: Record<string, string>) => fetch(`${origin}/api/message`, { method: 'POST', headers, body })
  const foreign = await post({ 'content-type': 'application/json', origin: 'http://evil.test' })
  expect(foreign.status).toBe(403)
  expect(await foreign.json()).toEqual({
    error: `origin: Messages are accepted only from ${origin}, not http://evil.test`,
  })
  const plain = await post({ 'content-type': 'text/plain', origin })
  expect(plain.status).toBe(415)
  expect(await plain.json()).toEqual({ error: 'content-type: The body must be application/json' })
  const own = await post({ 'content-type': 'application/json; charset=utf-8', origin })
  expect(own.status).toBe(200)
  expect(world.frame.messages('IS_CONNECTED')).toHaveLength(1)
  const malformed = await fetch(`${origin}/social/%E0%A4%A/authorize`)
  expect(malformed.status).toBe(400)
  expect(await malformed.text()).toContain('Malformed path')
})

test('a request target no URL parser takes (GET //) is a 400, and the site keeps answering', async () => {
  const { origin } = new URL(world.config.urls.frame!)
  expect(rawStatus(await rawRequest(origin, 'GET // HTTP/1.1'))).toBe(400)
  expect((await fetch(`${origin}/`)).status).toBe(200)
})

test('the world gives the site its Solana localnet', async () => {
  const caip = world.solana.caipNetworkId
  const device = frameDevice(world.config.urls.frame!, { chainId: caip })
  expect(await device.request('GET_CHAIN_ID')).toEqual({ chainId: caip })
  expect(await device.request('SWITCH_NETWORK', { chainId: 'eip155:1' })).toEqual({ chainId: 'eip155:1' })
})

test('the dapp data must name the SDK’s version and type, the theme its mode; each is kept on the device', async () => {
  const device = frameDevice(world.config.urls.frame!, { deviceId: 'device-sync-check' })
  await expect(device.request('SYNC_DAPP_DATA', { projectId: 'p' })).rejects.toThrow(
    'SYNC_DAPP_DATA needs sdkVersion and sdkType',
  )
  await expect(device.request('SYNC_THEME', { themeVariables: {} })).rejects.toThrow('SYNC_THEME needs the themeMode')
  await device.request('SYNC_DAPP_DATA', { projectId: 'p', sdkVersion: 'react-foyer-0.1.0', sdkType: 'foyer' })
  await device.request('SYNC_THEME', { themeMode: 'dark' })
  expect(world.frame.devices().find((entry) => entry.id === 'device-sync-check')).toMatchObject({
    theme: { themeMode: 'dark' },
    dappData: { projectId: 'p', sdkVersion: 'react-foyer-0.1.0', sdkType: 'foyer' },
  })
})

test('the control client drives an email login, a social decision, a Farcaster approval and faults over HTTP', async () => {
  const client = frameControlClient(world.config.urls.frame!)
  const device = frameDevice(world.config.urls.frame!)
  expect(await device.request('CONNECT_EMAIL', { email: 'client@example.com' })).toEqual({ action: 'VERIFY_DEVICE' })
  const waiting = device.request('CONNECT_DEVICE')
  await client.approveDevice('client@example.com')
  await waiting
  const otp = await client.lastOtp('client@example.com')
  expect((await client.mailbox('client@example.com')).map((mail) => mail.kind)).toEqual([
    'device-approval',
    'login-code',
  ])
  expect(await (await fetch(world.config.pages.mailbox)).text()).toContain(otp!)
  await device.request('CONNECT_OTP', { otp: otp! })
  expect((await client.users()).map((user) => user.email)).toEqual(['client@example.com'])
  expect(JSON.stringify(await client.users())).not.toContain('"key"')

  await device.request('GET_SOCIAL_REDIRECT_URI', { provider: 'apple' })
  expect(await (await fetch(world.config.pages.embeddedWallet)).text()).toContain('apple login')
  const resultUri = await client.decideSocial({ provider: 'apple', identity: 'alan' })
  expect(await device.request('CONNECT_SOCIAL', { uri: resultUri })).toMatchObject({ userName: 'Alan Turing' })

  await device.request('GET_FARCASTER_URI')
  expect(await client.farcasterChannels()).toEqual([expect.objectContaining({ state: 'pending' })])
  const connecting = device.request('CONNECT_FARCASTER')
  await client.approveFarcaster()
  expect(await connecting).toEqual({ userName: 'ada' })

  await client.setFaults({ drop: ['GET_CHAIN_ID'], load: 'no-ready' })
  expect(await client.faults()).toMatchObject({ drop: ['GET_CHAIN_ID'], load: 'no-ready' })
  expect((await device.post({ type: '@w3m-app/GET_CHAIN_ID', id: 'dropped' })).raw).toEqual([])
  await client.clearFaults()
  await expect(client.decideSocial()).rejects.toThrow('No social login is waiting for a decision')

  await client.setApprovalMode('pending')
  await client.setApprovalMode('reject', 'personal_sign')
  expect([
    await client.approvalMode(),
    await client.approvalMode('personal_sign'),
    world.frame.approvalMode('eth_sendTransaction'),
  ]).toEqual(['pending', 'reject', 'pending'])
  await client.setApprovalMode('approve')
})

test('world.reset clears the site and places the account factory again after the chains revert', async () => {
  await world.reset()
  expect(world.frame.users()).toEqual([])
  expect(world.frame.mailbox()).toEqual([])
  for (const chain of world.chains.chains) {
    expect(await jsonRpc(chain.rpcUrl, 'eth_getCode', [accountFactoryAddress, 'latest'])).toBe(
      loadAccountArtifact('FoyerAccountFactory').deployedBytecode,
    )
  }
})
