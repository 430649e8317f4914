import type { InjectedTestWallet, WalletMode } from 'foyer/testing'
import { useEffect, useState } from 'react'
import { injectWallet, walletChains, walletModeOf } from './testWallets.js'
import type { World } from './world.js'
import { WalletModeOptions } from './WalletModeOptions.js'

/** Inject and drive the world's test wallets by hand: mode, pending requests, chain, disconnect. */
export function TestWalletsPanel({ world, initial }: { world: World | undefined; initial: InjectedTestWallet[] }) {
  const [wallets, setWallets] = useState(initial)
  const [, setTick] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000) // pending requests change on their own
    return () => clearInterval(timer)
  }, [])
  if (!world) return null
  const add = async () => setWallets([...wallets, await injectWallet(world, wallets.length)])
  return (
    <fieldset>
      <legend>Test wallets</legend>
      {wallets.map((wallet) => (
        <WalletControls key={wallet.info.uuid} wallet={wallet} chains={walletChains(world)} />
      ))}
      <button type="button" onClick={() => void add()}>
        Inject a test wallet
      </button>
    </fieldset>
  )
}

function WalletControls({
  wallet,
  chains,
}: {
  wallet: InjectedTestWallet
  chains: { chainId: number; name: string }[]
}) {
  const [mode, setMode] = useState<WalletMode>(() => walletModeOf(wallet))
  const pending = wallet.pending().length
  const id = wallet.info.uuid
  return (
    <div className="wallet-controls">
      <strong>{wallet.info.name}</strong> <code>{wallet.addresses[0]}</code>
      <label htmlFor={`${id}-mode`}>Answers</label>
      <select
        id={`${id}-mode`}
        value={mode}
        onChange={(event) => {
          const next = event.target.value as WalletMode
          setMode(next)
          wallet.setMode(next)
        }}
      >
        <WalletModeOptions />
      </select>
      <button type="button" disabled={pending === 0} onClick={() => wallet.approvePending()}>
        Approve pending ({pending})
      </button>
      <button type="button" disabled={pending === 0} onClick={() => wallet.rejectPending()}>
        Reject pending
      </button>
      <label htmlFor={`${id}-chain`}>Wallet chain</label>
      <select
        id={`${id}-chain`}
        value={wallet.chainId}
        onChange={(event) => wallet.switchChain(Number(event.target.value))}
      >
        {chains.map((chain) => (
          <option key={chain.chainId} value={chain.chainId}>
            {chain.name}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => wallet.disconnect()}>
        Disconnect from the wallet
      </button>
    </div>
  )
}
