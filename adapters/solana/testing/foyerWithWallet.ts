// Test support (not exported): a Foyer on Solana mainnet whose only wallet is the given Wallet Standard wallet,
// as connector 'w', without discovery, the embedded wallet or WalletConnect.
import { createFoyer } from 'foyer'
import { createMemoryBackend } from '../../../kernel/storage/resolveStorageBackend.js'
import { solanaAdapter, solanaMainnet } from '../index.js'

export function foyerWithWallet(wallet: unknown) {
  return createFoyer({
    projectId: 'p',
    networks: [solanaMainnet],
    storage: createMemoryBackend(),
    logLevel: 'silent',
    adapters: [
      solanaAdapter({
        injected: false,
        walletStandard: false,
        auth: false,
        walletConnect: false,
        connectors: [{ id: 'w', name: 'W', getWallet: () => wallet as never }],
      }),
    ],
  })
}
