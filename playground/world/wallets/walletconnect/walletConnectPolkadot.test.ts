import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { TypeRegistry } from '@polkadot/types'
import { signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, test } from 'vitest'
import { POLKADOT_CAIP_NETWORK_ID as dot, polkadotTestAccounts } from '../polkadot/polkadotTestAccounts.js'
import { walletConnectPolkadot } from './walletConnectPolkadot.js'

const [alice, bob] = polkadotTestAccounts.map((account) => account.address) as [string, string]
const wallet = await walletConnectPolkadot()
const sign = async (params: unknown) => wallet.handle('polkadot_signMessage', params, dot)

describe('the WalletConnect test wallet’s polkadot namespace', () => {
  test('approves the asked chain with its accounts and polkadot_signMessage', () => {
    expect(
      wallet.sessionNamespace([
        ['polkadot', { chains: [dot], methods: ['polkadot_signTransaction', 'polkadot_signMessage'], events: [] }],
      ]),
    ).toEqual({
      chains: [dot],
      methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
      events: [],
      accounts: [`${dot}:${alice}`, `${dot}:${bob}`],
    })
  })

  test('polkadot_signMessage signs the <Bytes>-wrapped data; signatureVerify checks it for the address', async () => {
    const data = u8aToHex(u8aWrapBytes(stringToU8a('gm')))
    const { signature } = (await sign({ address: alice, data, type: 'bytes' })) as { signature: string }
    expect(signatureVerify('gm', signature, alice).isValid).toBe(true)
    expect(signatureVerify('gm', signature, bob).isValid).toBe(false)
  })

  test('unwrapped bytes, data that is not hex and an address it lacks are refused', async () => {
    await expect(sign({ address: alice, data: u8aToHex(stringToU8a('gm')) })).rejects.toMatchObject({ code: -32602 })
    await expect(sign({ address: alice, data: 'gm' })).rejects.toMatchObject({ code: -32602 })
    const stranger = '5DAAnrj7VHTznn2AWBemMuyBwZWs6FNFjdyVXUeYum3PTXFy'
    const data = u8aToHex(u8aWrapBytes(stringToU8a('gm')))
    await expect(sign({ address: stranger, data })).rejects.toMatchObject({ code: 4100 })
  })

  test('polkadot_signTransaction signs the SignerPayloadJSON’s extrinsic payload; signatureVerify checks it', async () => {
    const transactionPayload = {
      address: alice,
      blockHash: `0x${'11'.repeat(32)}`,
      blockNumber: '0x00000393',
      era: '0x0500',
      genesisHash: `0x${'22'.repeat(32)}`,
      method: '0x0500',
      nonce: '0x00000001',
      specVersion: '0x00000001',
      tip: '0x00000000000000000000000000000000',
      transactionVersion: '0x00000001',
      signedExtensions: ['CheckSpecVersion', 'CheckTxVersion', 'CheckGenesis', 'CheckMortality', 'CheckNonce'],
      version: 4,
    }
    const { signature } = (await wallet.handle(
      'polkadot_signTransaction',
      { address: alice, transactionPayload },
      dot,
    )) as { signature: string }
    const registry = new TypeRegistry()
    registry.setSignedExtensions(transactionPayload.signedExtensions)
    const signed = registry.createType('ExtrinsicPayload', transactionPayload, { version: 4 }).toU8a({ method: true })
    expect(signatureVerify(signed, signature, alice).isValid).toBe(true)
    await expect(
      wallet.handle('polkadot_signTransaction', { address: bob, transactionPayload }, dot),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
