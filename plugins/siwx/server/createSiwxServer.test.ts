import { describe, expect, it } from 'vitest'
import { bitcoinKeys } from '../../../playground/world/wallets/bitcoin/bitcoinKeys.js'
import { bitcoinTestAccounts } from '../../../playground/world/wallets/bitcoin/bitcoinTestAccounts.js'
import { signMessageEcdsa } from '../../../playground/world/wallets/bitcoin/signMessageEcdsa.js'
import { formatSiwxMessage, messageFormatFor, type SiwxMessageData } from '../rules/siwxMessage.js'
import { createSiwxServer } from './createSiwxServer.js'

// The app server's dispatch by the message's namespace: a bip122 message goes to the BIP-322 verifier.
const [payment] = bitcoinKeys(bitcoinTestAccounts[0]!)
const bitcoinTestnet = 'bip122:000000000933ea01ad0ee984209779ba'
const server = () => createSiwxServer({ domain: 'app.example.com' })
const signed = (nonce: string, data: Partial<SiwxMessageData> = {}) => {
  const full: SiwxMessageData = {
    domain: 'app.example.com',
    accountAddress: payment!.address,
    uri: 'https://app.example.com/',
    version: '1',
    chainId: bitcoinTestnet,
    nonce,
    issuedAt: new Date().toISOString(),
    ...data,
  }
  const message = formatSiwxMessage(full, messageFormatFor(full.chainId, 'Bitcoin Testnet'))
  return { message, signature: signMessageEcdsa(payment!, new TextEncoder().encode(message)).signature }
}

describe('createSiwxServer', () => {
  it('verifies a bip122 message once: its replay is refused', async () => {
    const app = server()
    const message = signed(app.nonce())
    await expect(app.verify(message)).resolves.toMatchObject({
      accountAddress: payment!.address,
      chainId: bitcoinTestnet,
    })
    await expect(app.verify(message)).rejects.toMatchObject({ code: 'SIWX_NONCE_UNKNOWN' })
  })

  it("refuses a bip122 message whose signature is not the account's, and a namespace it has no verifier for", async () => {
    const app = server()
    const { message } = signed(app.nonce())
    const other = signed(app.nonce()).signature
    await expect(app.verify({ message, signature: other })).rejects.toMatchObject({ code: 'SIWX_BAD_SIGNATURE' })
    await expect(app.verify(signed(app.nonce(), { chainId: 'tron:0x2b6653dc' }))).rejects.toMatchObject({
      code: 'SIWX_WRONG_CHAIN',
    })
  })
})
