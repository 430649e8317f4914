/** An EIP-1193 error: what apps and libraries (viem, ethers) expect a provider to throw. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  constructor(code: number, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause })
    this.code = code
  }
}
