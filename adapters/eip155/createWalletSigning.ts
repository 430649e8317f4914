import type { ConnectorProviders } from './createConnectorProviders.js'
import { stringToHex } from './hex.js'
import { addressSchema, parseWalletAnswer, signatureSchema } from './walletAnswers.js'
import { walletRequest } from './walletRequest.js'

/** Signing a message (required core) and typed data (a capability). */
export function createWalletSigning(connectors: ConnectorProviders) {
  return {
    async signMessage({ connectorId, address, message }: { connectorId: string; address: string; message: string }) {
      const provider = await connectors.providerOf(connectorId)
      const params = [stringToHex(message), parseWalletAnswer(addressSchema, address, 'personal_sign')]
      return parseWalletAnswer(signatureSchema, await walletRequest(provider, 'personal_sign', params), 'personal_sign')
    },
    async signTypedData(args: { connectorId: string; address: string; typedData: unknown }) {
      const provider = await connectors.providerOf(args.connectorId)
      const params = [args.address, JSON.stringify(args.typedData)]
      const answer = await walletRequest(provider, 'eth_signTypedData_v4', params)
      return parseWalletAnswer(signatureSchema, answer, 'eth_signTypedData_v4')
    },
  }
}
