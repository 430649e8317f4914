import { expect, test } from 'vitest'
import type { BitcoinStandardWallet } from './BitcoinWallet.js'
import { standardWalletHandle } from './standardWalletHandle.js'

// A Bitcoin Wallet Standard wallet whose values throw when read, or are not objects (found by fuzzing).

const hostileGetter = (): never => {
  throw new TypeError('a hostile getter')
}

test('a wallet whose accounts throw when read fails a silent connect with the wallet’s coded error', async () => {
  const wallet = {
    name: 'Hostile',
    icon: '',
    chains: ['bitcoin:testnet'],
    features: { 'bitcoin:connect': {} },
    get accounts() {
      return hostileGetter()
    },
  } as BitcoinStandardWallet
  await expect(standardWalletHandle(wallet).connect(true)).rejects.toMatchObject({ code: 'WALLET_RPC_ERROR' })
})

test('a change event that is not an object is ignored: the wallet’s call returns, nothing is heard', () => {
  let emit: (properties: unknown) => void = () => undefined
  const wallet = {
    name: 'Odd',
    icon: '',
    chains: ['bitcoin:testnet'],
    accounts: [],
    features: {
      'bitcoin:connect': {},
      'standard:events': {
        on: (_event: string, handler: (properties: unknown) => void) => {
          emit = handler
          return () => undefined
        },
      },
    },
  } as BitcoinStandardWallet
  const heard: unknown[] = []
  standardWalletHandle(wallet).onAccountsChanged((addresses) => heard.push(addresses))
  const { proxy: revoked, revoke } = Proxy.revocable({}, {})
  revoke()
  for (const properties of ['-0x1', 7, revoked]) expect(() => emit(properties)).not.toThrow()
  expect(heard).toEqual([])
})
