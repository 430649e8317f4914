import { describe, expect, test } from 'vitest'
import { encodeBase58 } from './base58.js'
import { solanaMainnet, solanaNetwork } from './solanaNetworks.js'
import { parseWalletAnswer } from './walletAnswers.js'
import { fromBase64, toBase64, wcSignMessageSchema, wcSignTransactionSchema } from './walletConnectAnswers.js'
import { walletConnectNamespace } from './walletConnectNamespace.js'

const options = { urls: { rpc: 'http://127.0.0.1:9/rpc' }, projectId: 'p1' } as never
const localnet = solanaNetwork({
  reference: '7dHYQ26LQELZgYJMcVCTaEyC3gG35tuM',
  name: 'Solana (local)',
  rpcUrl: 'http://127.0.0.1:8899',
})

describe('the solana session proposal', () => {
  const proposal = walletConnectNamespace([localnet, solanaMainnet], options)

  test('asks for the app’s Solana networks by CAIP-2 id and the solana_* signing methods', () => {
    expect(proposal.chains).toEqual(['solana:7dHYQ26LQELZgYJMcVCTaEyC3gG35tuM', solanaMainnet.caipNetworkId])
    expect(proposal.methods).toEqual(['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'])
  })

  test('maps each network’s RPC by its reference: its own URL, else the RPC service', () => {
    expect(proposal.rpcMap['7dHYQ26LQELZgYJMcVCTaEyC3gG35tuM']).toBe('http://127.0.0.1:8899')
    expect(proposal.rpcMap['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/rpc\/v1\/\?chainId=solana/,
    )
  })
})

describe('a WalletConnect wallet’s solana answers', () => {
  test('a base58 signature of 64 bytes passes; a short one is INVALID_WALLET_ANSWER', () => {
    const good = { signature: encodeBase58(new Uint8Array(64).fill(7)) }
    expect(parseWalletAnswer(wcSignMessageSchema, good, 'solana_signMessage')).toEqual(good)
    const short = { signature: encodeBase58(new Uint8Array(63).fill(7)) }
    expect(() => parseWalletAnswer(wcSignMessageSchema, short, 'solana_signMessage')).toThrow(
      expect.objectContaining({ code: 'INVALID_WALLET_ANSWER' }),
    )
  })

  test('a signed transaction comes back as base64 of its bytes; other text is refused', () => {
    const bytes = Uint8Array.from({ length: 120 }, (_, index) => index)
    const answer = parseWalletAnswer(
      wcSignTransactionSchema,
      { transaction: toBase64(bytes) },
      'solana_signTransaction',
    )
    expect(fromBase64(String(answer.transaction))).toEqual(bytes)
    expect(() =>
      parseWalletAnswer(wcSignTransactionSchema, { transaction: 'not base64!' }, 'solana_signTransaction'),
    ).toThrow(expect.objectContaining({ code: 'INVALID_WALLET_ANSWER' }))
  })
})
