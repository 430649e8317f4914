import type { AdapterContext } from 'foyer'
import { foyerError } from 'foyer/kit'
import type { ConnectorProviders } from './createConnectorProviders.js'
import { numberToHex } from './hex.js'
import { parseWalletAnswer, quantitySchema, transactionHashSchema } from './walletAnswers.js'
import { walletRequest } from './walletRequest.js'

export interface TransactionArgs {
  connectorId: string
  to: string
  value?: bigint
  data?: string
  gas?: bigint
  gasPrice?: bigint
}

/** Sending and estimating transactions from the active address. */
export function createWalletTransactions(context: AdapterContext, connectors: ConnectorProviders) {
  const activeAddress = () => {
    const address = context.store.getState().chains.eip155?.accountState.address
    if (!address) throw foyerError('CAIP_UNDEFINED')
    return address
  }
  /** A native transfer has an empty data field (SPEC §7). */
  const transactionOf = (args: TransactionArgs) => ({
    from: activeAddress(),
    to: args.to,
    value: numberToHex(args.value ?? 0n),
    data: args.data ?? '0x',
    ...(args.gas === undefined ? {} : { gas: numberToHex(args.gas) }),
    ...(args.gasPrice === undefined ? {} : { gasPrice: numberToHex(args.gasPrice) }),
  })
  return {
    async sendTransaction(args: TransactionArgs) {
      const provider = await connectors.providerOf(args.connectorId)
      const answer = await walletRequest(provider, 'eth_sendTransaction', [transactionOf(args)])
      return parseWalletAnswer(transactionHashSchema, answer, 'eth_sendTransaction')
    },
    async estimateGas(args: TransactionArgs) {
      const provider = await connectors.providerOf(args.connectorId)
      const answer = await walletRequest(provider, 'eth_estimateGas', [transactionOf(args)])
      return BigInt(parseWalletAnswer(quantitySchema, answer, 'eth_estimateGas'))
    },
  }
}
