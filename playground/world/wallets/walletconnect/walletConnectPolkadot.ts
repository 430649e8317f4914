// The polkadot namespace of the WalletConnect test wallet: the Polkadot test wallet's sr25519 keys (//Alice, //Bob)
// answering WalletConnect's polkadot methods as its reference asks. polkadot_signMessage: `{ address, data, type }`,
// where data of type 'bytes' (or none) must already be `<Bytes>`-wrapped (a wallet refuses anything else, so that no
// transaction is signed blindly). polkadot_signTransaction: `{ address, transactionPayload }` (a SignerPayloadJSON),
// signed as the polkadot-js extension signs one (@polkadot/types' ExtrinsicPayload, loaded for the first). Each
// answers `{ signature }`, hex.
import { Keyring } from '@polkadot/keyring'
import { hexToU8a, isHex, u8aIsWrapped, u8aToHex } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress } from '@polkadot/util-crypto'
import * as z from 'zod/mini'
import { POLKADOT_CAIP_NETWORK_ID, polkadotTestAccounts } from '../polkadot/polkadotTestAccounts.js'
import { TestWalletError } from '../shared/createWalletControls.js'
import { approveNamespace, dispatch, type NamespaceWallet, parseParams } from './namespaceWallet.js'

export interface WalletConnectPolkadotOptions {
  /** The CAIP-2 chains it serves (`polkadot:<genesis prefix>`); default the Polkadot relay chain. */
  chains?: string[]
  /** Which Polkadot test accounts it exposes (first = active); default all. */
  accounts?: number[]
}

const signTransactionParams = z.looseObject({
  address: z.string(),
  transactionPayload: z.looseObject({
    address: z.string(),
    signedExtensions: z.array(z.string()),
    version: z.number(),
  }),
})
const signMessageParams = z.looseObject({
  address: z.string(),
  data: z.string().check(z.refine((value) => isHex(value), 'data must be hex')),
  type: z.optional(z.enum(['bytes', 'payload'])),
})

export async function walletConnectPolkadot(options: WalletConnectPolkadotOptions = {}): Promise<NamespaceWallet> {
  const chains = options.chains ?? [POLKADOT_CAIP_NETWORK_ID]
  await cryptoWaitReady()
  const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 })
  const pairs = (options.accounts ?? polkadotTestAccounts.map((_, index) => index)).map((index) => {
    const account = polkadotTestAccounts[index]
    if (!account) throw new Error(`No Polkadot test account ${index}`)
    return keyring.addFromUri(account.uri, { name: account.name })
  })
  /** The key of an address in any SS58 format. */
  const pairOf = (address: string) => {
    let publicKey: string
    try {
      publicKey = u8aToHex(decodeAddress(address))
    } catch {
      throw new TestWalletError(`Invalid params: ${address} is not an SS58 address`, -32602)
    }
    const pair = pairs.find((candidate) => u8aToHex(candidate.publicKey) === publicKey)
    if (!pair) throw new TestWalletError(`The wallet holds no key for ${address}`, 4100)
    return pair
  }

  return {
    sessionNamespace: (proposed) =>
      approveNamespace('polkadot', proposed, {
        chains,
        methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
        accounts: (chain) => pairs.map((pair) => `${chain}:${pair.address}`),
      }),
    approvalMethods: ['polkadot_signTransaction', 'polkadot_signMessage'],
    handle: dispatch({
      polkadot_signMessage(input) {
        const { address, data, type } = parseParams(signMessageParams, input)
        const pair = pairOf(address)
        const bytes = hexToU8a(data)
        if (type !== 'payload' && !u8aIsWrapped(bytes, false))
          throw new TestWalletError('Invalid params: a message of type bytes must be <Bytes>-wrapped', -32602)
        return { signature: u8aToHex(pair.sign(bytes)) }
      },
      async polkadot_signTransaction(input) {
        const { address, transactionPayload } = parseParams(signTransactionParams, input)
        if (transactionPayload.address !== address)
          throw new TestWalletError('Invalid params: the payload is for another address', -32602)
        const pair = pairOf(address)
        const { TypeRegistry } = await import('@polkadot/types')
        const registry = new TypeRegistry()
        try {
          registry.setSignedExtensions(transactionPayload.signedExtensions)
          const payload = registry.createType('ExtrinsicPayload', transactionPayload, {
            version: transactionPayload.version,
          })
          return { signature: payload.sign(pair).signature }
        } catch (error) {
          throw new TestWalletError(`Invalid params: ${(error as Error).message}`, -32602)
        }
      },
    }),
  }
}
