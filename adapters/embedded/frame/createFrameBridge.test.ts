import { describe, expect, test } from 'vitest'
import { createTestClock } from '../../../kernel/testing/createTestClock.js'
import { createFrameBridge, type FrameAlert, type FrameBridgeParameters } from './createFrameBridge.js'

// A stand-in page (no DOM in Node): the iframe it creates records what is posted to it, and `deliver`
// dispatches a message event as a browser would, with its origin and source window.
function fakePage() {
  const listeners = new Set<(event: MessageEvent) => void>()
  const posted: { message: { type: string; id: string; payload?: unknown }; target: string }[] = []
  const frameWindow = { postMessage: (message: never, target: string) => posted.push({ message, target }) }
  const frames: { src: string; style: Record<string, string>; removed: boolean }[] = []
  const page = {
    location: { origin: 'http://app.test' },
    document: {
      createElement: () => {
        const frame = {
          src: '',
          title: '',
          style: {} as Record<string, string>,
          removed: false,
          contentWindow: frameWindow,
          setAttribute() {},
          remove() {
            frame.removed = true
          },
        }
        frames.push(frame)
        return frame
      },
      body: { appendChild() {} },
    },
    addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
  }
  const deliver = (data: unknown, origin = 'http://frame.test', source: unknown = frameWindow) => {
    for (const listener of listeners) listener({ data, origin, source } as MessageEvent)
  }
  return { page: page as unknown as Window, posted, frames, deliver, frameWindow }
}

