import { describe, expect, test } from 'vitest'
import { solanaTestAccounts } from '../../playground/world/solana/solanaTestAccounts.js'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'

// A wallet that offers both eip155 and solana (issue 12): the EVM Test Wallet (EIP-6963, rdns dev.foyer.testwallet)
// and the Solana Test Wallet (Wallet Standard) naming that rdns (`walletMultiChain=1`), in an app with both.

const session = useBrowser()
const page = () => session.page

const addresses = () =>
  page().evaluate(() => {
    type State = {
      activeNamespace?: string
      chains: Record<string, { accountState: { address?: string } } | undefined>
    }
    const state = (window as unknown as { __foyer: { getState(): State } }).__foyer.getState()
    return {
      active: state.activeNamespace,
      eip155: state.chains.eip155?.accountState.address,
      solana: state.chains.solana?.accountState.address,
    }
  })

describe('a multi-chain wallet', () => {
  test('is one row in the Connect view, and choosing it connects both namespaces', async () => {
    await openPlayground(page(), '/?wallets=evm,solana&namespaces=eip155,solana&walletMultiChain=1')
    await connectButton(page()).click()
    const wallets = dialog(page()).getByRole('list', { name: 'Wallets' })
    // "Test Wallet 2" is a directory listing of the world, not installed here.
    const rows = wallets.getByRole('button', { name: /^Test Wallet(?! 2)/ })
    await rows.first().waitFor()
    expect(await rows.allTextContents()).toEqual(['Test Walletinstalled'])
    await rows.first().click()
    await dialog(page()).waitFor({ state: 'detached' })
    await expect.poll(addresses, { timeout: 10_000 }).toEqual({
      active: 'eip155',
      eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      solana: solanaTestAccounts[0]!.address,
    })
    await expect.poll(() => connectButton(page()).textContent()).toBe('0xf3…b92266')
  })

  test('without a shared rdns the two stay one row per namespace', async () => {
    await openPlayground(page(), '/?wallets=evm,solana&namespaces=eip155,solana')
    await connectButton(page()).click()
    const rows = dialog(page())
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: /^Test Wallet (EVM|Solana)$/ })
    await rows.first().waitFor()
    await expect.poll(() => rows.count()).toBe(2)
  })
})
