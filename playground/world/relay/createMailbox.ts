// The relay's memory: messages per topic until their TTL, and who listens to which topic. A message goes to every
// subscriber of its topic except its sender's client (by client id, so no socket of the sender gets an echo), and is
// kept for subscribers that come later, until each client acknowledged it or it expired.
import { createHash } from 'node:crypto'
import type { Clock } from '../../../kernel/clock.js'

export interface StoredMessage {
  topic: string
  message: string
  /** Milliseconds since the epoch, as the real relay sends it. */
  publishedAt: number
  expiresAt: number
  tag: number
  attestation?: string
  /** The publishing client's id (its did:key). */
  sender: string
  /** Clients that acknowledged (or fetched) the message. */
  acknowledged: Set<string>
}

export interface PublishInput {
  topic: string
  message: string
  /** Seconds. */
  ttl: number
  tag?: number
  attestation?: string
}

/** One connection, as the mailbox sees it. */
export interface MailboxSubscriber {
  readonly clientId: string
  deliver(subscriptionId: string, message: StoredMessage): void
}

export interface Mailbox {
  publish(sender: string, input: PublishInput): StoredMessage
  /** Subscribes and delivers what is kept for the topic; returns the subscription id. */
  subscribe(subscriber: MailboxSubscriber, topic: string): string
  unsubscribe(subscriber: MailboxSubscriber, topic: string): void
  /** The connection is gone: it leaves every topic. */
  leave(subscriber: MailboxSubscriber): void
  acknowledge(clientId: string, message: StoredMessage): void
  /** Kept messages of `topics` not yet acknowledged by (nor sent by) the client; they count as fetched. */
  fetch(clientId: string, topics: string[]): StoredMessage[]
  /** How many live messages a topic holds (for tests and debugging). */
  kept(topic: string): number
}

/** The subscription id of a client on a topic: sha256(topic + clientId), the id the client computes itself. */
export const subscriptionId = (topic: string, clientId: string) =>
  createHash('sha256')
    .update(topic + clientId)
    .digest('hex')

export function createMailbox(clock: Clock): Mailbox {
  const messages = new Map<string, StoredMessage[]>()
  const subscribers = new Map<string, Set<MailboxSubscriber>>()

  const live = (topic: string) => {
    const now = clock.now()
    const kept = (messages.get(topic) ?? []).filter((message) => message.expiresAt > now)
    if (kept.length > 0) messages.set(topic, kept)
    else messages.delete(topic)
    return kept
  }
  const sweep = () => {
    for (const topic of [...messages.keys()]) live(topic)
  }
  const due = (clientId: string, message: StoredMessage) =>
    message.sender !== clientId && !message.acknowledged.has(clientId)

  return {
    publish(sender, input) {
      sweep()
      const publishedAt = clock.now()
      const message: StoredMessage = {
        topic: input.topic,
        message: input.message,
        publishedAt,
        expiresAt: publishedAt + input.ttl * 1000,
        tag: input.tag ?? 0,
        ...(input.attestation === undefined ? {} : { attestation: input.attestation }),
        sender,
        acknowledged: new Set(),
      }
      messages.set(input.topic, [...live(input.topic), message])
      for (const subscriber of subscribers.get(input.topic) ?? []) {
        if (subscriber.clientId !== sender)
          subscriber.deliver(subscriptionId(input.topic, subscriber.clientId), message)
      }
      return message
    },
    subscribe(subscriber, topic) {
      const listening = subscribers.get(topic) ?? new Set()
      listening.add(subscriber)
      subscribers.set(topic, listening)
      const id = subscriptionId(topic, subscriber.clientId)
      for (const message of live(topic)) if (due(subscriber.clientId, message)) subscriber.deliver(id, message)
      return id
    },
    unsubscribe(subscriber, topic) {
      subscribers.get(topic)?.delete(subscriber)
      if (subscribers.get(topic)?.size === 0) subscribers.delete(topic)
    },
    leave(subscriber) {
      for (const [topic, listening] of subscribers) {
        listening.delete(subscriber)
        if (listening.size === 0) subscribers.delete(topic)
      }
    },
    acknowledge(clientId, message) {
      message.acknowledged.add(clientId)
    },
    fetch(clientId, topics) {
      const found = topics.flatMap((topic) => live(topic).filter((message) => due(clientId, message)))
      for (const message of found) message.acknowledged.add(clientId)
      return found
    },
    kept: (topic) => live(topic).length,
  }
}
