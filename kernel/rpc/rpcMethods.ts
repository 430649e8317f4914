/** SPEC §5-§6 (SERVICES §6.1): requests that need no approval. */
export const safeRpcMethods: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'wallet_getAssets',
])

/** Requests that need the visitor's approval (signing, sending, permissions). */
export const unsafeRpcMethods: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])

/** Account requests and chain switching and adding, allowed besides the two lists (SPEC §6). */
const connectionMethods = new Set(['eth_requestAccounts', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'])

/**
 * What a wallet-connect session asks the wallet to answer for eip155 (SPEC §6): account requests, the eip155
 * methods that need approval, the wallet_ reads, and chain switching and adding. The standard eth_ reads are
 * allowed too, but they go to the network's RPC, not to the wallet.
 */
export const walletConnectEip155Methods: readonly string[] = [
  'eth_accounts',
  ...connectionMethods,
  ...[...unsafeRpcMethods].filter((method) => !method.startsWith('solana_') && method !== 'eth_sendUserOperation'),
  ...[...safeRpcMethods].filter((method) => method.startsWith('wallet_')),
]

export const isAllowedRpcMethod = (method: string) =>
  safeRpcMethods.has(method) || unsafeRpcMethods.has(method) || connectionMethods.has(method)

export const needsApproval = (method: string) => unsafeRpcMethods.has(method)
