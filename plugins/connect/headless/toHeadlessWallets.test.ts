import type { Connector } from 'foyer'
import { describe, expect, test } from 'vitest'
import { buildWalletList, type WalletListInput } from '../rules/buildWalletList.js'
import { toHeadlessWallets } from './toHeadlessWallets.js'

const installed: Connector = {
  id: 'dev.foyer.testwallet',
  type: 'ANNOUNCED',
  name: 'Test Wallet',
  chain: 'eip155',
  imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  info: { rdns: 'dev.foyer.testwallet' },
}
const walletConnect: Connector = { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' }
const solanaWalletConnect: Connector = { ...walletConnect, chain: 'solana' }

const list = (input: Partial<WalletListInput>) =>
  buildWalletList({
    order: ['recent', 'injected', 'external', 'recommended'],
    connectors: [],
    recent: [],
    featured: [],
    custom: [],
    recommended: [],
    excluded: [],
    mobile: false,
    hasInjectedProvider: false,
    ...input,
  })
const walletConnectNamespaces = { walletConnect: ['eip155', 'solana'] as const, chainsOf: () => undefined }

describe('the headless wallet list', () => {
  test('recent, installed and directory wallets, each with its kind, icon and namespaces', () => {
    const entries = list({
      connectors: [walletConnect, installed, solanaWalletConnect],
      recent: [{ id: 'r1', name: 'Old Wallet', image_url: 'javascript:alert(1)' }],
      recommended: [
        { id: 'd1', name: 'Directory Wallet', image_url: 'https://images.example/d1.png' },
        { id: 'd2', name: 'Test Wallet', rdns: 'dev.foyer.testwallet' },
      ],
    })
    const { wallets, byId } = toHeadlessWallets(entries, {
      query: '',
      walletConnect: ['eip155', 'solana'],
      chainsOf: (id) => (id === 'd1' ? ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] : undefined),
    })
    expect(wallets).toEqual([
      { id: 'recent:r1', name: 'Old Wallet', kind: 'recent', icon: undefined, namespaces: ['eip155', 'solana'] },
      {
        id: 'injected:eip155:dev.foyer.testwallet',
        name: 'Test Wallet',
        kind: 'installed',
        icon: installed.imageUrl,
        namespaces: ['eip155'],
      },
      {
        id: 'directory:d1',
        name: 'Directory Wallet',
        kind: 'directory',
        icon: 'https://images.example/d1.png',
        namespaces: ['solana'],
      },
    ])
    expect(byId.get('injected:eip155:dev.foyer.testwallet')).toMatchObject({ connector: installed })
  })

  test('an installed wallet connected before is recent; a search keeps the installed and recent names that hold it', () => {
    const entries = list({
      connectors: [installed],
      recent: [{ id: 'x', name: 'Test Wallet', rdns: 'dev.foyer.testwallet' }],
      recommended: [{ id: 'd1', name: 'Vault' }],
    })
    expect(toHeadlessWallets(entries, { ...walletConnectNamespaces, query: '' }).wallets[0]).toMatchObject({
      name: 'Test Wallet',
      kind: 'recent',
    })
    const searched = toHeadlessWallets(entries, { ...walletConnectNamespaces, query: 'VAU' }).wallets
    expect(searched.map((wallet) => wallet.name)).toEqual(['Vault'])
  })
})
