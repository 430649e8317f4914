import type { AdapterContext } from 'foyer'
import { foyerError, parseWalletAnswer } from 'foyer/kit'
import * as z from 'zod/mini'
import { createWalletConnectHub, walletConnectConnectorId } from '../walletconnect/createWalletConnectHub.js'
import type { WalletConnectSettings } from '../walletconnect/WalletConnectSettings.js'
import { adr36SignDoc } from 'foyer/kit'
import { callWallet } from './callWallet.js'
import type { CosmosWalletHandle } from './CosmosWallet.js'
import { publicKeyBase64Schema } from './walletAnswers.js'
import { walletConnectNamespace } from './walletConnectNamespace.js'

// each key parsed as base64 of 33 bytes before it is decoded (atob throws a raw DOMException on what is not base64)
const accountsSchema = z.array(z.looseObject({ address: z.string(), pubkey: publicKeyBase64Schema }))
const signAminoSchema = z.looseObject({ signature: z.unknown() })
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0))

/**
 * The WalletConnect connector of cosmos: this namespace joins the instance's one WalletConnect client (shared
 * through `context.shared`), so one pairing proposes Cosmos with the other namespaces. Keys come from
 * `cosmos_getAccounts`; a message is the ADR-36 doc signed by `cosmos_signAmino`.
 */
export function walletConnectConnector(context: AdapterContext, settings: WalletConnectSettings) {
  const hub = context.shared('walletConnect', () => createWalletConnectHub(context, settings))
  hub.addNamespace('cosmos', walletConnectNamespace(context.networks))
  const request = async (method: string, params: Record<string, unknown>, chainId: string) => {
    const provider = await hub.provider()
    if (!provider.session?.namespaces.cosmos)
      throw foyerError('CAIP_UNDEFINED', {}, { details: 'no WalletConnect session with Cosmos' })
    return callWallet(method, () => provider.request({ method, params }, `cosmos:${chainId}`))
  }
  const key = async (chainId: string) => {
    const raw = await request('cosmos_getAccounts', {}, chainId)
    const [account] = parseWalletAnswer(accountsSchema, raw, 'cosmos_getAccounts')
    if (!account) return undefined
    return { bech32Address: account.address, pubKey: fromBase64(account.pubkey) }
  }
  const handle: CosmosWalletHandle = {
    get provider() {
      return hub.session()
    },
    async connect(chain, { silent, signal }) {
      const provider = await hub.provider()
      if (!provider.session?.namespaces.cosmos) {
        if (silent) return undefined
        if (provider.session)
          throw foyerError('CONNECT_FAILED', {}, { details: 'the WalletConnect session has no Cosmos account' })
        await hub.pair(signal)
      }
      return key(chain.chainId)
    },
    key,
    disconnect: () => hub.disconnect(),
    async signArbitrary(chainId, signer, message) {
      const raw = await request(
        'cosmos_signAmino',
        { signerAddress: signer, signDoc: adr36SignDoc(signer, message) },
        chainId,
      )
      return parseWalletAnswer(signAminoSchema, raw, 'cosmos_signAmino').signature
    },
    onKeyChanged(listener) {
      const offEnded = hub.onEnded(listener)
      let attached: Awaited<ReturnType<typeof hub.provider>> | undefined
      void hub.provider().then((provider) => {
        attached = provider
        provider.on('session_update', listener)
        provider.on('session_delete', listener)
      })
      return () => {
        offEnded()
        attached?.off('session_update', listener)
        attached?.off('session_delete', listener)
      }
    },
  }
  return {
    entry: {
      connector: { id: walletConnectConnectorId, type: 'WALLET_CONNECT' as const, name: 'WalletConnect' },
      handle,
    },
    destroy: hub.destroy,
  }
}
