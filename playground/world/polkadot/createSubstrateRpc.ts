// The JSON-RPC methods of the dev chain's stand-in: what @polkadot/api asks when it starts (genesis hash, runtime
// version, chain name and properties, RPC methods, metadata) and what it reads (storage, System.Account from the
// ledger). The chain has one block, its genesis; nothing is ever produced. Extrinsics are refused: the stand-in
// has no runtime to execute them (see the README's note on Polkadot transfers).
import { POLKADOT_DEV_CHAIN_NAME, POLKADOT_DEV_GENESIS_HASH, POLKADOT_DEV_TOKEN } from './polkadotDevChain.js'
import type { createSubstrateState } from './substrateState.js'

/** A refusal of a known method (its message is the JSON-RPC error's). */
export class RpcMethodError extends Error {}

export type RpcAnswer = { result: unknown } | { error: { code: number; message: string } }
type Method = (params: unknown[]) => unknown

const zero = `0x${'00'.repeat(32)}`
const header = {
  parentHash: zero,
  number: '0x0',
  stateRoot: zero,
  extrinsicsRoot: zero,
  digest: { logs: [] },
}
const runtimeVersion = {
  specName: 'foyer-dev',
  implName: 'foyer-world',
  authoringVersion: 1,
  specVersion: 1,
  implVersion: 1,
  // The Metadata runtime API (blake2_64 of 'Metadata', version 2), so @polkadot/api asks it for the metadata.
  apis: [['0x37e397fc7c91f5e4', 2]],
  transactionVersion: 1,
  stateVersion: 1,
}

/** The handler of one request (method, params), over `storage` (key → SCALE hex) read each time. */
export function createSubstrateRpc(state: ReturnType<typeof createSubstrateState>, storage: () => Map<string, string>) {
  const read = (key: unknown) => (typeof key === 'string' ? (storage().get(key.toLowerCase()) ?? null) : null)
  const methods: Record<string, Method> = {
    chain_getBlockHash: ([number]) =>
      number === undefined || number === null || Number(number) === 0 ? POLKADOT_DEV_GENESIS_HASH : null,
    chain_getFinalizedHead: () => POLKADOT_DEV_GENESIS_HASH,
    chain_getHeader: () => header,
    state_getRuntimeVersion: () => runtimeVersion,
    state_getMetadata: () => state.metadataHex,
    state_getStorage: ([key]) => read(key),
    state_call: ([name]) => {
      if (name === 'Metadata_metadata_versions') return state.metadataVersionsHex
      if (name === 'Metadata_metadata_at_version') return state.opaqueMetadataHex
      throw new RpcMethodError(`The world’s dev chain has no runtime API ${String(name)}`)
    },
    state_queryStorageAt: ([keys]) => [
      { block: POLKADOT_DEV_GENESIS_HASH, changes: (Array.isArray(keys) ? keys : []).map((key) => [key, read(key)]) },
    ],
    system_chain: () => POLKADOT_DEV_CHAIN_NAME,
    system_name: () => 'foyer-world',
    system_version: () => '0.1.0',
    system_health: () => ({ peers: 0, isSyncing: false, shouldHavePeers: false }),
    system_properties: () => ({
      ss58Format: POLKADOT_DEV_TOKEN.ss58Format,
      tokenDecimals: [POLKADOT_DEV_TOKEN.decimals],
      tokenSymbol: [POLKADOT_DEV_TOKEN.symbol],
    }),
  }
  methods.rpc_methods = () => ({ version: 1, methods: Object.keys(methods).sort() })
  return (method: string, params: unknown): RpcAnswer => {
    const run = methods[method]
    if (!run) {
      const refused = method.startsWith('author_')
        ? 'The world’s dev chain has no runtime: extrinsics are not executed'
        : `Method not found: ${method}`
      return { error: { code: -32601, message: refused } }
    }
    try {
      return { result: run(Array.isArray(params) ? params : []) }
    } catch (error) {
      if (!(error instanceof RpcMethodError)) throw error
      return { error: { code: -32000, message: error.message } }
    }
  }
}
