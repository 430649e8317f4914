// `foyer/wagmi`: Foyer's eip155 connection as a wagmi connector. wagmi is an optional peer: nothing of
// it loads for an app that does not import this entrypoint.
export { foyerConnector, type FoyerConnectorParameters, type FoyerProvider } from './foyerConnector.js'
