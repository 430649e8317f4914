import { useState } from 'react'
import {
  injectNamespaceWallet,
  namespaceWalletKinds,
  namespaceWallets,
  type WalletRemote,
  walletModeOf,
} from './testWallets.js'
import type { World } from './world.js'
import { WalletModeOptions } from './WalletModeOptions.js'

const names = { solana: 'Solana', bitcoin: 'Bitcoin', polkadot: 'Polkadot', cosmos: 'Cosmos' } as const

/** The other namespaces' test wallets: inject them by hand and answer their requests. */
export function NamespaceWalletsPanel({ world }: { world: World | undefined }) {
  const [, setVersion] = useState(0)
  if (!world) return null
  const injected = namespaceWallets()
  const inject = async (kind: (typeof namespaceWalletKinds)[number]) => {
    await injectNamespaceWallet(world, kind)
    setVersion((version) => version + 1)
  }
  return (
    <fieldset>
      <legend>Other namespaces' test wallets</legend>
      <p className="note">
        The app offers Solana (the localnet first) with{' '}
        <a href="?namespaces=solana&amp;wallets=solana">namespaces=solana</a>, both namespaces with{' '}
        <code>namespaces=eip155,solana</code>; one multi-chain Test Wallet (EVM and Solana, one rdns) with{' '}
        <a href="?namespaces=eip155,solana&amp;wallets=evm,solana&amp;walletMultiChain=1">walletMultiChain=1</a>. A
        WalletConnect pairing there proposes both namespaces, and the WalletConnect test wallet approves both.
      </p>
      {namespaceWalletKinds.map((kind) => {
        const wallet = injected[kind]
        return wallet ? (
          <RemoteControls key={kind} label={`${names[kind]} test wallet`} wallet={wallet} />
        ) : (
          <button key={kind} type="button" onClick={() => void inject(kind)}>
            Inject the {names[kind]} test wallet
          </button>
        )
      })}
    </fieldset>
  )
}

function RemoteControls({ label, wallet }: { label: string; wallet: WalletRemote }) {
  const [, setVersion] = useState(0)
  const refresh = () => setVersion((version) => version + 1)
  const pending = wallet.pending().length
  const id = label.replaceAll(' ', '-')
  return (
    <div className="wallet-controls">
      <strong>{label}</strong>
      <label htmlFor={`${id}-mode`}>Answers</label>
      <select
        id={`${id}-mode`}
        defaultValue={walletModeOf(wallet)}
        onChange={(event) => wallet.setMode(event.target.value as 'approve')}
      >
        <WalletModeOptions />
      </select>
      <button type="button" onClick={refresh}>
        Pending: {pending}
      </button>
      <button
        type="button"
        disabled={pending === 0}
        onClick={() => {
          wallet.approvePending()
          refresh()
        }}
      >
        Approve pending
      </button>
      <button
        type="button"
        disabled={pending === 0}
        onClick={() => {
          wallet.rejectPending()
          refresh()
        }}
      >
        Reject pending
      </button>
    </div>
  )
}
