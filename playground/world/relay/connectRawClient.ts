// A bare relay client for the relay's own tests: a real auth token signed with relay-auth, raw JSON-RPC frames,
// and the pushes it receives (acknowledged unless told not to).
import { decodeJWT, generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

export interface RawClient {
  clientId: string
  ws: WebSocket
  /** irn_subscription pushes received, oldest first. */
  pushes: { id: number; params: { id: string; data: Record<string, unknown> } }[]
  request(method: string, params: unknown): Promise<{ result?: unknown; error?: { code: number; message: string } }>
  /** Resolves when `count` pushes have arrived in total. */
  pushed(count: number): Promise<void>
  close(): Promise<void>
}

/** A JWT as @walletconnect/core signs it (EdDSA, `iss` = the key's did:key); `ttl` in seconds. */
export async function relayToken(audience: string, { ttl = 86_400, iat }: { ttl?: number; iat?: number } = {}) {
  const token = await signJWT(crypto.randomUUID(), audience, ttl, generateKeyPair(), iat)
  return { token, clientId: decodeJWT(token).payload.iss }
}

export const connectUrl = (relayUrl: string, query: Record<string, string>) =>
  `${relayUrl}/?${new URLSearchParams({ projectId: 'test-project', useOnCloseEvent: 'true', ...query })}`

export async function connectRawClient(relayUrl: string, options: { ack?: boolean } = {}): Promise<RawClient> {
  const { token, clientId } = await relayToken(relayUrl)
  const ws = new WebSocket(connectUrl(relayUrl, { auth: token }))
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  const pushes: RawClient['pushes'] = []
  const waiting = new Map<string, { resolve(frame: any): void; reject(error: Error): void }>()
  ws.on('close', (code, reason) => {
    for (const { reject } of waiting.values()) reject(new Error(`closed ${code} ${reason}`))
    waiting.clear()
  })
  let onPush = () => {}
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString())
    if (frame.method === 'irn_subscription') {
      pushes.push({ id: frame.id, params: frame.params })
      if (options.ack !== false) ws.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      onPush()
    } else {
      waiting.get(String(frame.id))?.resolve(frame)
      waiting.delete(String(frame.id))
    }
  })
  let nextId = 1
  return {
    clientId,
    ws,
    pushes,
    request(method, params) {
      const id = String(nextId++)
      ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }))
    },
    pushed(count) {
      return new Promise((resolve) => {
        const check = () => {
          if (pushes.length >= count) resolve()
        }
        onPush = check
        check()
      })
    },
    close: () =>
      new Promise((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve()
        ws.once('close', () => resolve())
        ws.close()
      }),
  }
}
