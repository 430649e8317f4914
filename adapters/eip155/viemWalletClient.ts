// What getWalletClient needs of viem, imported by name. `await import('viem')` would make the bundler keep
// every export of viem's index live, and every chunk that imports anything from viem would then load all
// of it (measured: ~90 KiB gz more on the EVM app's first open).
export { createWalletClient, custom } from 'viem'
