import { useEffect, useMemo, useState } from 'react'
import { createFoyer, type ViewName } from 'foyer'
import { createBitcoinProvider } from 'foyer/adapters/bip122'
import { createEip1193Provider } from 'foyer/adapters/eip155'
import { createSolanaProvider } from 'foyer/adapters/solana'
import { openPay } from 'foyer/pay'
import { ConnectButton, FoyerProvider } from 'foyer/react'
import { EmbeddedWalletPanel } from './EmbeddedWalletPanel.js'
import { EventLog } from './EventLog.js'
import { FeaturePanel } from './FeaturePanel.js'
import { buildOptions, defaultSettings, type Settings } from './settings.js'
import type { InjectedTestWallet } from 'foyer/testing'
import { NamespaceWalletsPanel } from './NamespaceWalletsPanel.js'
import { changedRemoteSwitches, writeRemoteSwitches } from './remoteFeatures.js'
import { TestWalletsPanel } from './TestWalletsPanel.js'
import { WalletConnectPanel } from './WalletConnectPanel.js'
import { pairWalletConnect } from './walletConnectWallet.js'
import type { World } from './world.js'
import { LocalePicker } from './LocalePicker.js'
import { SessionExample } from './SessionExample.js'

/** The playground: a Foyer instance made from the panel's settings, a ConnectButton and the bus's events. */
export function App({
  world,
  wallets,
  initialSettings = defaultSettings,
}: {
  world: World | undefined
  wallets: InjectedTestWallet[]
  initialSettings?: Settings
}) {
  const [settings, setSettings] = useState<Settings>(initialSettings)
  const foyer = useMemo(() => createFoyer(buildOptions(settings, world)), [settings, world])
  useEffect(() => () => foyer.destroy(), [foyer])
  const provider = useMemo(() => createEip1193Provider(foyer), [foyer])
  useEffect(() => {
    // For the browser tests and for poking around in the console: the instance, its EIP-1193 provider and its
    // Solana provider (the app-facing `solana_` requests) and its Bitcoin provider.
    Object.assign(window, {
      __foyer: foyer,
      __openPay: (parameters: Parameters<typeof openPay>[1]) => openPay(foyer, parameters),
      __foyerProvider: provider,
      __foyerSolanaProvider: createSolanaProvider(foyer),
      __foyerBitcoinProvider: createBitcoinProvider(foyer),
    })
  }, [foyer, provider])
  useEffect(() => {
    // For the browser tests: pair the page's WalletConnect test wallet with a URI (the panel's Pair button).
    if (world)
      Object.assign(window, {
        __foyerPairWalletConnect: (uri: string, mode?: 'approve' | 'reject' | 'pending') =>
          pairWalletConnect(world, uri, mode),
      })
  }, [world])
  useEffect(() => {
    document.documentElement.dataset.theme = settings.themeMode
  }, [settings.themeMode])

  // The remote switches set the world's project config first: it decides them on the new instance's first open.
  const changeSettings = (next: Settings) => {
    if (!world || changedRemoteSwitches(settings.switches, next.switches).length === 0) return setSettings(next)
    writeRemoteSwitches(world, settings.switches, next.switches)
      .then(() => setSettings(next))
      .catch((error: unknown) => console.error(error))
  }
  const open = (view?: ViewName) => {
    foyer.open(view).catch((error: unknown) => console.error(error))
  }
  // An app-initiated payment (features.pay) to anvil's account 1, on the first network; its outcome shows below.
  const [payment, setPayment] = useState('')
  const payExample = () => {
    const network = foyer.options.networks?.[0]?.caipNetworkId ?? 'eip155:1'
    setPayment('Paying…')
    openPay(foyer, {
      recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      amount: '0.01',
      asset: 'native',
      network,
    }).then(
      (hash) => setPayment(`Paid: ${hash}`),
      (error: unknown) => setPayment(`Not paid: ${(error as Error).message}`),
    )
  }
  return (
    <FoyerProvider foyer={foyer}>
      <header className="top">
        <h1>Foyer playground</h1>
        <ConnectButton className="connect" />
        <LocalePicker />
      </header>
      <main className="layout">
        <section aria-labelledby="settings-title">
          <h2 id="settings-title">Settings</h2>
          <p className="note">
            {world
              ? `World: ${world.chains.length} chains, project ${world.projectId}`
              : 'No world.json: running without a world.'}{' '}
            <a href={`./wagmi.html${location.search}`}>The wagmi example</a>
          </p>
          <div className="actions">
            <button type="button" onClick={() => open('ExampleGreeting')}>
              Open the example plugin's view
            </button>
            {settings.switches.pay ? (
              <>
                <button type="button" onClick={payExample}>
                  Pay 0.01 ETH
                </button>
                <output aria-label="Payment">{payment}</output>
              </>
            ) : null}
            {settings.switches.smartSessions ? <SessionExample provider={provider} /> : null}
          </div>
          <TestWalletsPanel world={world} initial={wallets} />
          <WalletConnectPanel world={world} />
          <NamespaceWalletsPanel world={world} />
          <EmbeddedWalletPanel world={world} />
          <FeaturePanel settings={settings} onChange={changeSettings} />
        </section>
        <EventLog foyer={foyer} />
      </main>
    </FoyerProvider>
  )
}
