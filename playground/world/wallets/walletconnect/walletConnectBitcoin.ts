// The bip122 namespace of the WalletConnect test wallet: the Bitcoin test wallet's keys (a payment P2SH-P2WPKH and an
// ordinals P2TR address) on the world's regtest chain, answering WalletConnect's bitcoin methods as the product asks
// them: getAccountAddresses (each address with its public key, path and intention), signMessage (BIP-137 "ECDSA"
// for the payment address, BIP-322 simple for taproot, or as `protocol` asks; base64, as the product verifies it) and
// signPsbt (the asked inputs signed, not finalized; no broadcast).
import { base64, hex } from '@scure/base'
import * as z from 'zod/mini'
import { BITCOIN_REGTEST_CAIP_NETWORK_ID } from '../../bitcoin/regtest.js'
import { type BitcoinKey, bitcoinKeys } from '../bitcoin/bitcoinKeys.js'
import { bitcoinTestAccounts } from '../bitcoin/bitcoinTestAccounts.js'
import { signMessageBip322 } from '../bitcoin/signMessageBip322.js'
import { signMessageEcdsa } from '../bitcoin/signMessageEcdsa.js'
import { signPsbt } from '../bitcoin/signPsbt.js'
import { TestWalletError } from '../shared/createWalletControls.js'
import { approveNamespace, dispatch, type NamespaceWallet, parseParams } from './namespaceWallet.js'

export interface WalletConnectBitcoinOptions {
  /** The CAIP-2 chains it serves; default the world's regtest chain. */
  chains?: string[]
  /** Which Bitcoin test account's keys it holds; default 0. */
  account?: number
}

const methodNames = ['getAccountAddresses', 'signMessage', 'signPsbt'] as const
const intentionOf = { payment: 'payment', ordinals: 'ordinal' } as const
const pathOf = { payment: "m/49'/1'/0'/0/", ordinals: "m/86'/1'/0'/0/" } as const

const params = {
  addresses: z.looseObject({ account: z.string(), intentions: z.optional(z.array(z.string())) }),
  signMessage: z.looseObject({
    account: z.string(),
    message: z.string(),
    address: z.optional(z.string()),
    protocol: z.optional(z.enum(['ecdsa', 'bip322'])),
  }),
  signPsbt: z.looseObject({
    account: z.string(),
    psbt: z.string(),
    signInputs: z.array(
      z.looseObject({ address: z.string(), index: z.number(), sighashTypes: z.optional(z.array(z.number())) }),
    ),
    broadcast: z.optional(z.boolean()),
  }),
}

export async function walletConnectBitcoin(options: WalletConnectBitcoinOptions = {}): Promise<NamespaceWallet> {
  const chains = options.chains ?? [BITCOIN_REGTEST_CAIP_NETWORK_ID]
  const index = options.account ?? 0
  const account = bitcoinTestAccounts[index]
  if (!account) throw new Error(`No Bitcoin test account ${index}`)
  const keys = bitcoinKeys(account)
  const keyFor = (address: string): BitcoinKey => {
    const key = keys.find((candidate) => candidate.address === address)
    if (!key) throw new TestWalletError(`The wallet has no address ${address}`, -32602)
    return key
  }
  /** `account` names the connected account by its first address (the payment one). */
  const checkAccount = (address: string) => {
    if (keyFor(address).purpose !== 'payment') throw new TestWalletError(`${address} is not the account`, -32602)
  }

  return {
    sessionNamespace: (proposed) =>
      approveNamespace('bip122', proposed, {
        chains,
        methods: methodNames,
        accounts: (chain) => keys.map((key) => `${chain}:${key.address}`),
      }),
    approvalMethods: ['signMessage', 'signPsbt'],
    handle: dispatch({
      getAccountAddresses(input) {
        const { account: first, intentions } = parseParams(params.addresses, input)
        checkAccount(first)
        return keys
          .filter((key) => !intentions || intentions.includes(intentionOf[key.purpose]))
          .map((key) => ({
            address: key.address,
            publicKey: key.publicKeyHex,
            path: `${pathOf[key.purpose]}${index}`,
            intention: intentionOf[key.purpose],
          }))
      },
      signMessage(input) {
        const { account: first, message, address, protocol } = parseParams(params.signMessage, input)
        checkAccount(first)
        const key = keyFor(address ?? first)
        const bip322 = protocol ? protocol === 'bip322' : key.addressType === 'p2tr'
        const bytes = new TextEncoder().encode(message)
        const { signature, messageHash } = bip322 ? signMessageBip322(key, bytes) : signMessageEcdsa(key, bytes)
        return { address: key.address, signature, messageHash: hex.encode(messageHash) }
      },
      signPsbt(input) {
        const { account: first, psbt, signInputs, broadcast } = parseParams(params.signPsbt, input)
        checkAccount(first)
        if (broadcast)
          throw new TestWalletError('The test wallet does not broadcast: sign, then send it yourself', -32602)
        let bytes: Uint8Array
        try {
          bytes = base64.decode(psbt)
        } catch {
          throw new TestWalletError('Invalid params: the PSBT is not base64', -32602)
        }
        const inputs = signInputs.map(({ address, index: inputIndex, sighashTypes }) => ({
          key: keyFor(address),
          indexes: [inputIndex],
          ...(sighashTypes ? { sighashTypes } : {}),
        }))
        return { psbt: base64.encode(signPsbt(bytes, inputs)) }
      },
    }),
  }
}
