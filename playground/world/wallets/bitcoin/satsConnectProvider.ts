// The Bitcoin test wallet as a sats-connect provider (WALLETS.md §2.3): `request(method, params)` resolves a
// JSON-RPC 2.0 envelope (result or error; it never throws), `addListener` for accountChange and disconnect.
// There is no Bitcoin network in the world: sendTransfer, getBalance and broadcasting are refused (-32001).
import { base64 } from '@scure/base'
import * as z from 'zod/mini'
import { TestWalletError } from '../shared/createWalletControls.js'
import { BITCOIN_NETWORK_NAME } from './bitcoinTestAccounts.js'
import type { BitcoinCore } from './createBitcoinCore.js'
import { signPsbt } from './signPsbt.js'

export type RpcResponse =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string; data?: unknown } }

export type SatsConnectEvent = 'accountChange' | 'networkChange' | 'disconnect'

export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<RpcResponse>
  addListener(
    event: SatsConnectEvent,
    listener: (event: { type: SatsConnectEvent; addresses?: unknown[] }) => void,
  ): () => void
}

const purpose = z.enum(['payment', 'ordinals', 'stacks'])
const schemas = {
  getAddresses: z.object({ purposes: z.array(purpose), message: z.optional(z.string()) }),
  connect: z.nullish(
    z.looseObject({
      addresses: z.optional(z.array(purpose)),
      message: z.optional(z.string()),
      network: z.optional(z.string()),
    }),
  ),
  signMessage: z.object({
    address: z.string(),
    message: z.string(),
    protocol: z.optional(z.enum(['ECDSA', 'BIP322'])),
  }),
  signPsbt: z.looseObject({
    psbt: z.string(),
    signInputs: z.record(z.string(), z.array(z.number())),
    broadcast: z.optional(z.boolean()),
  }),
  changeNetwork: z.object({ name: z.string() }),
}

const network = { bitcoin: { name: BITCOIN_NETWORK_NAME }, stacks: { name: BITCOIN_NETWORK_NAME } }
const unsupported = (what: string) =>
  new TestWalletError(`${what} is not supported: the test wallet has no Bitcoin network to send to`, -32001)

function parse<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new TestWalletError(`Invalid params: ${z.prettifyError(parsed.error)}`, -32602)
  return parsed.data
}

export function satsConnectProvider(core: BitcoinCore): SatsConnectProvider {
  const { run } = core.controls
  const listeners = new Map<SatsConnectEvent, Set<(event: { type: SatsConnectEvent; addresses?: unknown[] }) => void>>()
  const emit = (type: SatsConnectEvent, extra: object = {}) => {
    for (const listener of listeners.get(type) ?? []) listener({ type, ...extra })
  }
  core.onChange((authorized) =>
    authorized ? emit('accountChange', { addresses: core.addresses() }) : emit('disconnect'),
  )
  const filtered = (purposes: string[]) => core.addresses().filter((address) => purposes.includes(address.purpose))
  const account = () => ({ id: 'foyer-test-wallet', addresses: core.addresses(), walletType: 'software', network })
  const authorizedOnly = <T>(answer: () => T) => {
    core.requireAuthorized()
    return answer()
  }

  const methods: Record<string, (params: unknown) => Promise<unknown>> = {
    getInfo: (params) =>
      run('getInfo', params, false, () => ({ version: '1.0.0', methods: Object.keys(methods), supports: [] })),
    getAddresses: (params) =>
      run('getAddresses', params, false, async () => {
        const { purposes } = parse(schemas.getAddresses, params)
        await core.connect('getAddresses', params)
        return { addresses: filtered(purposes), network }
      }),
    getAccounts: (params) =>
      run('getAccounts', params, false, async () => {
        const { purposes } = parse(schemas.getAddresses, params)
        await core.connect('getAccounts', params)
        return filtered(purposes)
      }),
    wallet_connect: (params) =>
      run('wallet_connect', params, false, async () => {
        const wanted = parse(schemas.connect, params)
        if (wanted?.network && wanted.network !== BITCOIN_NETWORK_NAME) {
          throw new TestWalletError(`The test wallet is on ${BITCOIN_NETWORK_NAME} only`, -32602)
        }
        await core.connect('wallet_connect', params)
        return { ...account(), ...(wanted?.addresses ? { addresses: filtered(wanted.addresses) } : {}) }
      }),
    wallet_disconnect: (params) =>
      run('wallet_disconnect', params, false, () => {
        core.setAuthorized(false)
        return null
      }),
    wallet_getAccount: (params) => run('wallet_getAccount', params, false, () => authorizedOnly(account)),
    wallet_getNetwork: (params) => run('wallet_getNetwork', params, false, () => network),
    wallet_changeNetwork: (params) =>
      run('wallet_changeNetwork', params, true, () => {
        const { name } = parse(schemas.changeNetwork, params)
        if (name !== BITCOIN_NETWORK_NAME)
          throw new TestWalletError(`The test wallet is on ${BITCOIN_NETWORK_NAME} only`, -32602)
        return null
      }),
    signMessage: (params) =>
      run('signMessage', params, true, () =>
        authorizedOnly(() => {
          const { address, message, protocol } = parse(schemas.signMessage, params)
          return { address, ...core.signMessage(address, new TextEncoder().encode(message), protocol) }
        }),
      ),
    signPsbt: (params) =>
      run('signPsbt', params, true, () =>
        authorizedOnly(() => {
          const { psbt, signInputs, broadcast } = parse(schemas.signPsbt, params)
          if (broadcast) throw unsupported('Broadcasting')
          let bytes: Uint8Array
          try {
            bytes = base64.decode(psbt)
          } catch {
            throw new TestWalletError('Invalid params: psbt is not base64', -32602)
          }
          const inputs = Object.entries(signInputs).map(([address, indexes]) => ({
            key: core.keyFor(address),
            indexes,
          }))
          return { psbt: base64.encode(signPsbt(bytes, inputs)) }
        }),
      ),
    sendTransfer: (params) => run('sendTransfer', params, false, () => Promise.reject(unsupported('sendTransfer'))),
    getBalance: (params) => run('getBalance', params, false, () => Promise.reject(unsupported('getBalance'))),
  }

  let nextId = 0
  return Object.freeze({
    async request(method: string, params?: unknown): Promise<RpcResponse> {
      const id = `foyer-${++nextId}`
      try {
        if (!Object.hasOwn(methods, method)) throw new TestWalletError(`Method not found: ${method}`, -32601)
        return { jsonrpc: '2.0' as const, id, result: await methods[method]!(params ?? null) }
      } catch (error) {
        const { code, message, data } = error as TestWalletError
        const envelope = { code: typeof code === 'number' ? code : -32603, message: message ?? String(error) }
        return { jsonrpc: '2.0' as const, id, error: data === undefined ? envelope : { ...envelope, data } }
      }
    },
    addListener(event: SatsConnectEvent, listener: (event: { type: SatsConnectEvent; addresses?: unknown[] }) => void) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
      return () => void set.delete(listener)
    },
  })
}
