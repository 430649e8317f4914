import type { WalletMode } from 'foyer/testing/walletconnect'
import { useEffect, useState } from 'react'
import { pairWalletConnect, type WalletConnectTestWallet } from './walletConnectWallet.js'
import type { World } from './world.js'
import { WalletModeOptions } from './WalletModeOptions.js'

/**
 * The WalletConnect test wallet by hand: paste a pairing URI (the QR view's Copy link) and the wallet in this
 * page pairs over the world's relay, answering as chosen. While the modal is open the page behind it is
 * inert, so paste it in another tab of the playground, which then plays the phone.
 */
export function WalletConnectPanel({ world }: { world: World | undefined }) {
  const [uri, setUri] = useState('')
  const [mode, setMode] = useState<WalletMode>('approve')
  const [wallet, setWallet] = useState<WalletConnectTestWallet>()
  const [status, setStatus] = useState('')
  const [, setTick] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000) // sessions and pending requests change
    return () => clearInterval(timer)
  }, [])
  if (!world?.urls.relay) return null

  const pair = async () => {
    setStatus('Pairing…')
    try {
      setWallet(await pairWalletConnect(world, uri.trim(), mode))
      setUri('')
      setStatus('Paired: the proposal is answered by the mode')
    } catch (error) {
      setStatus(`Pairing failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const pending = wallet?.pending().length ?? 0
  return (
    <fieldset>
      <legend>WalletConnect test wallet</legend>
      <div className="wallet-controls">
        <label htmlFor="wc-uri">Pairing URI</label>
        <input id="wc-uri" value={uri} placeholder="wc:…" onChange={(event) => setUri(event.target.value)} />
        <label htmlFor="wc-mode">Answers</label>
        <select
          id="wc-mode"
          value={mode}
          onChange={(event) => {
            const next = event.target.value as WalletMode
            setMode(next)
            wallet?.setMode(next)
          }}
        >
          <WalletModeOptions />
        </select>
        <button type="button" disabled={!uri.trim().startsWith('wc:')} onClick={() => void pair()}>
          Pair
        </button>
        {wallet ? (
          <>
            <span>Sessions: {wallet.sessions().length}</span>
            <button type="button" disabled={pending === 0} onClick={() => wallet.approvePending()}>
              Approve pending ({pending})
            </button>
            <button type="button" disabled={pending === 0} onClick={() => wallet.rejectPending()}>
              Reject pending
            </button>
            <button type="button" onClick={() => void wallet.disconnect()}>
              Disconnect from the wallet
            </button>
          </>
        ) : null}
      </div>
      <p className="note" role="status">
        {status || 'Copy the link from the WalletConnect view, then paste it here in another tab of the playground.'}
      </p>
    </fieldset>
  )
}
