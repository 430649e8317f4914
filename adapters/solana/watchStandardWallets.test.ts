import { describe, expect, test } from 'vitest'
import { registerWallet } from '../../playground/world/wallets/shared/registerWallet.js'
import type { StandardWallet } from './SolanaWallet.js'
import { isSolanaStandardWallet } from './standardWalletHandle.js'
import { watchStandardWallets } from './watchStandardWallets.js'

const wallet = (name: string, chains = ['solana:mainnet'], features: string[] = ['standard:connect']) =>
  ({
    name,
    icon: 'data:image/svg+xml;base64,',
    chains,
    features: Object.fromEntries(features.map((feature) => [feature, {}])),
    accounts: [],
  }) as StandardWallet

describe('the Wallet Standard handshake', () => {
  test('a wallet that loaded first answers app-ready; one that loads later registers by its event', () => {
    const page = new EventTarget() as never
    const early = wallet('Early')
    registerWallet(page, early as never)
    const seen: string[][] = []
    const stop = watchStandardWallets(page, (wallets) => seen.push(wallets.map((found) => found.name)))
    expect(seen).toEqual([['Early']])
    const removeLate = registerWallet(page, wallet('Late') as never)
    expect(seen.at(-1)).toEqual(['Early', 'Late'])
    removeLate()
    expect(seen.at(-1)).toEqual(['Early'])
    stop()
    registerWallet(page, wallet('After') as never)
    expect(seen.at(-1)).toEqual(['Early'])
  })

  test('the same wallet registered twice is listed once', () => {
    const page = new EventTarget() as never
    const twice = wallet('Twice')
    const seen: number[] = []
    watchStandardWallets(page, (wallets) => seen.push(wallets.length))
    registerWallet(page, twice as never)
    registerWallet(page, twice as never)
    expect(seen).toEqual([1])
  })
})

describe('which standard wallets are Solana wallets', () => {
  test('a solana: chain and standard:connect are both needed', () => {
    expect(isSolanaStandardWallet(wallet('Phantom'))).toBe(true)
    expect(isSolanaStandardWallet(wallet('Bitcoin only', ['bitcoin:mainnet']))).toBe(false)
    expect(isSolanaStandardWallet(wallet('No connect', ['solana:devnet'], ['standard:events']))).toBe(false)
    expect(isSolanaStandardWallet({ name: 'garbage', chains: 'solana:mainnet' })).toBe(false)
  })
})
