// EIP-5792 in the wallet: no node implements it, so the wallet executes a bundle as consecutive
// transactions (not atomic) and reports their receipts.
import { type Hex, numberToHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { getCallsStatusParams, getCapabilitiesParams, parseParams, sendCallsParams } from './paramsSchemas.js'
import { callsErrors } from './providerErrors.js'
import { signAndSend } from './sendTransaction.js'
import type { WalletContext } from './WalletContext.js'

interface Bundle {
  id: string
  chainId: number
  hashes: Hex[]
  running: boolean
  /** A call could not be sent (e.g. its gas estimate reverted); the rest were dropped. */
  stopped: boolean
}

type Receipt = { status: Hex; logs: { address: Hex; data: Hex; topics: Hex[] }[] } & Record<string, unknown>

const randomId = (): Hex => {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** The capability keys the wallet reports, per chain (EIP-5792 `atomic`, ERC-7811 `assetDiscovery`). */
export const walletCapabilities = () => ({ atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } })

/** EIP-5792 status: 100 pending, 200 confirmed, 400 not sent, 500 all reverted, 600 partly done. */
function statusCode(bundle: Pick<Bundle, 'running' | 'stopped'>, receipts: (Receipt | null)[]): number {
  if (bundle.running || receipts.includes(null)) return 100
  if (bundle.stopped) return receipts.length === 0 ? 400 : 600
  const succeeded = receipts.filter((receipt) => receipt?.status === '0x1').length
  if (succeeded === receipts.length) return 200
  return succeeded === 0 ? 500 : 600
}

export function createCallsStore(context: WalletContext) {
  const bundles = new Map<string, Bundle>()

  async function execute(bundle: Bundle, account: PrivateKeyAccount, calls: { to?: Hex; data?: Hex; value?: Hex }[]) {
    try {
      for (const call of calls) bundle.hashes.push(await signAndSend(context, account, call, bundle.chainId))
    } catch {
      bundle.stopped = true
    } finally {
      bundle.running = false
    }
  }

  return {
    getCapabilities(params: unknown) {
      const [address, chainIds] = parseParams(getCapabilitiesParams, params, 'wallet_getCapabilities')
      context.accountFor(address)
      const wanted = chainIds?.map(Number)
      const chains = context.chains().filter((chain) => !wanted || wanted.includes(chain.chainId))
      return Object.fromEntries(chains.map((chain) => [numberToHex(chain.chainId), walletCapabilities()]))
    },

    async sendCalls(params: unknown): Promise<{ id: string }> {
      const [request] = parseParams(sendCallsParams, params, 'wallet_sendCalls')
      const account = context.accountFor(request.from ?? context.exposedAccounts()[0]?.address)
      const chainId = Number(request.chainId)
      if (!context.chain(chainId)) throw callsErrors.unsupportedChain(request.chainId)
      if (request.atomicRequired) throw callsErrors.atomicityNotSupported()
      for (const capabilities of [request.capabilities, ...request.calls.map((call) => call.capabilities)]) {
        for (const [name, value] of Object.entries(capabilities ?? {})) {
          if ((value as { optional?: unknown } | null)?.optional !== true) throw callsErrors.unsupportedCapability(name)
        }
      }
      const id = request.id ?? randomId()
      if (bundles.has(id)) throw callsErrors.duplicateId(id)
      await context.approve('wallet_sendCalls', params)
      const bundle: Bundle = { id, chainId, hashes: [], running: true, stopped: false }
      bundles.set(id, bundle)
      void execute(bundle, account, request.calls as { to?: Hex; data?: Hex; value?: Hex }[])
      return { id }
    },

    async getCallsStatus(params: unknown) {
      const [id] = parseParams(getCallsStatusParams, params, 'wallet_getCallsStatus')
      const bundle = bundles.get(id)
      if (!bundle) throw callsErrors.unknownBundle(id)
      // Judge the bundle as it is now: execution goes on while the receipts are read.
      const progress = { running: bundle.running, stopped: bundle.stopped }
      const hashes = [...bundle.hashes]
      const receipts = (await Promise.all(
        hashes.map((hash) => context.rpc('eth_getTransactionReceipt', [hash], bundle.chainId)),
      )) as (Receipt | null)[]
      const status = statusCode(progress, receipts)
      const mined = receipts.filter((receipt): receipt is Receipt => receipt !== null)
      return {
        version: '2.0.0',
        id,
        chainId: numberToHex(bundle.chainId),
        status,
        atomic: false,
        ...(status >= 200
          ? {
              receipts: mined.map((receipt) => ({
                logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
                status: receipt.status,
                blockHash: receipt.blockHash,
                blockNumber: receipt.blockNumber,
                gasUsed: receipt.gasUsed,
                transactionHash: receipt.transactionHash,
              })),
            }
          : {}),
      }
    },
  }
}
