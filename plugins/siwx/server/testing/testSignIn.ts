import { formatSiwxMessage, messageFormatFor, type SiwxMessageData } from '../../rules/siwxMessage.js'

/**
 * The sign-in the verifiers' tests sign: app.example.com asks `accountAddress` on `chainId` (named `networkName` in
 * the text), valid from 09:00 to 10:00 on 2026-06-06; `rules` are the server's checks at 09:30.
 */
export function testSignIn(chainId: string, accountAddress: string, networkName: string) {
  const base: SiwxMessageData = {
    domain: 'app.example.com',
    accountAddress,
    uri: 'https://app.example.com/',
    version: '1',
    chainId,
    nonce: '12345678',
    issuedAt: '2026-06-06T09:00:00.000Z',
    expirationTime: '2026-06-06T10:00:00.000Z',
  }
  return {
    /** The message's text, with `data` changed. */
    textOf: (data: Partial<SiwxMessageData> = {}) => {
      const full = { ...base, ...data }
      return formatSiwxMessage(full, messageFormatFor(full.chainId, networkName))
    },
    rules: { domain: 'app.example.com', chainIds: [chainId], now: Date.parse('2026-06-06T09:30:00.000Z') },
  }
}
