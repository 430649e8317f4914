import { parseSiweMessage } from 'viem/siwe'
import { verifyMessage } from 'viem'
import { describe, expect, test } from 'vitest'
import { useFrameTestSite } from '../testing/useFrameTestSite.js'
import { farcasterAccounts } from './farcasterAccounts.js'
import { relayKey } from './farcasterRoutes.js'

const world = useFrameTestSite()

const relay = (path: string, init: RequestInit = {}) => fetch(`${world().site.origin}/relay/v1/${path}`, init)
const bearer = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra })

describe('the relay', () => {
  test('a channel is pending (202), then completed once (200), then closed (401)', async () => {
    const created = await relay('channel', {
      method: 'POST',
      body: JSON.stringify({ siweUri: 'http://127.0.0.1:5173/login', domain: '127.0.0.1:5173' }),
    })
    expect(created.status).toBe(201)
    const { channelToken, url, nonce } = (await created.json()) as { channelToken: string; url: string; nonce: string }
    expect(url).toBe(`${world().site.origin}/farcaster/app?channelToken=${channelToken}`)

    const pending = await relay('channel/status', { headers: bearer(channelToken) })
    expect(pending.status).toBe(202)
    expect(await pending.json()).toMatchObject({ state: 'pending', nonce })

    const account = farcasterAccounts[1]!
    const body = JSON.stringify({ message: 'm', signature: `0x${'1'.repeat(130)}`, fid: account.fid })
    expect((await relay('channel/authenticate', { method: 'POST', headers: bearer(channelToken), body })).status).toBe(
      401,
    )
    await world().site.control.approveFarcaster({ channelToken, fid: account.fid })

    const completed = await relay('channel/status', { headers: bearer(channelToken) })
    expect(completed.status).toBe(200)
    const status = (await completed.json()) as { message: string; signature: `0x${string}`; custody: string }
    expect(status).toMatchObject({ state: 'completed', fid: account.fid, username: 'alan', custody: account.custody })
    const fields = parseSiweMessage(status.message)
    expect(fields).toMatchObject({
      domain: '127.0.0.1:5173',
      statement: 'Farcaster Auth',
      chainId: 10,
      nonce,
      resources: [`farcaster://fid/${account.fid}`],
    })
    expect(
      await verifyMessage({ address: account.custody, message: status.message, signature: status.signature }),
    ).toBe(true)
    expect((await relay('channel/status', { headers: bearer(channelToken) })).status).toBe(401)
    expect((await relay('channel/status', { headers: bearer('unknown') })).status).toBe(401)
  })

  test('the app authenticates with the relay key; farcaster.xyz is refused as a domain', async () => {
    const refused = await relay('channel', {
      method: 'POST',
      body: JSON.stringify({ siweUri: 'https://farcaster.xyz/', domain: 'farcaster.xyz' }),
    })
    expect(refused.status).toBe(400)
    const { channelToken } = (await (
      await relay('channel', { method: 'POST', body: JSON.stringify({ siweUri: 'http://a.test/', domain: 'a.test' }) })
    ).json()) as { channelToken: string }
    const body = JSON.stringify({ message: 'm', signature: `0x${'1'.repeat(130)}`, fid: 1001 })
    const headers = bearer(channelToken, { 'x-farcaster-auth-relay-key': relayKey })
    expect((await relay('channel/authenticate', { method: 'POST', headers, body })).status).toBe(201)
    expect((await relay('channel/status', { headers: bearer(channelToken) })).status).toBe(200)
  })
})

describe('the frame', () => {
  test('GET_FARCASTER_URI, then the Farcaster app page approves, then CONNECT_FARCASTER logs in once', async () => {
    const device = world().device()
    const { url } = await device.request('GET_FARCASTER_URI')
    expect(await device.request('GET_FARCASTER_URI')).toEqual({ url })
    expect(await (await fetch(url)).text()).toContain('Approve as @ada')

    let connected = false
    const connecting = device.request('CONNECT_FARCASTER').then((result) => {
      connected = true
      return result
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(connected).toBe(false)
    const channelToken = new URL(url).searchParams.get('channelToken')!
    const approved = await fetch(`${world().site.origin}/farcaster/app/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channelToken, fid: '1001' }).toString(),
    })
    expect(await approved.text()).toContain('Signed in as @ada')
    expect(await connecting).toEqual({ userName: 'ada' })
    expect(await device.request('GET_USER')).toMatchObject({ userName: 'ada', email: null })
    // The channel was read once by the frame: it is closed now.
    expect((await relay('channel/status', { headers: bearer(channelToken) })).status).toBe(401)
    await expect(device.request('CONNECT_FARCASTER')).rejects.toThrow('No Farcaster sign-in is open')
  })

  const approve = (url: string) =>
    world().site.control.approveFarcaster({ channelToken: new URL(url).searchParams.get('channelToken')! })

  test('a CONNECT_FARCASTER asked again: the older one ends, the newer one takes the approval', async () => {
    const device = world().device()
    const { url } = await device.request('GET_FARCASTER_URI')
    const abandoned = device.request('CONNECT_FARCASTER')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const fresh = device.request('CONNECT_FARCASTER')
    await expect(abandoned).rejects.toThrow('The Farcaster sign-in was asked for again')
    await approve(url)
    expect(await fresh).toEqual({ userName: 'ada' })
  })

  test('RELOAD ends the pending sign-in; the next URI is a fresh channel, whose approval logs in', async () => {
    const device = world().device()
    const first = await device.request('GET_FARCASTER_URI')
    const abandoned = device.request('CONNECT_FARCASTER')
    await new Promise((resolve) => setTimeout(resolve, 50))
    await device.request('RELOAD')
    await expect(abandoned).rejects.toThrow('The Farcaster sign-in was replaced')
    const { url } = await device.request('GET_FARCASTER_URI')
    expect(url).not.toBe(first.url)
    const connecting = device.request('CONNECT_FARCASTER')
    await approve(url)
    expect(await connecting).toEqual({ userName: 'ada' })
  })
})
