import { FoyerError } from 'foyer'

const fail = (code: string, message: string) => new FoyerError(message, { code })

/**
 * Pay's own errors, each a FoyerError with its code: the app's parameters refused at the boundary (nothing
 * opens), and a second payment asked while one is open. Kept in the plugin, so page load does not carry them.
 */
export const payErrors = {
  invalidParameters: (details: string) => fail('PAY_INVALID_PARAMETERS', `Invalid pay parameters: ${details}`),
  invalidAsset: (asset: string, network: string) =>
    fail('PAY_INVALID_ASSET', `Invalid pay parameters: ${asset} is not a token on ${network}`),
  inProgress: () => fail('PAY_IN_PROGRESS', 'A payment is already waiting for the visitor'),
}
