import { FoyerError } from 'foyer'

/** SPEC §5's sign-in requirements, each its own error; and the option's shape. */
export const siwxErrors = {
  notEnabled: () => new FoyerError('Sign-in is not enabled: pass the `siwx` option', { code: 'SIWX_NOT_ENABLED' }),
  noAddress: () =>
    new FoyerError('Sign-in needs an active address: connect a wallet first', { code: 'SIWX_NO_ADDRESS' }),
  noNetwork: () => new FoyerError('Sign-in needs an active network', { code: 'SIWX_NO_NETWORK' }),
  noClient: (namespace: string) =>
    new FoyerError(`Sign-in needs a client: no adapter signs messages for ${namespace}`, { code: 'SIWX_NO_CLIENT' }),
  invalidConfig: (details: string) =>
    new FoyerError('The `siwx` option is not valid', { code: 'INVALID_OPTIONS', details }),
}
