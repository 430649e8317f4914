// The frame page in Chromium: a host app on another loopback origin embeds it and posts messages.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  type AppMessageName,
  type AppPayloadInput,
  appMessageNames,
  createFrameUrl,
  parseFrameMessage,
} from '../../../../adapters/embedded/frame/frameMessages.js'
import { type HostApi, type HostControls, hostControls } from '../testing/hostControls.js'
import { type BrowserHost, startBrowserHost } from '../testing/startBrowserHost.js'
import { type FrameTestSite, startFrameTestSite } from '../testing/startFrameTestSite.js'

let world: FrameTestSite
let browser: BrowserHost
beforeAll(async () => {
  ;[world, browser] = await Promise.all([startFrameTestSite(), startBrowserHost()])
})
afterAll(async () => {
  await browser?.stop()
  await world?.stop()
})
beforeEach(() => world.site.control.reset())
afterEach(() => {
  const outbound = browser.requests.outbound.splice(0)
  expect(outbound, 'requests that tried to leave the machine').toEqual([])
})

const control = () => world.site.control
const frameUrl = (origin: string | undefined = browser.hostOrigin) => {
  const url = createFrameUrl(world.site.url, { projectId: 'world-test', chainId: 'eip155:1', origin: origin ?? '' })
  if (origin) return url
  const withoutOrigin = new URL(url)
  withoutOrigin.searchParams.delete('origin')
  return withoutOrigin.toString()
}

async function openHost(url = frameUrl()): Promise<HostControls> {
  return hostControls(await browser.openHost(url))
}

async function readyHost(url?: string) {
  const host = await openHost(url)
  expect(await host.waitForType('@w3m-frame/READY')).toEqual({ type: '@w3m-frame/READY', payload: { version: '4' } })
  return host
}

