import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
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
      methods: ['polkadot_signMessage'],
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
})
