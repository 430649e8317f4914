/** Where WalletConnect keeps its keys, pairings and sessions (its IKeyValueStorage). */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = any>(): Promise<[string, T][]>
  getItem<T = any>(key: string): Promise<T | undefined>
  setItem<T = any>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/**
 * How the WalletConnect connector's client is made. The project id, metadata and relay come from the
 * Foyer options (`projectId`, `metadata`, `urls.relay`); these are WalletConnect's own.
 */
export interface WalletConnectSettings {
  /**
   * WalletConnect's telemetry to its own servers. Default: WalletConnect's default (on), as AppKit leaves
   * it. Turn it off where those servers are not reachable (the playground's offline world does).
   */
  telemetry?: boolean
  /** Default: WalletConnect's (IndexedDB in browsers, files in Node). */
  storage?: WalletConnectStorage
}

/** What a namespace asks of a session (CAIP-25): its chains, methods and events, and RPC URLs by reference. */
export interface NamespaceProposal {
  chains: string[]
  methods: readonly string[]
  events: readonly string[]
  rpcMap: Record<string, string>
}
