// The Bitcoin test wallet as a Wallet Standard wallet (WALLETS.md §2.5): `bitcoin:connect` with payment and
// ordinals accounts (a non-standard `purpose` on each, as AppKit reads it), `bitcoin:signMessage`,
// `bitcoin:signTransaction`, and the standard `events` and `disconnect`.
import { base64, hex } from '@scure/base'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import * as z from 'zod/mini'
import { TestWalletError } from '../shared/createWalletControls.js'
import { BITCOIN_REGTEST_CAIP_NETWORK_ID, BITCOIN_REGTEST_CHAIN } from '../../bitcoin/regtest.js'
import { BITCOIN_TESTNET_CAIP_NETWORK_ID, BITCOIN_TESTNET_CHAIN } from './bitcoinTestAccounts.js'
import type { BitcoinCore } from './createBitcoinCore.js'
import { signPsbt } from './signPsbt.js'

// Testnet, and the world's regtest chain (bitcoin/regtest.ts), where its payment address reads the same.
const chains: IdentifierString[] = [
  BITCOIN_TESTNET_CHAIN,
  BITCOIN_TESTNET_CAIP_NETWORK_ID as IdentifierString,
  BITCOIN_REGTEST_CHAIN,
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
]
const bytes = z.instanceof(Uint8Array)
const account = z.looseObject({ address: z.string() })
const purpose = z.enum(['payment', 'ordinals'])
const sigHashes = {
  ALL: 1,
  NONE: 2,
  SINGLE: 3,
  'ALL|ANYONECANPAY': 0x81,
  'NONE|ANYONECANPAY': 0x82,
  'SINGLE|ANYONECANPAY': 0x83,
} as const
const schemas = {
  connect: z.object({ purposes: z.array(purpose) }),
  signMessage: z.looseObject({ account, message: bytes }),
  signTransaction: z.looseObject({
    psbt: bytes,
    chain: z.optional(z.string()),
    inputsToSign: z.array(
      z.looseObject({
        account,
        signingIndexes: z.array(z.number()),
        sigHash: z.optional(z.enum(Object.keys(sigHashes) as [keyof typeof sigHashes])),
      }),
    ),
  }),
}

function parse<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new TestWalletError(`Invalid params: ${z.prettifyError(parsed.error)}`, -32602)
  return parsed.data
}

export type BitcoinWalletAccount = WalletAccount & { purpose: 'payment' | 'ordinals' }

export function bitcoinStandardWallet(core: BitcoinCore, name: string, icon: Wallet['icon']): Wallet {
  const features = ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const
  const accounts: BitcoinWalletAccount[] = core.keys.map((key) =>
    Object.freeze({
      address: key.address,
      publicKey: hex.decode(key.publicKeyHex),
      chains,
      features,
      purpose: key.purpose,
    }),
  )
  const visible = () => (core.authorized ? accounts : [])
  const listeners = new Set<(properties: { accounts: readonly WalletAccount[] }) => void>()
  core.onChange(() => {
    for (const listener of listeners) listener({ accounts: visible() })
  })
  const { run } = core.controls
  const signer = (address: string) => {
    core.requireAuthorized()
    return core.keyFor(address)
  }

  return Object.freeze({
    version: '1.0.0' as const,
    name,
    icon,
    chains,
    get accounts() {
      return visible()
    },
    features: Object.freeze({
      'bitcoin:connect': {
        version: '1.0.0',
        connect: (input: unknown) =>
          run('bitcoin:connect', input, false, async () => {
            const { purposes } = parse(schemas.connect, input)
            await core.connect('bitcoin:connect', input)
            return { accounts: purposes.map((wanted) => accounts.find((candidate) => candidate.purpose === wanted)!) }
          }),
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: () => run('standard:disconnect', undefined, false, () => core.setAuthorized(false)),
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: (properties: { accounts: readonly WalletAccount[] }) => void) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: (...inputs: unknown[]) =>
          run('bitcoin:signMessage', inputs, true, () =>
            inputs.map((input) => {
              const { account: chosen, message } = parse(schemas.signMessage, input)
              signer(chosen.address)
              const { signature } = core.signMessage(chosen.address, message)
              return { signedMessage: message, signature: base64.decode(signature) }
            }),
          ),
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: (...inputs: unknown[]) =>
          run('bitcoin:signTransaction', inputs, true, () =>
            inputs.map((input) => {
              const { psbt, chain, inputsToSign } = parse(schemas.signTransaction, input)
              if (chain !== undefined && !chains.includes(chain as IdentifierString)) {
                throw new TestWalletError(`The wallet does not support the chain ${chain}`, -32602)
              }
              const signedPsbt = signPsbt(
                psbt,
                inputsToSign.map(({ account: chosen, signingIndexes, sigHash }) => ({
                  key: signer(chosen.address),
                  indexes: signingIndexes,
                  ...(sigHash ? { sighashTypes: [sigHashes[sigHash]] } : {}),
                })),
              )
              return { signedPsbt }
            }),
          ),
      },
    }),
  })
}
