import { describe, expect, test } from 'vitest'
import { connectLayout } from './connectLayout.js'

const shown = { collapseWallets: false, emailShowWallets: true }

describe('the Connect view layout', () => {
  test('by default the methods keep their order and the wallets are listed', () => {
    expect(connectLayout({ methods: ['email', 'social', 'wallet'], features: shown })).toEqual({
      methods: ['email', 'social', 'wallet'],
      collapsed: false,
    })
  })

  test('collapseWallets puts the wallets behind one row, in their place', () => {
    const layout = connectLayout({
      methods: ['wallet', 'email', 'social'],
      features: { ...shown, collapseWallets: true },
    })
    expect(layout).toEqual({ methods: ['wallet', 'email', 'social'], collapsed: true })
  })

  test('emailShowWallets off puts the row under the email field', () => {
    const layout = connectLayout({
      methods: ['wallet', 'email', 'social'],
      features: { ...shown, emailShowWallets: false },
    })
    expect(layout).toEqual({ methods: ['email', 'wallet', 'social'], collapsed: true })
  })

  test('emailShowWallets off without email login lists the wallets', () => {
    const layout = connectLayout({
      methods: ['social', 'wallet'],
      features: { ...shown, emailShowWallets: false },
    })
    expect(layout).toEqual({ methods: ['social', 'wallet'], collapsed: false })
  })
})
