import { serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { makeSignBytes } from '@cosmjs/proto-signing'
import { describe, expect, test } from 'vitest'
import { adr36SignDoc } from '../cosmos/adr36.js'
import { COSMOS_CAIP_NETWORK_ID as hub, cosmosTestAccounts } from '../cosmos/cosmosTestAccounts.js'
import { walletConnectCosmos } from './walletConnectCosmos.js'

const { address, publicKey } = cosmosTestAccounts[0]!
const wallet = await walletConnectCosmos()
const request = async (method: string, params: unknown, chain = hub) => wallet.handle(method, params, chain)
type Signed = { signature: { pub_key: { value: string }; signature: string }; signed: Record<string, string> }
const verifies = (answer: Signed, signBytes: Uint8Array) =>
  Secp256k1.verifySignature(
    Secp256k1Signature.fromFixedLength(fromBase64(answer.signature.signature)),
    sha256(signBytes),
    fromBase64(answer.signature.pub_key.value),
  )

describe('the WalletConnect test wallet’s cosmos namespace', () => {
  test('cosmos_getAccounts answers its secp256k1 key, base64', async () => {
    expect(await request('cosmos_getAccounts', {})).toEqual([
      { algo: 'secp256k1', address, pubkey: toBase64(Buffer.from(publicKey, 'hex')) },
    ])
  })

  test('cosmos_signAmino signs an ADR-36 doc; secp256k1 verifies it over the serialized doc', async () => {
    const doc = adr36SignDoc(address, 'gm')
    const answer = (await request('cosmos_signAmino', { signerAddress: address, signDoc: doc })) as Signed
    expect(await verifies(answer, serializeSignDoc(doc))).toBe(true)
    expect(await verifies(answer, serializeSignDoc(adr36SignDoc(address, 'gn')))).toBe(false)
  })

  test('cosmos_signDirect signs the protobuf doc of the request’s chain; secp256k1 verifies its sign bytes', async () => {
    const signDoc = { chainId: 'cosmoshub-4', accountNumber: '7', authInfoBytes: 'CgA=', bodyBytes: 'CgIIAQ==' }
    const answer = (await request('cosmos_signDirect', { signerAddress: address, signDoc })) as Signed
    expect(answer.signed).toEqual(signDoc)
    const bytes = makeSignBytes({
      chainId: 'cosmoshub-4',
      accountNumber: 7n,
      authInfoBytes: fromBase64(signDoc.authInfoBytes),
      bodyBytes: fromBase64(signDoc.bodyBytes),
    })
    expect(await verifies(answer, bytes)).toBe(true)
    await expect(
      request('cosmos_signDirect', { signerAddress: address, signDoc }, 'cosmos:foyer-local-1'),
    ).rejects.toMatchObject({ code: -32602 })
  })

  test('another signer or a malformed doc is refused', async () => {
    const other = cosmosTestAccounts[1]!.address
    const doc = adr36SignDoc(other, 'gm')
    await expect(request('cosmos_signAmino', { signerAddress: other, signDoc: doc })).rejects.toMatchObject({
      code: 4100,
    })
    await expect(request('cosmos_signAmino', { signerAddress: address, signDoc: {} })).rejects.toMatchObject({
      code: -32602,
    })
  })
})
