// The WebSocket side of the front, per connection: signature, account and slot subscriptions with Agave's
// notification shapes. Signature subscriptions end after their one notification, as on a real cluster.
import { base64 } from '@scure/base'
import * as z from 'zod/mini'
import type { Ledger, LedgerAccount, TransactionRecord } from '../createLedger.js'
import { encodeAccount } from './encodeAccount.js'
import { address, commitment, encoding, parseParams } from './params.js'
import { methodNotFound, SolanaRpcError } from './rpcError.js'

type Subscription =
  | { kind: 'signature'; signature: string }
  | { kind: 'account'; address: string; encoding: string; last: string }
  | { kind: 'slot' }

const fingerprint = (account: LedgerAccount | null) =>
  account ? `${account.lamports}:${account.owner}:${base64.encode(account.data)}` : 'none'

const gone: LedgerAccount = {
  lamports: 0n,
  data: new Uint8Array(0),
  owner: '11111111111111111111111111111111',
  executable: false,
  rentEpoch: 0n,
}

export function createSubscriptions(ledger: Ledger, nextId: () => number, send: (message: unknown) => void) {
  const subscriptions = new Map<number, Subscription>()
  const issued = new Set<number>()
  const notify = (method: string, subscription: number, result: unknown) =>
    send({ jsonrpc: '2.0', method, params: { result, subscription } })
  const context = () => ({ slot: ledger.slot })
  const signatureDone = (id: number, record: TransactionRecord) => {
    subscriptions.delete(id)
    notify('signatureNotification', id, { context: { slot: record.slot }, value: { err: record.err } })
  }
  const add = (subscription: Subscription) => {
    const id = nextId()
    subscriptions.set(id, subscription)
    issued.add(id)
    return id
  }
  const remove = (kind: Subscription['kind'], params: unknown) => {
    const [id] = parseParams(z.tuple([z.number()]), params)
    if (!issued.has(id) || (subscriptions.has(id) && subscriptions.get(id)!.kind !== kind)) {
      throw new SolanaRpcError(-32602, 'Invalid subscription id.')
    }
    subscriptions.delete(id)
    return true
  }
  const accountConfig = z.optional(z.looseObject({ commitment, encoding }))

  const methods: Record<string, (params: unknown) => unknown> = {
    signatureSubscribe(params) {
      const [signature] = parseParams(z.tuple([z.string()], z.optional(z.looseObject({ commitment }))), params)
      const id = add({ kind: 'signature', signature })
      const record = ledger.record(signature)
      // Answer first, then notify (a status that is already final is reported at once).
      if (record) queueMicrotask(() => subscriptions.has(id) && signatureDone(id, record))
      return id
    },
    signatureUnsubscribe: (params) => remove('signature', params),
    accountSubscribe(params) {
      const [key, options] = parseParams(z.tuple([address], accountConfig), params)
      return add({
        kind: 'account',
        address: key,
        encoding: options?.encoding ?? 'binary',
        last: fingerprint(ledger.account(key)),
      })
    },
    accountUnsubscribe: (params) => remove('account', params),
    slotSubscribe: () => add({ kind: 'slot' }),
    slotUnsubscribe: (params) => remove('slot', params),
  }

  return {
    handle(method: string, params: unknown): unknown {
      if (!Object.hasOwn(methods, method)) throw methodNotFound()
      return methods[method]!(params)
    },
    /** After a transaction lands, or the ledger was reset: notify whoever waits for what changed. */
    changed(record?: TransactionRecord) {
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind === 'signature' && record?.signature === subscription.signature) signatureDone(id, record)
        if (subscription.kind === 'slot' && record) {
          notify('slotNotification', id, { parent: record.slot, root: record.slot, slot: ledger.slot })
        }
        if (subscription.kind === 'account') {
          const account = ledger.account(subscription.address)
          const now = fingerprint(account)
          if (now === subscription.last) continue
          subscription.last = now
          notify('accountNotification', id, {
            context: context(),
            value: encodeAccount(ledger, account ?? gone, subscription.encoding),
          })
        }
      }
    },
  }
}
