import { Verifier } from 'bip322-js'
import { describe, expect, test } from 'vitest'
import { BITCOIN_REGTEST_CAIP_NETWORK_ID as regtest } from '../../bitcoin/regtest.js'
import { bitcoinTestAccounts } from '../bitcoin/bitcoinTestAccounts.js'
import { walletConnectBitcoin } from './walletConnectBitcoin.js'

const { payment, ordinals } = bitcoinTestAccounts[0]!
const wallet = await walletConnectBitcoin()
const request = async (method: string, params: unknown) => wallet.handle(method, params, regtest)

describe('the WalletConnect test wallet’s bip122 namespace', () => {
  test('approves the regtest chain with both addresses and the asked methods it answers', () => {
    const approved = wallet.sessionNamespace([
      ['bip122', { chains: [regtest], methods: ['signMessage', 'sendTransfer', 'getAccountAddresses'], events: [] }],
    ])
    expect(approved).toEqual({
      chains: [regtest],
      methods: ['getAccountAddresses', 'signMessage'],
      events: [],
      accounts: [`${regtest}:${payment.address}`, `${regtest}:${ordinals.address}`],
    })
  })

  test('getAccountAddresses names each address’s public key and intention, filtered by the intentions asked', async () => {
    expect(await request('getAccountAddresses', { account: payment.address })).toEqual([
      expect.objectContaining({ address: payment.address, publicKey: payment.publicKey, intention: 'payment' }),
      expect.objectContaining({
        address: ordinals.address,
        publicKey: ordinals.publicKey.slice(2),
        intention: 'ordinal',
      }),
    ])
    const ordinal = await request('getAccountAddresses', { account: payment.address, intentions: ['ordinal'] })
    expect(ordinal).toEqual([expect.objectContaining({ address: ordinals.address })])
  })

  test('signMessage answers base64 signatures (BIP-137 for P2SH, BIP-322 for taproot) that bip322-js verifies', async () => {
    for (const address of [payment.address, ordinals.address]) {
      const { signature } = (await request('signMessage', { account: payment.address, address, message: 'gm' })) as {
        signature: string
      }
      expect(Verifier.verifySignature(address, 'gm', signature)).toBe(true)
      expect(Verifier.verifySignature(address, 'gn', signature)).toBe(false)
    }
  })

  test('a request without its params or for an address it lacks is refused with -32602', async () => {
    await expect(request('signMessage', { account: payment.address })).rejects.toMatchObject({ code: -32602 })
    await expect(
      request('signMessage', {
        account: payment.address,
        address: '2N3E5mefYpod7YsAsRuaU7n1wN7T9Q5zMy5',
        message: 'gm',
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(request('sendTransfer', {})).rejects.toMatchObject({ code: 4200 })
  })
})
