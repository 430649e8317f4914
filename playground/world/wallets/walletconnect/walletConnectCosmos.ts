// The cosmos namespace of the WalletConnect test wallet: the Cosmos test wallet's secp256k1 key (@cosmjs) answering
// WalletConnect's cosmos methods: cosmos_getAccounts (`{ algo, address, pubkey }`, the key in base64),
// cosmos_signAmino (an amino doc of the request's chain, or an ADR-36 doc, whose chain id is empty) and
// cosmos_signDirect (a protobuf doc of the request's chain, its bytes in base64): `{ signature, signed }` each.
import { Secp256k1Wallet, type StdSignDoc } from '@cosmjs/amino'
import { fromBase64, fromHex, toBase64 } from '@cosmjs/encoding'
import * as z from 'zod/mini'
import { COSMOS_CAIP_NETWORK_ID, cosmosTestAccounts } from '../cosmos/cosmosTestAccounts.js'
import { loadProtoSigning } from '../cosmos/loadProtoSigning.js'
import { TestWalletError } from '../shared/createWalletControls.js'
import { approveNamespace, dispatch, type NamespaceWallet, parseParams } from './namespaceWallet.js'

export interface WalletConnectCosmosOptions {
  /** The CAIP-2 chains it serves (`cosmos:<chain id>`, bech32 prefix 'cosmos'); default the Cosmos Hub. */
  chains?: string[]
  /** Which Cosmos test account's key it holds; default 0. */
  account?: number
}

const base64Text = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64'))
const params = {
  amino: z.looseObject({
    signerAddress: z.string(),
    signDoc: z.looseObject({
      chain_id: z.string(),
      account_number: z.string(),
      sequence: z.string(),
      memo: z.string(),
      msgs: z.array(z.looseObject({ type: z.string(), value: z.unknown() })),
      fee: z.looseObject({
        gas: z.string(),
        amount: z.array(z.looseObject({ denom: z.string(), amount: z.string() })),
      }),
    }),
  }),
  direct: z.looseObject({
    signerAddress: z.string(),
    signDoc: z.looseObject({
      chainId: z.string(),
      accountNumber: z.string().check(z.regex(/^\d+$/, 'a decimal account number')),
      authInfoBytes: base64Text,
      bodyBytes: base64Text,
    }),
  }),
}

export async function walletConnectCosmos(options: WalletConnectCosmosOptions = {}): Promise<NamespaceWallet> {
  const chains = options.chains ?? [COSMOS_CAIP_NETWORK_ID]
  const account = cosmosTestAccounts[options.account ?? 0]
  if (!account) throw new Error(`No Cosmos test account ${options.account}`)
  const privateKey = fromHex(account.privateKey)
  const checkSigner = (signer: string) => {
    if (signer !== account.address) throw new TestWalletError(`The wallet holds no key for ${signer}`, 4100)
  }
  const referenceOf = (chain: string) => chain.slice('cosmos:'.length)

  return {
    sessionNamespace: (proposed) =>
      approveNamespace('cosmos', proposed, {
        chains,
        methods: ['cosmos_getAccounts', 'cosmos_signAmino', 'cosmos_signDirect'],
        accounts: (chain) => [`${chain}:${account.address}`],
      }),
    approvalMethods: ['cosmos_signAmino', 'cosmos_signDirect'],
    handle: dispatch({
      cosmos_getAccounts: () => [
        { algo: 'secp256k1', address: account.address, pubkey: toBase64(fromHex(account.publicKey)) },
      ],
      async cosmos_signAmino(input, chain) {
        const { signerAddress, signDoc } = parseParams(params.amino, input)
        checkSigner(signerAddress)
        if (signDoc.chain_id !== '' && signDoc.chain_id !== referenceOf(chain))
          throw new TestWalletError('Invalid params: the doc is for another chain', -32602)
        const wallet = await Secp256k1Wallet.fromKey(privateKey, 'cosmos')
        return wallet.signAmino(signerAddress, signDoc as StdSignDoc)
      },
      async cosmos_signDirect(input, chain) {
        const { signerAddress, signDoc } = parseParams(params.direct, input)
        checkSigner(signerAddress)
        if (signDoc.chainId !== referenceOf(chain))
          throw new TestWalletError('Invalid params: the doc is for another chain', -32602)
        const { DirectSecp256k1Wallet } = await loadProtoSigning()
        const wallet = await DirectSecp256k1Wallet.fromKey(privateKey, 'cosmos')
        const { signed, signature } = await wallet.signDirect(signerAddress, {
          bodyBytes: fromBase64(signDoc.bodyBytes),
          authInfoBytes: fromBase64(signDoc.authInfoBytes),
          chainId: signDoc.chainId,
          accountNumber: BigInt(signDoc.accountNumber),
        })
        return {
          signature,
          signed: {
            chainId: signed.chainId,
            accountNumber: signed.accountNumber.toString(),
            authInfoBytes: toBase64(signed.authInfoBytes),
            bodyBytes: toBase64(signed.bodyBytes),
          },
        }
      },
    }),
  }
}
