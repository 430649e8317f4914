// The relay's JSON-RPC methods, as @walletconnect/core 2.25 calls them (core/src/controllers/subscriber.ts,
// publisher.ts; sign-client's engine sends wc_proposeSession and wc_approveSession through `publishCustom`).
import * as z from 'zod/mini'
import type { Mailbox, MailboxSubscriber, PublishInput, StoredMessage } from './createMailbox.js'

export class RelayRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** Tags the sign client itself uses for these messages (sign-client ENGINE_RPC_OPTS). */
export const relayTags = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const
/** publishCustom's default TTL (seconds), used when a wc_* call carries none. */
const defaultTtl = 300
const maxTtl = 30 * 24 * 3600

const topic = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'expected a 32-byte hex topic'))
const ttl = z.int().check(z.gte(1), z.lte(maxTtl))
const publish = z.looseObject({
  topic,
  message: z.string().check(z.minLength(1)),
  ttl,
  tag: z.optional(z.int()),
  prompt: z.optional(z.boolean()),
  attestation: z.optional(z.string()),
})
const unsubscribe = z.looseObject({ topic, id: z.string() })
const schemas = {
  irn_subscribe: z.looseObject({ topic }),
  irn_batchSubscribe: z.looseObject({ topics: z.array(topic).check(z.minLength(1), z.maxLength(500)) }),
  irn_unsubscribe: unsubscribe,
  irn_batchUnsubscribe: z.looseObject({ subscriptions: z.array(unsubscribe).check(z.minLength(1)) }),
  irn_publish: publish,
  irn_batchPublish: z.looseObject({ messages: z.array(publish).check(z.minLength(1)) }),
  irn_batchFetchMessages: z.looseObject({ topics: z.array(topic).check(z.minLength(1)) }),
  wc_proposeSession: z.looseObject({
    pairingTopic: topic,
    sessionProposal: z.string().check(z.minLength(1)),
    ttl: z.optional(ttl),
    attestation: z.optional(z.string()),
  }),
  wc_approveSession: z.looseObject({
    sessionTopic: topic,
    pairingTopic: topic,
    sessionProposalResponse: z.string().check(z.minLength(1)),
    sessionSettlementRequest: z.string().check(z.minLength(1)),
    ttl: z.optional(ttl),
  }),
}
export type RelayMethod = keyof typeof schemas

type Params<M extends RelayMethod> = z.infer<(typeof schemas)[M]>

const asPublish = (params: Params<'irn_publish'>): PublishInput => ({
  topic: params.topic,
  message: params.message,
  ttl: params.ttl,
  ...(params.tag === undefined ? {} : { tag: params.tag }),
  ...(params.attestation === undefined ? {} : { attestation: params.attestation }),
})

/** A kept message as irn_subscription and irn_batchFetchMessages carry it. */
export const messageData = (message: StoredMessage) => ({
  topic: message.topic,
  message: message.message,
  publishedAt: message.publishedAt,
  tag: message.tag,
  ...(message.attestation === undefined ? {} : { attestation: message.attestation }),
})

function parse<M extends RelayMethod>(method: M, params: unknown): Params<M> {
  const parsed = z.safeParse(schemas[method], params)
  if (parsed.success) return parsed.data as Params<M>
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
  throw new RelayRpcError(-32602, `Invalid params for ${method}${where}: ${issue?.message ?? 'invalid'}`)
}

const handlers: { [M in RelayMethod]: (mailbox: Mailbox, from: MailboxSubscriber, params: Params<M>) => unknown } = {
  irn_subscribe: (mailbox, from, { topic }) => mailbox.subscribe(from, topic),
  irn_batchSubscribe: (mailbox, from, { topics }) => topics.map((topic) => mailbox.subscribe(from, topic)),
  irn_unsubscribe(mailbox, from, { topic }) {
    mailbox.unsubscribe(from, topic)
    return true
  },
  irn_batchUnsubscribe(mailbox, from, { subscriptions }) {
    for (const { topic } of subscriptions) mailbox.unsubscribe(from, topic)
    return true
  },
  irn_publish(mailbox, from, params) {
    mailbox.publish(from.clientId, asPublish(params))
    return true
  },
  irn_batchPublish(mailbox, from, { messages }) {
    for (const message of messages) mailbox.publish(from.clientId, asPublish(message))
    return true
  },
  irn_batchFetchMessages: (mailbox, from, { topics }) => ({
    messages: mailbox.fetch(from.clientId, topics).map(messageData),
    hasMore: false,
  }),
  /** The dapp's proposal: the dapp now listens on the pairing topic, where the proposal waits for the wallet. */
  wc_proposeSession(mailbox, from, params) {
    mailbox.subscribe(from, params.pairingTopic)
    mailbox.publish(from.clientId, {
      topic: params.pairingTopic,
      message: params.sessionProposal,
      ttl: params.ttl ?? defaultTtl,
      tag: relayTags.sessionPropose,
      ...(params.attestation ? { attestation: params.attestation } : {}),
    })
    return true
  },
  /** The wallet's approval: it listens on the session topic; the answer goes to the pairing topic, the settle
   *  request waits on the session topic until the dapp subscribes there. */
  wc_approveSession(mailbox, from, params) {
    const ttlSeconds = params.ttl ?? defaultTtl
    mailbox.subscribe(from, params.sessionTopic)
    mailbox.publish(from.clientId, {
      topic: params.pairingTopic,
      message: params.sessionProposalResponse,
      ttl: ttlSeconds,
      tag: relayTags.sessionProposeResponse,
    })
    mailbox.publish(from.clientId, {
      topic: params.sessionTopic,
      message: params.sessionSettlementRequest,
      ttl: ttlSeconds,
      tag: relayTags.sessionSettle,
    })
    return true
  },
}

/** Runs one request; throws RelayRpcError (-32601 unknown method, -32602 bad params). */
export function handleRelayRequest(mailbox: Mailbox, from: MailboxSubscriber, method: string, params: unknown) {
  if (!Object.hasOwn(handlers, method)) throw new RelayRpcError(-32601, `Method not found: ${method}`)
  const known = method as RelayMethod
  return (handlers[known] as (mailbox: Mailbox, from: MailboxSubscriber, params: unknown) => unknown)(
    mailbox,
    from,
    parse(known, params),
  )
}
