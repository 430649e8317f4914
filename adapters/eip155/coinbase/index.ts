// `foyer/adapters/eip155/coinbase`: the Coinbase connector of the eip155 adapter, on a subpath of its own so that
// only an app that imports it bundles (and must install) Coinbase's SDK.
export type { CoinbaseConnector, CoinbaseSettings } from '../CoinbaseSettings.js'
export { coinbaseConnector } from '../coinbaseConnector.js'
