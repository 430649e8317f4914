import { createHash } from 'node:crypto'
import { afterEach, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import type { Clock } from '../../../kernel/clock.js'
import { rawRequest, rawStatus } from '../http/rawRequest.js'
import { connectRawClient, connectUrl, type RawClient, relayToken } from './connectRawClient.js'
import { type Relay, type StartRelayOptions, startRelay } from './startRelay.js'

const topic = (name: string) => createHash('sha256').update(name).digest('hex')
const started: Relay[] = []
const clients: RawClient[] = []
const relayWith = async (options: StartRelayOptions = {}) => {
  const relay = await startRelay(options)
  started.push(relay)
  return relay
}
const client = async (relay: Relay, options?: { ack?: boolean }) => {
  const connected = await connectRawClient(relay.url, options)
  clients.push(connected)
  return connected
}
/** What a refused client sees: the close code and reason, or the HTTP status of a refused upgrade. */
const refusal = (url: string) =>
  new Promise<{ code?: number; reason?: string; status?: number }>((resolve) => {
    const ws = new WebSocket(url)
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }))
    ws.on('unexpected-response', (_request, response) => resolve({ status: response.statusCode }))
    ws.on('error', () => {})
  })
const manualClock = (start = Date.now()) => {
  let now = start
  const clock: Clock & { advance(ms: number): void } = {
    now: () => now,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
    advance: (ms) => {
      now += ms
    },
  }
  return clock
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((one) => one.close()))
  await Promise.all(started.splice(0).map((relay) => relay.stop()))
})

