import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { SOLANA_CAIP_NETWORK_ID } from '../../solana/localnet.js'
import { solanaTestAccounts } from '../../solana/solanaTestAccounts.js'
import { walletConnectSolana } from './walletConnectSolana.js'

const alice = solanaTestAccounts[0]!.address
const wallet = walletConnectSolana({ rpcUrl: 'http://127.0.0.1:9' })

describe('the WalletConnect test wallet’s solana namespace', () => {
  test('approves the proposed chains it serves, with the asked methods and its account on each', () => {
    const namespace = wallet.sessionNamespace([
      ['eip155', { chains: ['eip155:1'], methods: ['personal_sign'] }],
      [
        'solana',
        {
          chains: [SOLANA_CAIP_NETWORK_ID, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
          methods: ['solana_signMessage', 'solana_signTransaction', 'solana_unknown'],
          events: ['accountsChanged'],
        },
      ],
    ])
    expect(namespace).toEqual({
      chains: [SOLANA_CAIP_NETWORK_ID],
      methods: ['solana_signMessage', 'solana_signTransaction'],
      events: ['accountsChanged'],
      accounts: [`${SOLANA_CAIP_NETWORK_ID}:${alice}`],
    })
  })

  test('approves no solana namespace when none of its chains is asked for', () => {
    expect(wallet.sessionNamespace([['solana', { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }]])).toBe(
      undefined,
    )
  })

  test('solana_signMessage answers a base58 ed25519 signature of the message for the key', () => {
    const message = new TextEncoder().encode('gm')
    const answer = wallet.handle(
      'solana_signMessage',
      { message: base58.encode(message), pubkey: alice },
      SOLANA_CAIP_NETWORK_ID,
    ) as {
      signature: string
    }
    expect(ed25519.verify(base58.decode(answer.signature), message, base58.decode(alice))).toBe(true)
  })
})
