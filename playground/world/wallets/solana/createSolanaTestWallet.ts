// A Solana test wallet in the Wallet Standard's shape (WALLETS.md §1.2-1.4), backed by real ed25519 keys and the
// world's localnet. It runs in browsers and in Node, with no @solana/web3.js: transactions are signed on their
// wire bytes. The test drives the "user" through the remote control (approve, reject, pending, faults).
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64, hex } from '@scure/base'
import type { SolanaSignInInput } from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import * as z from 'zod/mini'
import { jsonRpc } from '../../chains/jsonRpc.js'
import { SOLANA_CAIP_NETWORK_ID, SOLANA_LOCALNET_CHAIN } from '../../solana/localnet.js'
import { solanaTestAccounts } from '../../solana/solanaTestAccounts.js'
import { createWalletControls, TestWalletError } from '../shared/createWalletControls.js'
import { standardIcon } from '../shared/standardIcon.js'
import type { SolanaTestWallet, SolanaTestWalletOptions } from './SolanaTestWallet.js'
import { signInMessage } from './signInMessage.js'
import { signTransactionBytes } from './signTransactionBytes.js'

export type { SolanaTestWallet, SolanaTestWalletOptions }

const accountFeatures = [
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
  'solana:signIn',
] as const
const bytes = z.instanceof(Uint8Array)
const account = z.looseObject({ address: z.string() })
const schemas = {
  connect: z.optional(z.looseObject({ silent: z.optional(z.boolean()) })),
  signMessage: z.looseObject({ account, message: bytes }),
  signTransaction: z.looseObject({ account, transaction: bytes, chain: z.optional(z.string()) }),
  signAndSend: z.looseObject({
    account,
    transaction: bytes,
    chain: z.string(),
    options: z.optional(z.looseObject({})),
  }),
  signIn: z.optional(z.looseObject({ domain: z.optional(z.string()), address: z.optional(z.string()) })),
}

function parse<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new TestWalletError(`Invalid params: ${z.prettifyError(parsed.error)}`, -32602)
  return parsed.data
}

/** Phantom's answer to a refused request. */
export const solanaUserRejected = () => new TestWalletError('User rejected the request.', 4001)
const unauthorized = () =>
  new TestWalletError('The requested account and/or method has not been authorized by the user.', 4100)

