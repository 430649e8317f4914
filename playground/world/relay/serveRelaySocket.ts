// One client socket: JSON-RPC requests in, answers and irn_subscription pushes out; the client's answer to a push
// (`result: true`) acknowledges the message for that client.
import type { RawData, WebSocket } from 'ws'
import type { Mailbox, MailboxSubscriber, StoredMessage } from './createMailbox.js'
import { handleRelayRequest, messageData, RelayRpcError } from './relayMethods.js'

export interface RelaySocket {
  ws: WebSocket
  /** The client's id (the did:key of its auth token). */
  clientId: string
  mailbox: Mailbox
  log?: (line: string) => void
}

type Id = number | string

/** The client sends 19-digit ids (`getBigIntRpcId`), beyond a double's precision: they are read as text. */
const parseFrame = (text: string): unknown => JSON.parse(text.replace(/("id"\s*:\s*)(\d{16,})/g, '$1"$2"'))

let nextPushId = 1

export function serveRelaySocket({ ws, clientId, mailbox, log }: RelaySocket) {
  const pushes = new Map<number, StoredMessage>()
  const send = (payload: object) => {
    const text = JSON.stringify(payload)
    log?.(`→ ${clientId.slice(-8)} ${text.slice(0, 300)}`)
    ws.send(text)
  }
  const subscriber: MailboxSubscriber = {
    clientId,
    deliver(subscriptionId, message) {
      const id = nextPushId++
      pushes.set(id, message)
      send({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subscriptionId, data: messageData(message) },
      })
    },
  }

  const onRequest = (id: Id, method: string, params: unknown) => {
    try {
      send({ id, jsonrpc: '2.0', result: handleRelayRequest(mailbox, subscriber, method, params) })
    } catch (error) {
      const known = error instanceof RelayRpcError
      send({
        id,
        jsonrpc: '2.0',
        error: { code: known ? error.code : -32603, message: known ? error.message : 'Internal error' },
      })
      if (!known) log?.(`internal error: ${String(error)}`)
    }
  }

  ws.on('message', (data: RawData) => {
    const text = data.toString()
    log?.(`← ${clientId.slice(-8)} ${text.slice(0, 300)}`)
    let frame: { id?: Id; method?: unknown; params?: unknown; result?: unknown }
    try {
      frame = parseFrame(text) as typeof frame
    } catch {
      return send({ id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } })
    }
    if (typeof frame?.id !== 'number' && typeof frame?.id !== 'string') return
    if (typeof frame.method === 'string') return onRequest(frame.id, frame.method, frame.params)
    const pushId = Number(frame.id)
    const pushed = pushes.get(pushId)
    if (!pushed) return
    pushes.delete(pushId)
    if (frame.result === true) mailbox.acknowledge(clientId, pushed)
  })
  // A malformed frame (bad opcode, invalid UTF-8, over maxPayload): ws closes the socket; no listener would crash
  ws.on('error', (error) => log?.(`socket error ${clientId.slice(-8)}: ${error.message}`))
  ws.on('close', () => {
    log?.(`closed ${clientId.slice(-8)}`)
    mailbox.leave(subscriber)
  })
  log?.(`connected ${clientId}`)
}
