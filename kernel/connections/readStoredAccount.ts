import type { FoyerOptions } from '../options/FoyerOptions.js'
import type { Namespace, StoredAccount } from '../types.js'
import { storedConnectionsKey } from './watchOtherTabs.js'

type Options = Pick<FoyerOptions, 'storage' | 'storagePrefix'>

/** The stored text of a key of Foyer's (`connections` by default; none: null or undefined). Throws where storage does. */
export const storedItem = (options: Options, name = 'connections') =>
  (options.storage ?? globalThis.localStorage)?.getItem(storedConnectionsKey(options).replace(/connections$/, name))

/**
 * Reads the stored connection of the last active namespace at page load, without zod (which comes with the
 * kernel): only an address that is a short string is taken; anything else is no account. Never throws.
 */
export function readStoredAccount(options: Options): StoredAccount | undefined {
  try {
    const read = (name?: string): unknown => JSON.parse(storedItem(options, name) ?? 'null')
    const stored = read()
    const network = read('activeNetwork')
    const lead = typeof network === 'string' ? network.split(':')[0] : undefined
    const namespace = (lead && at(stored, lead) ? lead : Object.keys(stored ?? {})[0]) as Namespace | undefined
    const entry = namespace ? at(stored, namespace) : undefined
    const connections = at(entry, 'connections')
    const connection = Array.isArray(connections)
      ? connections.find((candidate) => at(candidate, 'connectorId') === at(entry, 'connectorId'))
      : undefined
    const accounts = at(connection, 'accounts')
    const address = Array.isArray(accounts) ? at(accounts[0], 'address') : undefined
    return namespace && typeof address === 'string' && address.length < 200 ? { namespace, address } : undefined
  } catch {
    return undefined
  }
}

/** `value[key]` when `value` is an object, else undefined. */
const at = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