export function createSolanaTestWallet(options: SolanaTestWalletOptions): SolanaTestWallet {
  const name = options.name ?? 'Test Wallet'
  const chains = options.chains ?? [SOLANA_CAIP_NETWORK_ID, SOLANA_LOCALNET_CHAIN as IdentifierString]
  const keys = (options.secretKeys ?? [solanaTestAccounts[0]!.secretKey]).map((secret, index) => {
    const secretKey = hex.decode(secret)
    const publicKey = ed25519.getPublicKey(secretKey)
    const address = base58.encode(publicKey)
    const walletAccount: WalletAccount = Object.freeze({
      address,
      publicKey,
      chains,
      features: accountFeatures,
      label: `Account ${index + 1}`,
    })
    return { address, secretKey, walletAccount }
  })
  const storageKey = `foyer.testWallet.solana.${name}.authorized`
  const state = {
    exposed: keys.map((key) => key.address),
    authorized: options.authorized ?? options.storage?.getItem(storageKey) === '1',
  }
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>()
  const controls = createWalletControls(options.mode, { rejection: solanaUserRejected })
  const visible = () =>
    state.authorized ? state.exposed.map((address) => keys.find((key) => key.address === address)!.walletAccount) : []
  const emitAccounts = () => {
    for (const listener of listeners) listener({ accounts: visible() })
  }
  const setAuthorized = (authorized: boolean) => {
    if (state.authorized === authorized) return
    state.authorized = authorized
    if (authorized) options.storage?.setItem(storageKey, '1')
    else options.storage?.removeItem(storageKey)
    emitAccounts()
  }
  const keyFor = (address: string) => {
    if (!state.authorized || !state.exposed.includes(address)) throw unauthorized()
    return keys.find((key) => key.address === address)!
  }
  const chainUrl = (chain: string | undefined) => {
    if (chain !== undefined && !chains.includes(chain as IdentifierString)) {
      throw new TestWalletError(`The wallet does not support the chain ${chain}`, -32602)
    }
    return options.rpcUrl
  }

  const features = {
    'standard:connect': {
      version: '1.0.0',
      connect: (input?: unknown) =>
        controls.run('standard:connect', input, false, async () => {
          const { silent } = parse(schemas.connect, input) ?? {}
          if (!state.authorized && !silent) {
            await controls.ask('standard:connect', input)
            setAuthorized(true)
          }
          return { accounts: visible() }
        }),
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: () => controls.run('standard:disconnect', undefined, false, () => setAuthorized(false)),
    },
    'standard:events': {
      version: '1.0.0',
      on(event: string, listener: (properties: { accounts?: readonly WalletAccount[] }) => void) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: (...inputs: unknown[]) =>
        controls.run('solana:signMessage', inputs, true, () =>
          inputs.map((input) => {
            const { account: signer, message } = parse(schemas.signMessage, input)
            const signature = ed25519.sign(message, keyFor(signer.address).secretKey)
            return { signedMessage: message, signature, signatureType: 'ed25519' as const }
          }),
        ),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: (...inputs: unknown[]) =>
        controls.run('solana:signTransaction', inputs, true, () =>
          inputs.map((input) => {
            const { account: signer, transaction, chain } = parse(schemas.signTransaction, input)
            chainUrl(chain)
            const { secretKey } = keyFor(signer.address)
            return { signedTransaction: signTransactionBytes(transaction, signer.address, secretKey) }
          }),
        ),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: (...inputs: unknown[]) =>
        controls.run('solana:signAndSendTransaction', inputs, true, async () => {
          const outputs = []
          for (const input of inputs) {
            const { account: signer, transaction, chain, options: sendOptions } = parse(schemas.signAndSend, input)
            const rpcUrl = chainUrl(chain)
            const signed = signTransactionBytes(transaction, signer.address, keyFor(signer.address).secretKey)
            const config = { ...sendOptions, encoding: 'base64' }
            const signature = await jsonRpc(rpcUrl, 'sendTransaction', [base64.encode(signed), config])
            outputs.push({ signature: base58.decode(String(signature)) })
          }
          return outputs
        }),
    },
    'solana:signIn': {
      version: '1.0.0',
      signIn: (...inputs: unknown[]) =>
        controls.run('solana:signIn', inputs, true, () => {
          setAuthorized(true) // signing in connects, as in Phantom
          return inputs.map((input) => {
            const given = (parse(schemas.signIn, input) ?? {}) as SolanaSignInInput
            const address = given.address ?? state.exposed[0]!
            const domain = given.domain ?? options.domain ?? globalThis.location?.host ?? 'localhost'
            const signedMessage = new TextEncoder().encode(signInMessage({ ...given, domain, address }))
            const key = keyFor(address)
            const signature = ed25519.sign(signedMessage, key.secretKey)
            return { account: key.walletAccount, signedMessage, signature, signatureType: 'ed25519' as const }
          })
        }),
    },
  }

  const wallet: Wallet = Object.freeze({
    version: '1.0.0' as const,
    name,
    ...(options.rdns ? { rdns: options.rdns } : {}),
    icon: options.icon ?? standardIcon('Test Wallet', '#9945FF'),
    chains,
    features: Object.freeze(features),
    get accounts() {
      return visible()
    },
  })

  return {
    ...controls.remote,
    wallet,
    get addresses() {
      return [...state.exposed]
    },
    get authorized() {
      return state.authorized
    },
    setAccounts(addresses: string[]) {
      for (const address of addresses) {
        if (!keys.some((key) => key.address === address)) throw new Error(`The test wallet holds no key for ${address}`)
      }
      state.exposed = [...addresses]
      if (state.authorized) emitAccounts()
    },
    disconnect: () => setAuthorized(false),
  }
}