describe('the door', () => {
  test('refuses a missing, forged or expired token and a missing project id with close code 3000', async () => {
    const relay = await relayWith()
    const { token } = await relayToken(relay.url)
    const [header, payload, signature] = token.split('.')
    const forged = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`
    const { token: expired } = await relayToken(relay.url, { ttl: 60, iat: Math.floor(Date.now() / 1000) - 3600 })

    expect(await refusal(connectUrl(relay.url, {}))).toEqual({
      code: 3000,
      reason: 'Authorization error: Unauthorized: JWT is missing',
    })
    expect(await refusal(connectUrl(relay.url, { auth: forged }))).toEqual({
      code: 3000,
      reason: 'Authorization error: Unauthorized: invalid JWT signature',
    })
    expect(await refusal(connectUrl(relay.url, { auth: 'not-a-jwt' }))).toMatchObject({ code: 3000 })
    expect(await refusal(connectUrl(relay.url, { auth: expired }))).toEqual({
      code: 3000,
      reason: 'Authorization error: Unauthorized: JWT has expired',
    })
    expect(await refusal(connectUrl(relay.url, { auth: token, projectId: '' }))).toEqual({
      code: 3000,
      reason: 'Authorization error: Project ID is missing',
    })
    expect(relay.connections()).toBe(0)
  })

  test('answers 401 to the upgrade when the client did not ask for a close event', async () => {
    const relay = await relayWith()
    expect(await refusal(`${relay.url}/?projectId=p&auth=forged`)).toEqual({ status: 401 })
  })

  test('a request target no URL parser takes (GET //) is a 400, as an upgrade and over HTTP, and the relay stays up', async () => {
    const relay = await relayWith()
    const upgrade =
      'GET // HTTP/1.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ=='
    expect(rawStatus(await rawRequest(relay.verifyUrl, upgrade))).toBe(400)
    expect(rawStatus(await rawRequest(relay.verifyUrl, 'GET // HTTP/1.1'))).toBe(400)
    await client(relay)
    expect(relay.connections()).toBe(1)
  })

  test('a malformed frame drops that socket only', async () => {
    const relay = await relayWith()
    const [bad, good] = [await client(relay), await client(relay)]
    ;(bad.ws as unknown as { _socket: import('node:net').Socket })._socket.write(Buffer.from([0x83, 0x80, 0, 0, 0, 0]))
    await expect.poll(() => relay.connections()).toBe(1)
    expect(await good.request('irn_subscribe', { topic: topic('still') })).toHaveProperty('result')
  })

  test('lets a client with a valid token in and counts its socket', async () => {
    const relay = await relayWith()
    const one = await client(relay)
    expect(relay.connections()).toBe(1)
    await one.close()
    await expect.poll(() => relay.connections()).toBe(0)
  })
})

describe('subscribing and publishing', () => {
  test('a subscription id is sha256(topic + client id) and a publish reaches subscribers but not the sender', async () => {
    const relay = await relayWith()
    const [sender, receiver] = [await client(relay), await client(relay)]
    const id = createHash('sha256')
      .update(topic('a') + receiver.clientId)
      .digest('hex')
    expect(await receiver.request('irn_subscribe', { topic: topic('a') })).toMatchObject({ result: id })
    await sender.request('irn_subscribe', { topic: topic('a') })

    const published = await sender.request('irn_publish', { topic: topic('a'), message: 'hello', ttl: 300, tag: 1108 })
    expect(published).toMatchObject({ result: true })
    await receiver.pushed(1)
    expect(receiver.pushes[0]!.params).toEqual({
      id,
      data: { topic: topic('a'), message: 'hello', publishedAt: expect.any(Number), tag: 1108 },
    })
    expect(sender.pushes).toEqual([])
  })

  test('a message published before anyone listens waits until its TTL, then is gone', async () => {
    const clock = manualClock()
    const relay = await relayWith({ clock })
    const sender = await client(relay)
    await sender.request('irn_publish', { topic: topic('late'), message: 'early', ttl: 300, attestation: 'jwt' })
    await sender.request('irn_publish', { topic: topic('gone'), message: 'stale', ttl: 300 })
    clock.advance(200_000)
    const late = await client(relay)
    await late.request('irn_subscribe', { topic: topic('late') })
    await late.pushed(1)
    expect(late.pushes[0]!.params.data).toMatchObject({ message: 'early', attestation: 'jwt', tag: 0 })

    clock.advance(100_001)
    await late.request('irn_subscribe', { topic: topic('gone') })
    expect(relay.mailbox.kept(topic('gone'))).toBe(0)
    expect(late.pushes).toHaveLength(1)
  })

  test('an acknowledged message is not sent again to the same client; an unacknowledged one is', async () => {
    const relay = await relayWith()
    const sender = await client(relay)
    await sender.request('irn_publish', { topic: topic('ack'), message: 'm', ttl: 300 })
    const acking = await client(relay)
    await acking.request('irn_subscribe', { topic: topic('ack') })
    await acking.pushed(1)
    await acking.request('irn_unsubscribe', { topic: topic('ack'), id: 'x' })
    await acking.request('irn_subscribe', { topic: topic('ack') })
    const silent = await client(relay, { ack: false })
    await silent.request('irn_batchSubscribe', { topics: [topic('ack')] })
    await silent.request('irn_batchSubscribe', { topics: [topic('ack')] })
    await silent.pushed(2)
    expect(acking.pushes).toHaveLength(1)
  })

  test('batch publish, batch unsubscribe and batch fetch', async () => {
    const relay = await relayWith()
    const [sender, receiver] = [await client(relay), await client(relay)]
    await receiver.request('irn_batchSubscribe', { topics: [topic('x'), topic('y')] })
    await sender.request('irn_batchPublish', { messages: [{ topic: topic('x'), message: 'one', ttl: 300 }] })
    await receiver.pushed(1)
    await receiver.request('irn_batchUnsubscribe', { subscriptions: [{ topic: topic('x'), id: 'a' }] })
    await sender.request('irn_publish', { topic: topic('x'), message: 'two', ttl: 300 })
    await sender.request('irn_publish', { topic: topic('y'), message: 'three', ttl: 300 })
    await receiver.pushed(2)
    expect(receiver.pushes.map((push) => push.params.data.message)).toEqual(['one', 'three'])
    const fetched = await receiver.request('irn_batchFetchMessages', { topics: [topic('x')] })
    expect(fetched.result).toEqual({ messages: [expect.objectContaining({ message: 'two' })], hasMore: false })
    expect(await receiver.request('irn_batchFetchMessages', { topics: [topic('x')] })).toMatchObject({
      result: { messages: [] },
    })
  })

  test('bad params and unknown methods are JSON-RPC errors, and the socket stays', async () => {
    const relay = await relayWith()
    const one = await client(relay)
    expect(await one.request('irn_subscribe', { topic: 'short' })).toMatchObject({
      error: { code: -32602, message: 'Invalid params for irn_subscribe at topic: expected a 32-byte hex topic' },
    })
    expect(await one.request('irn_teleport', {})).toMatchObject({ error: { code: -32601 } })
    expect(await one.request('irn_subscribe', { topic: topic('ok') })).toMatchObject({ result: expect.any(String) })
  })
})

describe('session set-up', () => {
  test('wc_proposeSession subscribes the dapp to the pairing topic; wc_approveSession answers there and leaves the settle request on the session topic', async () => {
    const relay = await relayWith()
    const [dapp, wallet] = [await client(relay), await client(relay)]
    const [pairing, session] = [topic('pairing'), topic('session')]
    await dapp.request('wc_proposeSession', { pairingTopic: pairing, sessionProposal: 'proposal', ttl: 300 })
    await wallet.request('irn_subscribe', { topic: pairing })
    await wallet.pushed(1)
    expect(wallet.pushes[0]!.params.data).toMatchObject({ message: 'proposal', tag: 1100 })

    const approval = {
      sessionTopic: session,
      pairingTopic: pairing,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
    }
    expect(await wallet.request('wc_approveSession', approval)).toMatchObject({ result: true })
    await dapp.pushed(1)
    expect(dapp.pushes[0]!.params.data).toMatchObject({ topic: pairing, message: 'response', tag: 1101 })
    await dapp.request('irn_subscribe', { topic: session })
    await dapp.pushed(2)
    expect(dapp.pushes[1]!.params.data).toMatchObject({ topic: session, message: 'settle', tag: 1102 })

    await dapp.request('irn_publish', { topic: session, message: 'settled', ttl: 300 })
    await wallet.pushed(2)
    expect(wallet.pushes[1]!.params.data).toMatchObject({ topic: session, message: 'settled' })
  })
})

describe('liveness', () => {
  test('pings every socket', async () => {
    const relay = await relayWith({ pingInterval: 20 })
    const one = await client(relay)
    await new Promise((resolve) => one.ws.once('ping', resolve))
  })

  test('a restart drops every socket, listens on the same port again and keeps the messages', async () => {
    const relay = await relayWith()
    const one = await client(relay)
    await one.request('irn_publish', { topic: topic('kept'), message: 'still here', ttl: 300 })
    const closed = new Promise((resolve) => one.ws.once('close', resolve))
    await relay.restart()
    await closed
    expect(relay.connections()).toBe(0)
    const again = await client(relay)
    await again.request('irn_subscribe', { topic: topic('kept') })
    await again.pushed(1)
    expect(again.pushes[0]!.params.data.message).toBe('still here')
  })

  test('logs nothing unless asked, and every frame when asked', async () => {
    const lines: string[] = []
    const relay = await relayWith({ debug: (line) => lines.push(line) })
    const one = await client(relay)
    await one.request('irn_subscribe', { topic: topic('log') })
    expect(lines.some((line) => line.includes('irn_subscribe'))).toBe(true)
  })
})
