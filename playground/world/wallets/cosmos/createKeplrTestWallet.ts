// A Cosmos test wallet in Keplr's page interface (`window.keplr`): enable per chain, keys, amino and direct signing,
// ADR-36 arbitrary data, offline signers for CosmJS, real secp256k1 keys (@cosmjs). One key for every chain (the
// address takes each chain's bech32 prefix). Refusals are Keplr's: Error('Request rejected'). There is no Cosmos
// node in the world, so sendTx is refused.
import {
  pubkeyToAddress,
  Secp256k1Wallet,
  encodeSecp256k1Pubkey,
  decodeSignature,
  serializeSignDoc,
} from '@cosmjs/amino'
import { ripemd160, Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromHex, toBech32 } from '@cosmjs/encoding'
import { createWalletControls, TestWalletError } from '../shared/createWalletControls.js'
import { adr36SignDoc } from './adr36.js'
import { cosmosHub, cosmosTestAccounts } from './cosmosTestAccounts.js'
import type {
  ChainInfo,
  DirectSignDoc,
  Keplr,
  KeplrKey,
  KeplrTestWallet,
  KeplrTestWalletOptions,
} from './KeplrTestWallet.js'
import { keplrOfflineSigner } from './keplrOfflineSigner.js'
import { loadProtoSigning } from './loadProtoSigning.js'

export type { Keplr, KeplrTestWallet, KeplrTestWalletOptions }

export const keplrRejected = () => new TestWalletError('Request rejected')

export function createKeplrTestWallet(options: KeplrTestWalletOptions = {}): KeplrTestWallet {
  const chains = new Map<string, ChainInfo>([[cosmosHub.chainId, cosmosHub]])
  const enabled = new Set(options.enabled ?? [])
  const controls = createWalletControls(options.mode, { rejection: keplrRejected })
  const { run } = controls
  let active = cosmosTestAccounts[options.account ?? 0]
  if (!active) throw new Error(`No Cosmos test account ${options.account}`)

  const chainOf = (chainId: string) => {
    const chain = chains.get(chainId)
    if (!chain) throw new TestWalletError(`There is no chain info for ${chainId}`)
    return chain
  }
  const prefixOf = (chainId: string) => chainOf(chainId).bech32Config?.bech32PrefixAccAddr ?? 'cosmos'
  const addressOn = (chainId: string) => toBech32(prefixOf(chainId), ripemd160(sha256(fromHex(active!.publicKey))))
  /** Keplr asks for permission whenever a chain the site has not enabled is used. */
  const permit = async (ids: string[], params: unknown) => {
    for (const id of ids) chainOf(id)
    if (ids.every((id) => enabled.has(id))) return
    await controls.ask('enable', params)
    for (const id of ids) enabled.add(id)
  }
  const checkSigner = (chainId: string, signer: string) => {
    if (signer !== addressOn(chainId)) throw new TestWalletError('Signer mismatched')
  }
  const aminoWallet = (chainId: string) => Secp256k1Wallet.fromKey(fromHex(active!.privateKey), prefixOf(chainId))

  const keplr: Keplr = {
    version: '0.12.0',
    mode: 'extension',
    defaultOptions: {},
    enable: (chainIds) => run('enable', chainIds, false, () => permit([chainIds].flat(), chainIds)),
    disable: (chainIds) =>
      run('disable', chainIds, false, () => {
        for (const id of chainIds === undefined ? [...enabled] : [chainIds].flat()) enabled.delete(id)
      }),
    experimentalSuggestChain: (chainInfo) =>
      run('experimentalSuggestChain', chainInfo, !chains.has(chainInfo?.chainId), () => {
        if (typeof chainInfo?.chainId !== 'string' || typeof chainInfo.chainName !== 'string') {
          throw new TestWalletError('Invalid chain info')
        }
        chains.set(chainInfo.chainId, chainInfo)
      }),
    getKey: (chainId) =>
      run('getKey', chainId, false, async (): Promise<KeplrKey> => {
        await permit([chainId], chainId)
        const pubKey = fromHex(active!.publicKey)
        return {
          name: options.name ?? 'Test Wallet',
          algo: 'secp256k1',
          pubKey,
          address: ripemd160(sha256(pubKey)),
          bech32Address: addressOn(chainId),
          ethereumHexAddress: '',
          isNanoLedger: false,
          isKeystone: false,
        }
      }),
    signAmino: (chainId, signer, signDoc) =>
      run('signAmino', { chainId, signer, signDoc }, true, async () => {
        await permit([chainId], chainId)
        checkSigner(chainId, signer)
        if (signDoc?.chain_id !== chainId)
          throw new TestWalletError('Chain id in the message is not matched to the requested chain id')
        return (await aminoWallet(chainId)).signAmino(signer, signDoc)
      }),
    signDirect: (chainId, signer, signDoc: DirectSignDoc) =>
      run('signDirect', { chainId, signer, signDoc }, true, async () => {
        await permit([chainId], chainId)
        checkSigner(chainId, signer)
        if (signDoc?.chainId !== chainId)
          throw new TestWalletError('Chain id in the message is not matched to the requested chain id')
        const { DirectSecp256k1Wallet } = await loadProtoSigning()
        const wallet = await DirectSecp256k1Wallet.fromKey(fromHex(active!.privateKey), prefixOf(chainId))
        return wallet.signDirect(signer, {
          bodyBytes: signDoc.bodyBytes ?? new Uint8Array(),
          authInfoBytes: signDoc.authInfoBytes ?? new Uint8Array(),
          chainId,
          accountNumber: BigInt(String(signDoc.accountNumber ?? 0)),
        })
      }),
    signArbitrary: (chainId, signer, data) =>
      run('signArbitrary', { chainId, signer, data }, true, async () => {
        await permit([chainId], chainId)
        checkSigner(chainId, signer)
        if (typeof data !== 'string' && !(data instanceof Uint8Array)) throw new TestWalletError('Invalid data')
        const { signature } = await (await aminoWallet(chainId)).signAmino(signer, adr36SignDoc(signer, data))
        return signature
      }),
    verifyArbitrary: (chainId, signer, data, signature) =>
      run('verifyArbitrary', { chainId, signer, data, signature }, false, async () => {
        const { pubkey, signature: bytes } = decodeSignature(signature)
        if (pubkeyToAddress(encodeSecp256k1Pubkey(pubkey), prefixOf(chainId)) !== signer) return false
        const digest = sha256(serializeSignDoc(adr36SignDoc(signer, data)))
        return Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(bytes), digest, pubkey)
      }),
    sendTx: (chainId, tx, mode) =>
      run('sendTx', { chainId, tx, mode }, false, () => {
        throw new TestWalletError('sendTx is not supported: the test wallet has no Cosmos node to send to')
      }),
    getOfflineSigner: (chainId) => keplrOfflineSigner(keplr, chainId),
    getOfflineSignerOnlyAmino: (chainId) => {
      const { getAccounts, signAmino } = keplrOfflineSigner(keplr, chainId)
      return { getAccounts, signAmino }
    },
    getOfflineSignerAuto: async (chainId) => keplrOfflineSigner(keplr, chainId),
  }

  return {
    ...controls.remote,
    keplr: Object.freeze(keplr),
    get address() {
      return active!.address
    },
    get enabledChains() {
      return [...enabled]
    },
    setAccount(index) {
      const next = cosmosTestAccounts[index]
      if (!next) throw new Error(`No Cosmos test account ${index}`)
      if (next === active) return
      active = next
      options.onKeystoreChange?.()
    },
  }
}
