// The solana namespace of the WalletConnect test wallet: ed25519 keys (the world's Solana test accounts, as the
// Solana test wallet's), the session namespace it approves, and its answers to the solana_* requests as WalletConnect
// wallets give them: a message and a transaction in base58/base64 in, a signature (base58) or the signed
// transaction (base64) out; signAndSend sends to the world's localnet.
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64, hex } from '@scure/base'
import * as z from 'zod/mini'
import { jsonRpc } from '../../chains/jsonRpc.js'
import { SOLANA_CAIP_NETWORK_ID } from '../../solana/localnet.js'
import { solanaTestAccounts } from '../../solana/solanaTestAccounts.js'
import { TestWalletError } from '../shared/createWalletControls.js'
import { signTransactionBytes } from '../solana/signTransactionBytes.js'
import { approveNamespace, dispatch, type NamespaceWallet, parseParams as parse } from './namespaceWallet.js'

export interface WalletConnectSolanaOptions {
  /** The JSON-RPC endpoint signAndSend sends to (the world's localnet). */
  rpcUrl: string
  /** The CAIP-2 chains it serves; default the localnet's. */
  chains?: string[]
  /** 32-byte ed25519 secret seeds (hex), all exposed (first = active); default Solana test account 0. */
  secretKeys?: string[]
}

export const walletConnectSolanaMethodNames = [
  'solana_getAccounts',
  'solana_requestAccounts',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const
/** The methods that wait for the "user" (subject to the mode). */
const walletConnectSolanaApprovalMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
]

const params = {
  signMessage: z.looseObject({ message: z.string(), pubkey: z.string() }),
  transaction: z.looseObject({ transaction: z.string(), pubkey: z.optional(z.string()) }),
}
export function walletConnectSolana(options: WalletConnectSolanaOptions): NamespaceWallet & {
  /** The held addresses (base58), active first. */
  addresses(): string[]
} {
  const chains = options.chains ?? [SOLANA_CAIP_NETWORK_ID]
  const keys = (options.secretKeys ?? [solanaTestAccounts[0]!.secretKey]).map((secret) => {
    const secretKey = hex.decode(secret)
    return { secretKey, address: base58.encode(ed25519.getPublicKey(secretKey)) }
  })
  const keyFor = (address: string | undefined) => {
    const key = address === undefined ? keys[0] : keys.find((candidate) => candidate.address === address)
    if (!key) throw new TestWalletError(`The wallet holds no key for ${address}`, 4100)
    return key
  }
  const decode = (text: string, coder: typeof base58 | typeof base64) => {
    try {
      return coder.decode(text)
    } catch {
      throw new TestWalletError('Invalid params: not base58/base64', -32602)
    }
  }
  const sign = (input: unknown) => {
    const { transaction, pubkey } = parse(params.transaction, input)
    const key = keyFor(pubkey)
    return signTransactionBytes(decode(transaction, base64), key.address, key.secretKey)
  }
  const accounts = () => keys.map((key) => ({ pubkey: key.address }))

  const handlers: Record<string, (input: unknown) => unknown> = {
    solana_getAccounts: accounts,
    solana_requestAccounts: accounts,
    solana_signMessage(input) {
      const { message, pubkey } = parse(params.signMessage, input)
      return { signature: base58.encode(ed25519.sign(decode(message, base58), keyFor(pubkey).secretKey)) }
    },
    solana_signTransaction(input) {
      const signed = sign(input)
      return { transaction: base64.encode(signed) }
    },
    async solana_signAndSendTransaction(input) {
      const signed = sign(input)
      const signature = await jsonRpc(options.rpcUrl, 'sendTransaction', [
        base64.encode(signed),
        { encoding: 'base64' },
      ])
      return { signature: String(signature) }
    },
  }

  return {
    sessionNamespace: (proposed) =>
      approveNamespace('solana', proposed, {
        chains,
        methods: walletConnectSolanaMethodNames,
        accounts: (chain) => keys.map((key) => `${chain}:${key.address}`),
      }),
    approvalMethods: walletConnectSolanaApprovalMethods,
    addresses: () => keys.map((key) => key.address),
    handle: dispatch(handlers),
  }
}
