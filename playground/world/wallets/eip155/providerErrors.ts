// EIP-1193 / EIP-1474 / EIP-5792 errors as the test wallet raises them: `{ code, message, data? }` on an Error.

export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')
export const unauthorized = () =>
  new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.')
export const unsupportedMethod = (method: string) =>
  new ProviderRpcError(4200, `The Provider does not support the requested method: ${method}.`)
export const disconnected = () => new ProviderRpcError(4900, 'The Provider is disconnected from all chains.')
export const unrecognizedChain = (chainIdHex: string) =>
  new ProviderRpcError(
    4902,
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
  )
export const invalidParams = (message: string) => new ProviderRpcError(-32602, message)

/** Errors of EIP-5792 (wallet_sendCalls and friends). */
export const callsErrors = {
  unsupportedCapability: (name: string) =>
    new ProviderRpcError(5700, `This wallet does not support the non-optional capability "${name}".`),
  unsupportedChain: (chainIdHex: string) =>
    new ProviderRpcError(5710, `This wallet does not support the requested chain ID ${chainIdHex}.`),
  duplicateId: (id: string) => new ProviderRpcError(5720, `There is already a bundle with the id ${id}.`),
  unknownBundle: (id: string) => new ProviderRpcError(5730, `No matching bundle found for the id ${id}.`),
  atomicityNotSupported: () => new ProviderRpcError(5760, 'This wallet does not support atomic execution.'),
}

/** Any thrown value as a ProviderRpcError, keeping the code, message and data of node errors. */
export function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  const candidate = error as { code?: unknown; message?: unknown; data?: unknown }
  if (typeof candidate?.code === 'number' && typeof candidate.message === 'string') {
    return new ProviderRpcError(candidate.code, candidate.message, candidate.data)
  }
  return new ProviderRpcError(-32603, error instanceof Error ? error.message : String(error))
}

/** A fault the test sets is an EIP-1193 error (internal error when no code is given). */
export const providerFault = (message: string, code: number | undefined, data: unknown) =>
  new ProviderRpcError(code ?? -32603, message, data)
