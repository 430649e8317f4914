import type { AdapterContext } from 'foyer'
import { expect, test, vi } from 'vitest'
import { adr36SignDoc } from 'foyer/kit'
import { chainInfoOf } from './chainInfoOf.js'
import { cosmosHub } from './cosmosNetworks.js'
import { walletConnectConnector } from './walletConnectHandle.js'

// The WalletConnect side of cosmos over a stand-in hub (the world's WalletConnect test wallet speaks eip155 and
// solana only): keys from cosmos_getAccounts, messages as the ADR-36 doc through cosmos_signAmino.

const pubkey = Uint8Array.from({ length: 33 }, (_, index) => index)
const address = 'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7'

function setup(session: unknown) {
  const request = vi.fn(async ({ method }: { method: string }) =>
    method === 'cosmos_getAccounts'
      ? [{ address, algo: 'secp256k1', pubkey: btoa(String.fromCharCode(...pubkey)) }]
      : { signature: { pub_key: { type: 'tendermint/PubKeySecp256k1', value: 'x' }, signature: 'sig' }, signed: {} },
  )
  const provider = { session, request, on: vi.fn(), off: vi.fn() }
  const hub = {
    addNamespace: vi.fn(),
    provider: async () => provider,
    session: () => session,
    pair: vi.fn(),
    disconnect: vi.fn(),
    onEnded: () => () => undefined,
    destroy: vi.fn(),
  }
  const context = { networks: [cosmosHub], shared: () => hub } as unknown as AdapterContext
  return { ...walletConnectConnector(context, {}), hub, request }
}

test('the namespace joins the hub; connecting with a cosmos session reads the key by cosmos_getAccounts', async () => {
  const { entry, hub, request } = setup({ namespaces: { cosmos: { accounts: [`cosmos:cosmoshub-4:${address}`] } } })
  expect(hub.addNamespace).toHaveBeenCalledWith('cosmos', expect.objectContaining({ chains: ['cosmos:cosmoshub-4'] }))
  expect(entry.connector).toEqual({ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect' })
  expect(await entry.handle.connect(chainInfoOf(cosmosHub), {})).toEqual({ bech32Address: address, pubKey: pubkey })
  expect(request).toHaveBeenCalledWith({ method: 'cosmos_getAccounts', params: {} }, 'cosmos:cosmoshub-4')
  expect(hub.pair).not.toHaveBeenCalled()
})

test('signArbitrary sends the ADR-36 doc to cosmos_signAmino and answers its StdSignature', async () => {
  const { entry, request } = setup({ namespaces: { cosmos: { accounts: [] } } })
  const signature = await entry.handle.signArbitrary('cosmoshub-4', address, 'hello')
  expect(signature).toEqual({ pub_key: { type: 'tendermint/PubKeySecp256k1', value: 'x' }, signature: 'sig' })
  expect(request).toHaveBeenLastCalledWith(
    { method: 'cosmos_signAmino', params: { signerAddress: address, signDoc: adr36SignDoc(address, 'hello') } },
    'cosmos:cosmoshub-4',
  )
})

test('without a session: restoring answers nothing and pairs not; a session without cosmos fails to connect', async () => {
  const none = setup(undefined)
  expect(await none.entry.handle.connect(chainInfoOf(cosmosHub), { silent: true })).toBeUndefined()
  expect(none.hub.pair).not.toHaveBeenCalled()
  const other = setup({ namespaces: { eip155: {} } })
  await expect(other.entry.handle.connect(chainInfoOf(cosmosHub), {})).rejects.toMatchObject({ code: 'CONNECT_FAILED' })
})

test.each(['not base64!', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:oeYf6', btoa('short')])(
  'a cosmos_getAccounts key %j that is not base64 of 33 bytes is INVALID_WALLET_ANSWER, never a raw error of atob (found by fuzzing)',
  async (key) => {
    const { entry, request } = setup({ namespaces: { cosmos: { accounts: [`cosmos:cosmoshub-4:${address}`] } } })
    request.mockResolvedValueOnce([{ address, algo: 'secp256k1', pubkey: key }])
    await expect(entry.handle.connect(chainInfoOf(cosmosHub), {})).rejects.toMatchObject({
      code: 'INVALID_WALLET_ANSWER',
    })
  },
)
