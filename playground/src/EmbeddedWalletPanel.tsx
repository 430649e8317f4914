import type { FrameControlClient, FrameFaultState, WalletMode } from 'foyer/testing'
import { useEffect, useState } from 'react'
import { frameControl, frameUrlSettings } from './frameSettings.js'
import type { World } from './world.js'
import { WalletModeOptions } from './WalletModeOptions.js'

/** The embedded-wallet site (email and social login): its pages, and its control while the panel is open. */
export function EmbeddedWalletPanel({ world }: { world: World | undefined }) {
  const [open, setOpen] = useState(false)
  if (!world?.pages || !world.urls.frame) return null
  return (
    <fieldset>
      <legend>Embedded wallet</legend>
      <p className="note">
        Email and social login: <a href={world.pages.mailbox}>mailbox</a> (codes and device approvals) and{' '}
        <a href={world.pages.embeddedWallet}>the embedded-wallet site</a> (provider pages and Farcaster sign-ins
        waiting). An embedded-wallet account updates its email and switches to its smart account from Account.
      </p>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>Site controls</summary>
        {open && <SiteControls world={world} />}
      </details>
    </fieldset>
  )
}

const delays = [0, 1000, 5000, 30_000]

function SiteControls({ world }: { world: World }) {
  // A malformed frame parameter was reported at load (main.tsx); the panel then starts from the defaults.
  const url = (() => {
    try {
      return frameUrlSettings(location.search)
    } catch {
      return { identities: [], approval: undefined }
    }
  })()
  const all = url.identities.find((entry) => entry.provider === undefined)?.identity
  const some = url.identities.filter((entry) => entry.provider).map((entry) => `${entry.provider}:${entry.identity}`)
  const [identity, setIdentity] = useState(all ?? (some.length > 0 ? 'url' : 'ask'))
  const [approval, setApproval] = useState<WalletMode>(url.approval ?? 'approve')
  const [smartAccounts, setSmartAccounts] = useState(true)
  const evmChainIds = world.chains
    .filter((chain) => (chain.namespace ?? 'eip155') === 'eip155')
    .map((c) => Number(c.chainId))
  const [state, setState] = useState<{ faults?: FrameFaultState; pending: number; farcaster: number }>({
    pending: 0,
    farcaster: 0,
  })
  const [control, setControl] = useState<FrameControlClient>()
  useEffect(() => {
    let live = true
    const read = async () => {
      const client = await frameControl(world)
      const [faults, pending, channels] = await Promise.all([
        client.faults(),
        client.pendingApprovals(),
        client.farcasterChannels(),
      ])
      const farcaster = channels.filter((channel) => channel.state === 'pending').length
      if (live) {
        setControl(client)
        setState({ faults, pending: pending.length, farcaster })
      }
    }
    const tick = () => void read().catch((error: unknown) => console.error(error))
    tick()
    const timer = setInterval(tick, 1000) // requests and sign-ins arrive on their own
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [world])
  if (!control) return <p className="note">Reading the site…</p>
  const act = (action: () => Promise<unknown>) => void action().catch((error: unknown) => console.error(error))
  const faults = state.faults
  const selection = (value: FrameFaultState['drop'] | undefined) =>
    value === 'all' ? 'every reply' : value?.join(', ')
  return (
    <div className="site-controls">
      <label className="select">
        Provider pages answer as
        <select
          name="frameIdentity"
          value={identity}
          onChange={(event) => {
            const next = event.target.value
            setIdentity(next)
            if (next !== 'url') act(() => control.setSocialIdentity(next === 'ask' ? null : next))
          }}
        >
          <option value="ask">ask (show the page)</option>
          <option value="ada">Ada</option>
          <option value="alan">Alan</option>
          {some.length > 0 && <option value="url">as the URL says ({some.join(', ')})</option>}
        </select>
      </label>
      <label className="select">
        Signing requests
        <select
          name="frameApproval"
          value={approval}
          onChange={(event) => {
            const next = event.target.value as WalletMode
            setApproval(next)
            act(() => control.setApprovalMode(next))
          }}
        >
          <WalletModeOptions />
        </select>
      </label>
      <div className="wallet-controls">
        <button type="button" disabled={state.pending === 0} onClick={() => act(() => control.approvePending())}>
          Approve pending signing requests ({state.pending})
        </button>
        <button type="button" disabled={state.pending === 0} onClick={() => act(() => control.rejectPending())}>
          Reject pending signing requests
        </button>
      </div>
      <label className="check">
        <input
          type="checkbox"
          name="frameSmartAccounts"
          checked={smartAccounts}
          onChange={(event) => {
            const on = event.target.checked
            setSmartAccounts(on)
            act(() => control.setSmartAccountNetworks(on ? evmChainIds : []))
          }}
        />
        Smart accounts on every chain
      </label>
      <label className="select">
        Frame page
        <select
          name="frameLoad"
          value={faults?.load ?? 'ok'}
          onChange={(event) => act(() => control.setFaults({ load: event.target.value as FrameFaultState['load'] }))}
        >
          <option value="ok">loads</option>
          <option value="no-ready">never sends READY</option>
          <option value="server-error">fails (HTTP 500)</option>
        </select>
      </label>
      <label className="select">
        Reply delay
        <select
          name="frameDelay"
          value={faults?.delay?.ms ?? 0}
          onChange={(event) => {
            const ms = Number(event.target.value)
            act(() => control.setFaults({ delay: ms > 0 ? { ms } : null }))
          }}
        >
          {delays.map((ms) => (
            <option key={ms} value={ms}>
              {ms === 0 ? 'none' : `${ms / 1000} s`}
            </option>
          ))}
          {faults?.delay && !delays.includes(faults.delay.ms) && (
            <option value={faults.delay.ms}>{faults.delay.ms} ms</option>
          )}
        </select>
      </label>
      <label className="check">
        <input
          type="checkbox"
          name="frameDrop"
          checked={Boolean(faults?.drop)}
          onChange={(event) => act(() => control.setFaults({ drop: event.target.checked ? 'all' : null }))}
        />
        Drop replies {faults?.drop ? `(${selection(faults.drop)})` : ''}
      </label>
      <label className="check">
        <input
          type="checkbox"
          name="frameGarbage"
          checked={Boolean(faults?.garbage)}
          onChange={(event) => act(() => control.setFaults({ garbage: event.target.checked ? 'all' : null }))}
        />
        Malformed replies {faults?.garbage ? `(${selection(faults.garbage)})` : ''}
      </label>
      <div className="wallet-controls">
        <button type="button" onClick={() => act(() => control.clearFaults())}>
          Clear the site's faults
        </button>
        <button type="button" disabled={state.farcaster === 0} onClick={() => act(() => control.approveFarcaster())}>
          Approve the Farcaster sign-in as @ada ({state.farcaster})
        </button>
      </div>
    </div>
  )
}
