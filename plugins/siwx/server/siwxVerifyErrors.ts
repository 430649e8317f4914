import { FoyerError } from 'foyer'

/** Why a signed sign-in message is refused, each its own code (a server answers with it). */
export const siwxVerifyErrors = {
  malformed: () => new FoyerError('The sign-in message is not a SIWX message', { code: 'SIWX_MALFORMED_MESSAGE' }),
  wrongDomain: (domain: string, expected: string) =>
    new FoyerError(`The sign-in message is for ${domain}, not ${expected}`, { code: 'SIWX_WRONG_DOMAIN' }),
  wrongUri: (uri: string, domain: string) =>
    new FoyerError(`The sign-in message's URI ${uri} is not a page of ${domain}`, { code: 'SIWX_WRONG_URI' }),
  wrongChain: (chainId: string) =>
    new FoyerError(`The sign-in message's chain ${chainId} is not accepted`, { code: 'SIWX_WRONG_CHAIN' }),
  expired: (at: string) => new FoyerError(`The sign-in message expired at ${at}`, { code: 'SIWX_EXPIRED' }),
  notYetValid: (at: string) =>
    new FoyerError(`The sign-in message is not valid before ${at}`, { code: 'SIWX_NOT_YET_VALID' }),
  badSignature: () =>
    new FoyerError("The signature is not the account's signature of the message", { code: 'SIWX_BAD_SIGNATURE' }),
  wrongPublicKey: (address: string) =>
    new FoyerError(`The signature's public key is not the key of ${address}`, { code: 'SIWX_WRONG_PUBLIC_KEY' }),
  unknownNonce: () =>
    new FoyerError('The nonce was not issued here, or was used already', { code: 'SIWX_NONCE_UNKNOWN' }),
}