function setUp(parameters: Partial<FrameBridgeParameters> = {}) {
  const clock = createTestClock()
  const fake = fakePage()
  const alerts: FrameAlert[] = []
  const bridge = createFrameBridge({
    url: 'http://frame.test/sdk',
    projectId: 'p1',
    chainId: 'eip155:1',
    clock,
    logger: { warn() {} },
    onAlert: (alert) => alerts.push(alert),
    page: fake.page,
    ...parameters,
  })
  const becomeReady = async () => {
    fake.deliver({ type: '@w3m-frame/READY', payload: { version: '4' } })
    clock.advance(500)
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { clock, bridge, alerts, becomeReady, ...fake }
}

describe('the frame bridge', () => {
  test('creates no iframe until the first request, then one at z-index 999999 with the query of SPEC §7', async () => {
    const { bridge, frames, becomeReady } = setUp()
    expect(bridge.mounted()).toBe(false)
    const answer = bridge.request('GET_CHAIN_ID')
    expect(frames).toHaveLength(1)
    const src = new URL(frames[0]?.src ?? '')
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      projectId: 'p1',
      chainId: 'eip155:1',
      version: '4',
      enableLogger: 'false',
      origin: 'http://app.test',
    })
    expect(frames[0]?.style.zIndex).toBe('999999')
    await becomeReady()
    void answer.catch(() => undefined)
  })

  test('posts to the frame origin only, with a random id, and resolves with the matching reply', async () => {
    const { bridge, posted, deliver, becomeReady } = setUp()
    const answer = bridge.request('CONNECT_EMAIL', { email: 'ada@example.org' })
    await becomeReady()
    const sent = posted[0]
    expect(sent?.target).toBe('http://frame.test')
    expect(sent?.message.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    deliver({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: sent?.message.id, payload: { action: 'VERIFY_OTP' } })
    await expect(answer).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  test("tells the frame the app's dapp data once it is ready, before the request that loaded it", async () => {
    const metadata = { name: 'Shop', description: 'A shop', url: 'http://app.test', icons: [] }
    const { bridge, posted, becomeReady } = setUp({ dappData: { projectId: 'p1', metadata } })
    void bridge.request('CONNECT_EMAIL', { email: 'ada@example.org' })
    await becomeReady()
    expect(posted.map(({ message }) => message.type)).toEqual(['@w3m-app/SYNC_DAPP_DATA', '@w3m-app/CONNECT_EMAIL'])
    expect(posted[0]?.message.payload).toEqual({ projectId: 'p1', metadata })
  })

  test('tells the frame the theme once it is ready, after the dapp data, and each change while it exists', async () => {
    let mode: 'light' | 'dark' = 'dark'
    const { bridge, posted, becomeReady } = setUp({ dappData: { projectId: 'p1' }, theme: () => ({ themeMode: mode }) })
    bridge.syncTheme({ themeMode: 'light' }) // no frame yet: nothing is sent, the frame learns the theme when ready
    expect(posted).toEqual([])
    mode = 'light'
    void bridge.request('CONNECT_EMAIL', { email: 'ada@example.org' })
    await becomeReady()
    bridge.syncTheme({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#123456' } })
    expect(posted.map(({ message }) => [message.type, message.payload])).toEqual([
      ['@w3m-app/SYNC_DAPP_DATA', { projectId: 'p1' }],
      ['@w3m-app/SYNC_THEME', { themeMode: 'light' }],
      ['@w3m-app/CONNECT_EMAIL', { email: 'ada@example.org' }],
      ['@w3m-app/SYNC_THEME', { themeMode: 'dark', themeVariables: { '--w3m-accent': '#123456' } }],
    ])
  })

  test('ignores replies from another origin, another window or failing the schema', async () => {
    const { bridge, posted, deliver, becomeReady } = setUp()
    const answer = bridge.request('CONNECT_EMAIL', { email: 'ada@example.org' })
    await becomeReady()
    const id = posted[0]?.message.id
    const reply = { type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id, payload: { action: 'CONNECT' } }
    deliver(reply, 'http://evil.test')
    deliver(reply, 'http://frame.test', { postMessage() {} })
    deliver({ ...reply, payload: { action: 'STEAL' } })
    let settled = false
    void answer.then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(settled).toBe(false)
    deliver({ ...reply, payload: { action: 'VERIFY_DEVICE' } })
    await expect(answer).resolves.toEqual({ action: 'VERIFY_DEVICE' })
  })

  test("keeps the frame's error message, and says 'An error occurred' when it has none", async () => {
    const { bridge, posted, deliver, becomeReady } = setUp()
    const first = bridge.request('CONNECT_OTP', { otp: '000000' })
    await becomeReady()
    const second = bridge.request('CONNECT_OTP', { otp: '111111' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    deliver({ type: '@w3m-frame/CONNECT_OTP_ERROR', id: posted[0]?.message.id, payload: { message: 'Invalid code' } })
    deliver({ type: '@w3m-frame/CONNECT_OTP_ERROR', id: posted[1]?.message.id, payload: { message: '' } })
    await expect(first).rejects.toMatchObject({ shortMessage: 'Invalid code' })
    await expect(second).rejects.toMatchObject({ shortMessage: 'An error occurred' })
  })

  test("no READY within 20 s raises 'iframe_load_failed', aborts the request and loads afresh next time", async () => {
    const { bridge, clock, alerts, frames } = setUp()
    const answer = bridge.request('GET_USER', {})
    clock.advance(20_000)
    await expect(answer).rejects.toMatchObject({ shortMessage: 'iframe_load_failed' })
    expect(alerts).toEqual(['iframe_load_failed'])
    expect(frames[0]?.removed).toBe(true)
    expect(bridge.mounted()).toBe(false)
    void bridge.request('GET_USER', {}).catch(() => undefined)
    expect(frames).toHaveLength(2)
  })

  test("a connect request unanswered for 120 s raises 'iframe_request_timeout' and aborts what is pending", async () => {
    const { bridge, clock, alerts, becomeReady } = setUp()
    const email = bridge.request('CONNECT_EMAIL', { email: 'ada@example.org' })
    await becomeReady()
    // A signature waits for the visitor, unbounded: the connect's timeout aborts it with the rest.
    const other = bridge.request('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x68', '0x1'],
      chainId: 'eip155:1',
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    clock.advance(119_999)
    expect(alerts).toEqual([])
    clock.advance(1)
    await expect(email).rejects.toMatchObject({ shortMessage: 'Request was aborted' })
    await expect(other).rejects.toMatchObject({ shortMessage: 'Request was aborted' })
    expect(alerts).toEqual(['iframe_request_timeout'])
  })

  test('a connection check unanswered for 20 s fails alone, with no alert (the restore says why)', async () => {
    const { bridge, clock, alerts, becomeReady, posted, deliver } = setUp()
    let settled = false
    const check = bridge.request('IS_CONNECTED', {}).finally(() => {
      settled = true
    })
    await becomeReady()
    // A signature waits for the visitor, unbounded: the check's timeout leaves it pending.
    const other = bridge.request('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x68', '0x1'],
      chainId: 'eip155:1',
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    clock.advance(19_999)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(settled).toBe(false)
    clock.advance(1)
    await expect(check).rejects.toMatchObject({ shortMessage: 'iframe_request_timeout' })
    expect(alerts).toEqual([])
    const id = posted.find((entry) => entry.message.type.endsWith('RPC_REQUEST'))?.message.id
    deliver({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id, payload: '0xsigned' })
    await expect(other).resolves.toBe('0xsigned')
  })

  test('after RELOAD the frame page starts again: the next request is sent once it is READY again', async () => {
    const { bridge, becomeReady, posted, deliver } = setUp()
    const reload = bridge.request('RELOAD')
    await becomeReady()
    deliver({ type: '@w3m-frame/RELOAD_SUCCESS', id: posted[0]?.message.id })
    await reload
    const uri = bridge.request('GET_FARCASTER_URI')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(posted.map(({ message }) => message.type)).toEqual(['@w3m-app/RELOAD'])
    await becomeReady()
    expect(posted.map(({ message }) => message.type)).toEqual(['@w3m-app/RELOAD', '@w3m-app/GET_FARCASTER_URI'])
    deliver({
      type: '@w3m-frame/GET_FARCASTER_URI_SUCCESS',
      id: posted[1]?.message.id,
      payload: { url: 'http://f.test' },
    })
    await expect(uri).resolves.toEqual({ url: 'http://f.test' })
  })

  test("a frame page that does not start again within 20 s after RELOAD is 'iframe_load_failed'", async () => {
    const { bridge, clock, alerts, becomeReady, posted, deliver } = setUp()
    const reload = bridge.request('RELOAD')
    await becomeReady()
    deliver({ type: '@w3m-frame/RELOAD_SUCCESS', id: posted[0]?.message.id })
    await reload
    const chain = bridge.request('GET_CHAIN_ID')
    clock.advance(20_000)
    await expect(chain).rejects.toMatchObject({ shortMessage: 'iframe_load_failed' })
    expect(alerts).toEqual(['iframe_load_failed'])
    expect(bridge.mounted()).toBe(false)
  })

  test('sign out resolves after 3 s without a reply', async () => {
    const { bridge, clock, becomeReady } = setUp()
    const out = bridge.request('SIGN_OUT')
    await becomeReady()
    clock.advance(3_000)
    await expect(out).resolves.toBeUndefined()
  })

  test("a page without a body fails the request with 'W3mFrame: parent is not set', and the next one loads the frame", async () => {
    const { bridge, frames, page, becomeReady } = setUp()
    const document = page.document as unknown as { body: unknown }
    const body = document.body
    document.body = null
    await expect(bridge.request('GET_CHAIN_ID')).rejects.toMatchObject({
      code: 'FRAME_PARENT_NOT_SET',
      shortMessage: 'W3mFrame: parent is not set',
    })
    expect([frames.length, bridge.mounted()]).toEqual([0, false])
    document.body = body
    const again = bridge.request('GET_CHAIN_ID')
    expect(frames).toHaveLength(1)
    await becomeReady()
    void again.catch(() => undefined)
  })

  test("a frame taken out of the page fails the next request with 'W3mFrame: iframe is not set', then a new one loads", async () => {
    const { bridge, frames, posted, deliver, becomeReady } = setUp()
    const first = bridge.request('CONNECT_EMAIL', { email: 'ada@example.org' })
    await becomeReady()
    deliver({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: posted[0]?.message.id, payload: { action: 'CONNECT' } })
    await first
    // The app replaced the page's body: the iframe has no window any more.
    Object.assign(frames[0] ?? {}, { contentWindow: null })
    await expect(bridge.request('CONNECT_EMAIL', { email: 'ada@example.org' })).rejects.toMatchObject({
      code: 'FRAME_NOT_SET',
      shortMessage: 'W3mFrame: iframe is not set',
    })
    expect([frames[0]?.removed, bridge.mounted()]).toEqual([true, false])
    const again = bridge.request('CONNECT_EMAIL', { email: 'ada@example.org' })
    expect(frames).toHaveLength(2)
    await becomeReady()
    deliver({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: posted.at(-1)?.message.id, payload: { action: 'CONNECT' } })
    await expect(again).resolves.toEqual({ action: 'CONNECT' })
  })
})

describe('frame work no visitor acts in is bounded', () => {
  test.each([
    ['GET_FARCASTER_URI', 20_000],
    ['UPDATE_EMAIL', 120_000],
    ['UPDATE_EMAIL_PRIMARY_OTP', 120_000],
    ['UPDATE_EMAIL_SECONDARY_OTP', 120_000],
    ['SET_PREFERRED_ACCOUNT', 120_000],
  ] as const)('%s unanswered fails alone after %i ms with iframe_request_timeout, no alert', async (name, ms) => {
    const { bridge, clock, alerts, becomeReady } = setUp()
    let settled = false
    const payload =
      name === 'UPDATE_EMAIL' ? { email: 'a@b.test' } : name.includes('OTP') ? { otp: '123456' } : undefined
    const request = (bridge.request as (name: string, payload?: unknown) => Promise<unknown>)(
      name,
      name === 'SET_PREFERRED_ACCOUNT' ? { type: 'smartAccount' } : payload,
    ).finally(() => {
      settled = true
    })
    await becomeReady()
    await new Promise((resolve) => setTimeout(resolve, 0))
    // SET_PREFERRED_ACCOUNT is sent before READY: its bound began before the ready wait's time.
    clock.advance(ms - 1000)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(settled).toBe(false)
    clock.advance(1000)
    await expect(request).rejects.toMatchObject({ shortMessage: 'iframe_request_timeout' })
    expect(alerts).toEqual([])
  })
})

describe('an RPC request through the frame', () => {
  const rpc = (method: string, params: unknown[]) => ({ method, params, chainId: 1, chainNamespace: 'eip155' })
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

  test('a chain read unanswered fails alone after 20 s with iframe_request_timeout', async () => {
    const { bridge, clock, alerts, becomeReady } = setUp()
    const read = bridge.request('RPC_REQUEST', rpc('eth_blockNumber', []) as never)
    void read.catch(() => undefined)
    await becomeReady()
    await tick()
    clock.advance(20_000)
    await expect(read).rejects.toMatchObject({ shortMessage: 'iframe_request_timeout' })
    expect(alerts).toEqual([])
  })

  test('a signature the visitor is asked for waits for them', async () => {
    const { bridge, clock, becomeReady } = setUp()
    let settled = false
    const signing = bridge
      .request('RPC_REQUEST', rpc('personal_sign', ['0x68', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']) as never)
      .finally(() => {
        settled = true
      })
    void signing.catch(() => undefined)
    await becomeReady()
    await tick()
    clock.advance(600_000)
    await tick()
    expect(settled).toBe(false)
  })
})
