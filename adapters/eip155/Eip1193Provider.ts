/** The EIP-1193 shape the adapter talks to (wallet extensions, announced wallets, external connectors). */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: any[]) => void): unknown
  removeListener?(event: string, listener: (...args: any[]) => void): unknown
}

/** EIP-6963 provider info. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

/** A connector an app passes in (type EXTERNAL): its own provider, loaded when needed. */
export interface ExternalConnector {
  id: string
  name: string
  imageUrl?: string
  getProvider(): Eip1193Provider | Promise<Eip1193Provider>
}
