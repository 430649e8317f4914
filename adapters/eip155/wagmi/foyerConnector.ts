import type { CreateConnectorFn } from '@wagmi/core'
import type { Foyer } from 'foyer'
import { foyerError } from 'foyer/kit'
import { type Address, getAddress, numberToHex } from 'viem'
import { createEip1193Provider } from '../createEip1193Provider.js'
import { ProviderRpcError } from '../ProviderRpcError.js'

export type FoyerProvider = ReturnType<typeof createEip1193Provider>

export interface FoyerConnectorParameters {
  /** The Foyer instance whose eip155 connection wagmi uses (the one the app renders its modal from). */
  foyer: Foyer
}

/**
 * wagmi's `createConnector` is the identity, typed: this one is the same, so that `foyer/wagmi` imports nothing of
 * `@wagmi/core` at run time. An app's bundler then never has to resolve `@wagmi/core` from Foyer's folder, where
 * npm may not have put it (wagmi nests its own copy when another one is hoisted), and wagmi 2 and 3 both work.
 */
const createConnector = <provider>(connector: CreateConnectorFn<provider>) => connector

const chainIdOf = (networkId: string | undefined) => (networkId ? Number(networkId.split(':')[1]) : undefined)

/**
 * A wagmi connector backed by Foyer's active eip155 connection, whichever wallet the visitor chose in
 * the modal. wagmi's `connect` opens the modal; a connection, account change, network switch or
 * disconnect made in the modal reaches wagmi's state, and wagmi's `disconnect` and `switchChain` go
 * through Foyer.
 */
export function foyerConnector({ foyer }: FoyerConnectorParameters) {
  let provider: FoyerProvider | undefined
  const state = () => foyer.getState().chains.eip155

  return createConnector<FoyerProvider>((config) => ({
    id: 'foyer',
    name: 'Foyer',
    type: 'foyer',

    async setup() {
      const events = await this.getProvider()
      events.on('accountsChanged', this.onAccountsChanged.bind(this))
      events.on('chainChanged', this.onChainChanged.bind(this))
      events.on('disconnect', this.onDisconnect.bind(this))
    },

    async connect({ chainId, isReconnecting, withCapabilities } = {}) {
      const events = await this.getProvider()
      let accounts = await this.getAccounts()
      if (!accounts.length) {
        if (isReconnecting) throw foyerError('EIP155_NOT_CONNECTED')
        accounts = ((await events.request({ method: 'eth_requestAccounts' })) as string[]).map((a) => getAddress(a))
      }
      let current = await this.getChainId()
      if (chainId && chainId !== current) current = (await this.switchChain!({ chainId })).id
      return {
        accounts: (withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts) as never,
        chainId: current,
      }
    },

    async disconnect() {
      const kernel = await foyer.ready()
      await kernel.connections.disconnect('eip155')
    },

    async getAccounts() {
      const chain = state()
      const address = chain?.accountState.status === 'connected' ? chain.accountState.address : undefined
      return address ? [getAddress(address)] : []
    },

    async getChainId() {
      const active = chainIdOf(state()?.activeNetworkId)
      if (active !== undefined) return active
      const first = config.chains[0]
      return first.id
    },

    async getProvider() {
      provider ??= createEip1193Provider(foyer)
      return provider
    },

    async isAuthorized() {
      if ((await this.getAccounts()).length) return true
      // Without a stored connection there is nothing to restore, and the kernel stays unloaded.
      if (!foyer.hasStoredConnection()) return false
      await foyer.ready() // it resolves once the stored connection is restored
      return (await this.getAccounts()).length > 0
    },

    async switchChain({ chainId }) {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      if (!chain) throw new ProviderRpcError(4902, `Chain ${numberToHex(chainId)} is not configured in wagmi.`)
      const kernel = await foyer.ready()
      await kernel.networks.switch(`eip155:${chainId}`)
      config.emitter.emit('change', { chainId })
      return chain
    },

    onAccountsChanged(accounts) {
      if (!accounts.length) return this.onDisconnect()
      const addresses = accounts.map((address) => getAddress(address) as Address)
      // Connected in the modal while wagmi was not: wagmi learns of the connection.
      if (config.emitter.listenerCount('connect')) {
        void this.getChainId().then((chainId) => config.emitter.emit('connect', { accounts: addresses, chainId }))
      } else config.emitter.emit('change', { accounts: addresses })
    },

    onChainChanged(chain) {
      config.emitter.emit('change', { chainId: Number(chain) })
    },

    onDisconnect() {
      config.emitter.emit('disconnect')
    },
  }))
}
