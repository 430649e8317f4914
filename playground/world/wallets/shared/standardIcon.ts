import type { WalletIcon } from '@wallet-standard/base'
import { walletIcon } from '../eip155/walletIcon.js'

/** The test wallets' tile icon as the Wallet Standard wants it: a base64 `data:image/svg+xml` URI. */
export function standardIcon(label: string, color: string): WalletIcon {
  const svg = decodeURIComponent(walletIcon(label, color).slice('data:image/svg+xml,'.length))
  return `data:image/svg+xml;base64,${btoa(svg)}`
}
