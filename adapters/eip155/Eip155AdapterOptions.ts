import type { CoinbaseConnector } from './CoinbaseSettings.js'
import type { ExternalConnector } from './Eip1193Provider.js'
import type { WalletConnectSettings } from '../walletconnect/WalletConnectSettings.js'

export interface Eip155AdapterOptions {
  /** Offer `window.ethereum` as the Browser Wallet (default true). */
  injected?: boolean
  /** Listen for EIP-6963 announcements (default true). */
  eip6963?: boolean
  /** Connectors the app brings (type EXTERNAL). */
  connectors?: ExternalConnector[]
  /**
   * The WalletConnect connector (QR code and deep links), on when the app has a `projectId` (its relay
   * is `urls.relay`). `false` leaves it out; settings tune WalletConnect's own client.
   */
  walletConnect?: boolean | WalletConnectSettings
  /** The AUTH connector of email and social login (default true; it needs a `projectId`). */
  auth?: boolean
  /**
   * The Safe the app runs inside (a Safe App in Safe's iframe), which connects as the modal opens: asked over the
   * Safe Apps postMessage protocol when the page is framed by one of `allowedOrigins` (default Safe's own web app,
   * `app.safe.global`). Its code loads only in a framed page. `false` leaves it out.
   */
  safe?: boolean | { allowedOrigins?: RegExp[] }
  /**
   * The Coinbase connector: `coinbaseConnector(settings)` of `foyer/adapters/eip155/coinbase` (README "Coinbase").
   * Only an app that imports it bundles Coinbase's SDK, which loads when the visitor chooses Coinbase.
   */
  coinbase?: CoinbaseConnector
}