test('READY, then every app message of SPEC §7 gets the reply its schema accepts, matched by id', async () => {
  const host = await readyHost()
  const answered = new Set<string>()
  async function ok<N extends AppMessageName>(name: N, payload?: AppPayloadInput<N>) {
    const reply = await host.send(name, payload)
    expect(reply, name).toMatchObject({ kind: 'success', name })
    answered.add(name)
    return (reply as { payload: any }).payload
  }
  const email = 'browser@example.com'
  await ok('SYNC_DAPP_DATA', {
    projectId: 'world-test',
    sdkType: 'foyer',
    sdkVersion: 'react-foyer-0.1.0',
    metadata: { name: 'Host', description: 'A host app', url: browser.hostOrigin, icons: [] },
  })
  await ok('SYNC_THEME', { themeMode: 'dark', themeVariables: { '--w3m-accent': '#123456' } })
  expect(await ok('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({ smartAccountEnabledNetworks: [1, 42161] })
  expect(await ok('IS_CONNECTED')).toEqual({ isConnected: false })
  expect(await ok('GET_CHAIN_ID')).toEqual({ chainId: 'eip155:1' })
  expect(await ok('SWITCH_NETWORK', { chainId: 42161 })).toEqual({ chainId: 'eip155:42161' })
  expect(await ok('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' })
  const approved = ok('CONNECT_DEVICE')
  setTimeout(() => control().approveDevice(email), 100)
  await approved
  await ok('CONNECT_OTP', { otp: control().lastOtp(email)! })
  expect(parseFrameMessage(await host.waitForType('@w3m-frame/SESSION_UPDATE'))).toMatchObject({
    kind: 'event',
    event: 'SESSION_UPDATE',
  })
  const user = await ok('GET_USER', { chainId: 'eip155:1', preferredAccountType: 'eoa' })
  expect(user).toMatchObject({ email, chainId: 'eip155:1', preferredAccountType: 'eoa' })
  const { address: smartAccount } = await ok('INIT_SMART_ACCOUNT')
  expect(await ok('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({
    type: 'smartAccount',
    address: smartAccount,
  })
  expect(await ok('RPC_REQUEST', { method: 'eth_accounts' })).toEqual([smartAccount])
  expect(await ok('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', smartAccount] })).toMatch(/^0x/)
  expect(await ok('UPDATE_EMAIL', { email: 'browser2@example.com' })).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
  await ok('UPDATE_EMAIL_PRIMARY_OTP', { otp: control().lastOtp(email)! })
  expect(await ok('UPDATE_EMAIL_SECONDARY_OTP', { otp: control().lastOtp('browser2@example.com')! })).toEqual({
    newEmail: 'browser2@example.com',
  })
  const { uri } = await ok('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
  expect(uri).toContain('/social/github/authorize?')
  expect(await ok('CONNECT_SOCIAL', { uri: control().decideSocial() })).toMatchObject({ userName: 'ada-lovelace' })
  expect(await ok('GET_FARCASTER_URI')).toEqual({ url: expect.stringContaining('/farcaster/app?channelToken=') })
  const farcaster = ok('CONNECT_FARCASTER')
  setTimeout(() => void control().approveFarcaster({ fid: 1002 }), 100)
  expect(await farcaster).toEqual({ userName: 'alan' })
  await ok('RELOAD')
  await host.page.waitForFunction(
    () => (window as unknown as { host: HostApi }).host.countType('@w3m-frame/READY') === 2,
  )
  expect(await ok('IS_CONNECTED')).toEqual({ isConnected: true })
  await ok('SIGN_OUT')
  expect(await ok('IS_CONNECTED')).toEqual({ isConnected: false })

  expect([...answered].sort()).toEqual([...appMessageNames].sort())
  const [load] = control().loads()
  expect(load!.query).toEqual({
    projectId: 'world-test',
    chainId: 'eip155:1',
    version: '4',
    enableLogger: 'false',
    origin: browser.hostOrigin,
  })
  expect(control().devices()).toEqual([
    expect.objectContaining({
      origin: browser.hostOrigin,
      theme: { themeMode: 'dark', themeVariables: { '--w3m-accent': '#123456' } },
      dappData: expect.objectContaining({ projectId: 'world-test', sdkType: 'foyer' }),
    }),
  ])
})

test('the guard records a request bound for another machine (the test would fail on it)', async () => {
  const page = await browser.openHost(frameUrl())
  await page.evaluate(() => fetch('https://example.invalid/ping').catch(() => undefined))
  expect(browser.requests.outbound.splice(0)).toEqual(['https://example.invalid/ping'])
})

describe('refusals', () => {
  test('a malformed message gets an ERROR reply naming the problem; one without an id gets nothing', async () => {
    const host = await readyHost()
    expect(await host.sendRaw({ type: '@w3m-app/CONNECT_EMAIL', id: 'm1', payload: { email: 'nope' } })).toEqual({
      type: '@w3m-frame/CONNECT_EMAIL_ERROR',
      id: 'm1',
      payload: { message: 'Invalid CONNECT_EMAIL payload: email: must be a valid email' },
    })
    expect(await host.sendRaw({ type: '@w3m-app/OPEN_SESAME', id: 'm2' })).toEqual({
      type: '@w3m-frame/OPEN_SESAME_ERROR',
      id: 'm2',
      payload: { message: 'Unknown message type @w3m-app/OPEN_SESAME' },
    })
    const sendCalls = { method: 'wallet_sendCalls', params: [{ calls: [{ to: '1234' }] }] }
    expect(await host.sendRaw({ type: '@w3m-app/RPC_REQUEST', id: 'm3', payload: sendCalls })).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { message: expect.stringContaining('to must start with 0x') },
    })
    expect(await host.send('RPC_REQUEST', { method: 'eth_sign', params: [] })).toMatchObject({
      kind: 'error',
      message: 'Requested RPC call is not allowed',
    })
    const bigint = await host.page.evaluate(() =>
      (window as unknown as { host: HostApi }).host.send({
        type: '@w3m-app/RPC_REQUEST',
        id: 'm4',
        payload: { method: 'eth_call', params: [1n] },
      }),
    )
    expect(bigint).toMatchObject({ payload: { message: expect.stringContaining('is not JSON') } })
    await host.sendRaw({ type: '@w3m-app/IS_CONNECTED' }, 0)
    await host.sendRaw({ type: '@w3m-app/IS_CONNECTED', id: '' }, 0)
    await host.sendRaw('@w3m-app/IS_CONNECTED', 0)
    expect(await host.send('GET_CHAIN_ID')).toMatchObject({ kind: 'success' })
    const types = (await host.received()).map((entry) => (entry.data as { type: string }).type)
    expect(types.filter((type) => type.startsWith('@w3m-frame/IS_CONNECTED'))).toEqual([])
  })

  test('messages from another window of the same origin, or from another origin, get no reply', async () => {
    const host = await readyHost()
    await host.addChild(`${browser.hostOrigin}/child.html`)
    await host.addChild(`${browser.otherOrigin}/child.html`)
    const children = host.page.frames().filter((frame) => frame.url().endsWith('/child.html'))
    expect(children.map((frame) => new URL(frame.url()).origin).sort()).toEqual(
      [browser.hostOrigin, browser.otherOrigin].sort(),
    )
    for (const [index, child] of children.entries()) {
      await child.evaluate((id) => {
        ;(window as any).got = []
        window.addEventListener('message', (event) => (window as any).got.push(event.data))
        window.parent.frames[0]!.postMessage({ type: '@w3m-app/GET_CHAIN_ID', id }, '*')
      }, `foreign-${index}`)
    }
    // A message from the parent right after still gets its reply: the frame is alive, the others were ignored.
    expect(await host.send('GET_CHAIN_ID')).toMatchObject({ kind: 'success' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    for (const child of children) expect(await child.evaluate(() => (window as any).got)).toEqual([])
    const ids = (await host.received()).map((entry) => (entry.data as { id?: string }).id)
    expect(ids.filter((id) => id?.startsWith('foreign'))).toEqual([])
    expect(
      control()
        .messages()
        .map((record) => record.id)
        .filter((id) => id.startsWith('foreign')),
    ).toEqual([])
    expect((await host.received()).every((entry) => entry.origin === world.site.origin && entry.fromFrame)).toBe(true)
  })

  test('the page refuses to be framed by an origin other than its origin parameter; without it, it pins the parent', async () => {
    const refused = await openHost(frameUrl(browser.otherOrigin))
    expect(await refused.waitForType('@w3m-frame/READY', 1500)).toBeNull()
    expect(control().loads()).toHaveLength(1)

    const pinned = await readyHost(frameUrl(undefined))
    expect(await pinned.send('IS_CONNECTED')).toMatchObject({ kind: 'success', payload: { isConnected: false } })
  })
})

describe('faults', () => {
  test('a delayed reply arrives after the delay, a dropped one never, a garbage one fails the schema', async () => {
    const host = await readyHost()
    control().setFaults({ delay: { ms: 400, types: ['GET_CHAIN_ID'] } })
    let started = Date.now()
    expect(await host.send('GET_CHAIN_ID')).toMatchObject({ kind: 'success' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(400)
    started = Date.now()
    await host.send('IS_CONNECTED')
    expect(Date.now() - started).toBeLessThan(400)

    control().setFaults({ delay: null, drop: ['IS_CONNECTED'] })
    expect(await host.send('IS_CONNECTED', undefined, 800)).toBeNull()
    expect(control().messages('IS_CONNECTED').at(-1)).toMatchObject({ outcome: 'dropped' })

    control().setFaults({ drop: null, garbage: 'all' })
    for (const message of [
      { type: '@w3m-app/GET_CHAIN_ID', id: 'g1' },
      { type: '@w3m-app/RPC_REQUEST', id: 'g2', payload: { method: 'eth_chainId' } },
    ]) {
      const raw = await host.sendRaw(message)
      expect(raw).toMatchObject({ id: message.id })
      expect(parseFrameMessage(raw)).toBeUndefined()
    }
  })

  test('a page that never sends READY, and a page the server fails, both load no frame', async () => {
    control().setFaults({ load: 'no-ready' })
    const silent = await openHost()
    expect(await silent.waitForType('@w3m-frame/READY', 1500)).toBeNull()
    control().setFaults({ load: 'server-error' })
    const failed = await openHost()
    expect(await failed.waitForType('@w3m-frame/READY', 1000)).toBeNull()
    const frame = failed.page.frames().find((candidate) => candidate.url().startsWith(world.site.url))
    expect(await frame?.locator('h1').textContent()).toBe('Server error')
    expect(control().loads()).toHaveLength(2)
  })
})

describe('the social popup', () => {
  async function popupLogin(provider: 'google' | 'x', button: string) {
    const host = await readyHost()
    const opened = host.page.context().waitForEvent('page')
    expect(await host.openPopup()).toBe(true)
    const popup = await opened
    await popup.waitForLoadState()
    expect(new URL(popup.url()).pathname).toBe('/loading')
    const reply = await host.send('GET_SOCIAL_REDIRECT_URI', { provider })
    await host.navigatePopup((reply as { payload: { uri: string } }).payload.uri)
    await popup.waitForURL(/\/authorize\?/)
    await popup.getByRole('button', { name: button }).click()
    await host.page.waitForFunction(() => (window as unknown as { host: HostApi }).host.results.length > 0)
    const [resultUri] = await host.results()
    return { host, resultUri: resultUri! }
  }

  test('google: consent on the provider page, the popup posts the result to the app, CONNECT_SOCIAL logs in', async () => {
    const { host, resultUri } = await popupLogin('google', 'Continue as Ada Lovelace')
    expect(resultUri).toMatch(new RegExp(`^${world.site.origin}/social/callback\\?code=`))
    expect(
      await host.send('CONNECT_SOCIAL', { uri: resultUri, preferredAccountType: 'eoa', chainId: 1 }),
    ).toMatchObject({
      kind: 'success',
      payload: { userName: 'ada.lovelace@gmail.example', email: 'ada.lovelace@gmail.example' },
    })
  })

  test('x: cancel on the provider page, the result carries the error and CONNECT_SOCIAL refuses it', async () => {
    const { host, resultUri } = await popupLogin('x', 'Cancel')
    expect(new URL(resultUri).searchParams.get('error')).toBe('access_denied')
    expect(await host.send('CONNECT_SOCIAL', { uri: resultUri })).toMatchObject({
      kind: 'error',
      message: 'The social login was refused: access_denied',
    })
  })
})
