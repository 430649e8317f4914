import type { AdapterContext, CaipNetworkId, ConnectResult, Network } from 'foyer'
import { foyerError } from 'foyer'
import { type DiscoveredProvider, type DiscoveryOptions, discoverConnectors } from './discoverConnectors.js'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { checksumAddress, numberToHex, stringToHex } from './hex.js'
import {
  accountsSchema,
  addressSchema,
  chainIdSchema,
  parseWalletAnswer,
  signatureSchema,
  toChainId,
  transactionHashSchema,
} from './walletAnswers.js'
import type { WalletConnectSettings } from '../walletconnect/WalletConnectSettings.js'
import { walletConnectConnector } from './walletConnectConnector.js'
import { WalletRpcError, walletRequest } from './walletRequest.js'

interface TransactionArgs {
  connectorId: string
  to: string
  value?: bigint
  data?: string
}

const toNetworkId = (chainId: number): CaipNetworkId => `eip155:${chainId}`

/** The eip155 adapter's code, loaded when the kernel sets the adapter up. */
export function createEip155Runtime(
  context: AdapterContext,
  options: DiscoveryOptions,
  /** The WalletConnect connector's settings; false (or no project id) leaves it out. */
  walletConnect: boolean | WalletConnectSettings = true,
) {
  const found = new Map<string, DiscoveredProvider>()
  const resolved = new Map<string, Eip1193Provider>()
  const unsubscribe = new Map<string, () => void>()
  const wc =
    walletConnect !== false && context.options.projectId
      ? walletConnectConnector(context, walletConnect === true ? {} : walletConnect)
      : undefined

  const stopDiscovery = discoverConnectors(
    options,
    (list) => {
      found.clear()
      for (const entry of list) found.set(entry.connector.id, entry)
      context.setConnectors(list.map((entry) => ({ ...entry.connector, chain: 'eip155' })))
    },
    wc ? [wc.entry] : [],
  )

  const providerOf = async (connectorId: string): Promise<Eip1193Provider> => {
    const known = resolved.get(connectorId)
    if (known) return known
    const entry = found.get(connectorId)
    if (!entry) throw foyerError('CONNECTOR_NOT_FOUND_FOR_CONNECTION', { connectorId })
    const provider = typeof entry.provider === 'function' ? await entry.provider() : entry.provider
    resolved.set(connectorId, provider)
    return provider
  }

  /** Follows the wallet's own changes; a malformed event is logged and changes nothing. */
  const subscribe = (connectorId: string, provider: Eip1193Provider) => {
    if (unsubscribe.has(connectorId) || !provider.on) return
    const guard = (name: string, handle: () => void) => {
      try {
        handle()
      } catch (error) {
        context.logger.warn(`eip155: ignored a malformed ${name} event`, error)
        context.bus.emit('error', { error, category: 'DATA_PARSING_ERROR' })
      }
    }
    const onAccounts = (accounts: unknown) =>
      guard('accountsChanged', () => {
        const list =
          Array.isArray(accounts) && accounts.length === 0
            ? []
            : parseWalletAnswer(accountsSchema, accounts, 'accountsChanged')
        context.onAccountsChanged(
          connectorId,
          list.map((address) => ({ address: checksumAddress(address), type: 'eoa' })),
        )
      })
    const onChain = (chainId: unknown) =>
      guard('chainChanged', () =>
        context.onNetworkChanged(
          connectorId,
          toNetworkId(toChainId(parseWalletAnswer(chainIdSchema, chainId, 'chainChanged'))),
        ),
      )
    const onDisconnect = () => context.onDisconnected(connectorId)
    provider.on('accountsChanged', onAccounts)
    provider.on('chainChanged', onChain)
    provider.on('disconnect', onDisconnect)
    unsubscribe.set(connectorId, () => {
      provider.removeListener?.('accountsChanged', onAccounts)
      provider.removeListener?.('chainChanged', onChain)
      provider.removeListener?.('disconnect', onDisconnect)
    })
  }

  const readState = async (connectorId: string, provider: Eip1193Provider, method: string): Promise<ConnectResult> => {
    const raw = await walletRequest(provider, method)
    const accounts =
      Array.isArray(raw) && raw.length === 0 && method === 'eth_accounts'
        ? []
        : parseWalletAnswer(accountsSchema, raw, method)
    const chainId = toChainId(
      parseWalletAnswer(chainIdSchema, await walletRequest(provider, 'eth_chainId'), 'eth_chainId'),
    )
    if (accounts.length > 0) subscribe(connectorId, provider)
    const approvedNetworkIds = found.get(connectorId)?.approvedNetworkIds?.()
    return {
      accounts: accounts.map((address) => ({ address: checksumAddress(address), type: 'eoa' })),
      networkId: toNetworkId(chainId),
      ...(approvedNetworkIds ? { approvedNetworkIds } : {}),
    }
  }

  const activeAddress = () => {
    const address = context.store.getState().chains.eip155?.accountState.address
    if (!address) throw foyerError('CAIP_UNDEFINED')
    return address
  }

  /** A transaction from the active address; a native transfer has an empty data field (SPEC §7). */
  const transactionOf = (args: TransactionArgs) => ({
    from: activeAddress(),
    to: args.to,
    value: numberToHex(args.value ?? 0n),
    data: args.data ?? '0x',
  })

  const switchNetwork = async ({ connectorId, network }: { connectorId: string; network: Network }) => {
    const provider = await providerOf(connectorId)
    const chainId = numberToHex(Number(network.id))
    try {
      await walletRequest(provider, 'wallet_switchEthereumChain', [{ chainId }])
    } catch (error) {
      if (!(error instanceof WalletRpcError && (error.rpcCode === 4902 || error.rpcCode === -32603))) throw error
      await walletRequest(provider, 'wallet_addEthereumChain', [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: network.rpcUrls.default.http,
          blockExplorerUrls: network.blockExplorers ? [network.blockExplorers.default.url] : undefined,
        },
      ])
      await walletRequest(provider, 'wallet_switchEthereumChain', [{ chainId }])
    }
  }

  return {
    async connect({ connectorId, network, signal }: { connectorId: string; network?: Network; signal?: AbortSignal }) {
      const provider = await providerOf(connectorId)
      await found.get(connectorId)?.prepare?.({ signal, network })
      return readState(connectorId, provider, 'eth_requestAccounts')
    },
    async getAccounts({ connectorId }: { connectorId: string }) {
      return readState(connectorId, await providerOf(connectorId), 'eth_accounts')
    },
    async disconnect({ connectorId }: { connectorId: string }) {
      unsubscribe.get(connectorId)?.()
      unsubscribe.delete(connectorId)
      const end = found.get(connectorId)?.end
      if (end) return end()
      const provider = resolved.get(connectorId)
      // Wallets that support it forget the permission; the others simply stop being used.
      await provider
        ?.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined)
    },
    async signMessage({ connectorId, address, message }: { connectorId: string; address: string; message: string }) {
      const provider = await providerOf(connectorId)
      const params = [stringToHex(message), parseWalletAnswer(addressSchema, address, 'personal_sign')]
      return parseWalletAnswer(signatureSchema, await walletRequest(provider, 'personal_sign', params), 'personal_sign')
    },
    async signTypedData({
      connectorId,
      address,
      typedData,
    }: {
      connectorId: string
      address: string
      typedData: unknown
    }) {
      const provider = await providerOf(connectorId)
      const answer = await walletRequest(provider, 'eth_signTypedData_v4', [address, JSON.stringify(typedData)])
      return parseWalletAnswer(signatureSchema, answer, 'eth_signTypedData_v4')
    },
    async sendTransaction(args: TransactionArgs) {
      const provider = await providerOf(args.connectorId)
      const answer = await walletRequest(provider, 'eth_sendTransaction', [transactionOf(args)])
      return parseWalletAnswer(transactionHashSchema, answer, 'eth_sendTransaction')
    },
    async estimateGas(args: TransactionArgs) {
      const provider = await providerOf(args.connectorId)
      const transaction = transactionOf(args)
      return BigInt(
        parseWalletAnswer(
          chainIdSchema,
          await walletRequest(provider, 'eth_estimateGas', [transaction]),
          'eth_estimateGas',
        ),
      )
    },
    switchNetwork,
    async getCapabilities({ connectorId, address }: { connectorId: string; address: string }) {
      const answer = await walletRequest(await providerOf(connectorId), 'wallet_getCapabilities', [address])
      if (typeof answer !== 'object' || answer === null)
        throw foyerError('INVALID_WALLET_ANSWER', { method: 'wallet_getCapabilities' })
      return answer as Record<string, unknown>
    },
    async getAssets({ connectorId, address }: { connectorId: string; address: string }) {
      const answer = await walletRequest(await providerOf(connectorId), 'wallet_getAssets', [{ account: address }])
      if (typeof answer !== 'object' || answer === null)
        throw foyerError('INVALID_WALLET_ANSWER', { method: 'wallet_getAssets' })
      return answer as Record<string, unknown>
    },
    getProvider: ({ connectorId }: { connectorId: string }) =>
      resolved.get(connectorId) ?? found.get(connectorId)?.provider,
    destroy() {
      stopDiscovery()
      for (const off of unsubscribe.values()) off()
      wc?.destroy()
    },
  }
}

export type Eip155Runtime = ReturnType<typeof createEip155Runtime>
