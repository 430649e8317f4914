import type { AdapterContext } from 'foyer'
import { foyerError, storeConnecting } from 'foyer/kit'
import { authConnectorId } from '../authConnectorId.js'
import { withReturnAddress } from '../frame/socialRedirect.js'
import { authNamespace } from './authNamespace.js'
import type { EmailLoginRecord } from './loginRecord.js'

type Page = { location: Pick<Location, 'href' | 'assign'> }

/**
 * The social login leaves the page for the provider's (the browser refused the popup): `providerUri` (the frame's
 * GET_SOCIAL_REDIRECT_URI) with the page's address in its state. The provider is remembered with the redirect's
 * marker and the AUTH connector stored as connecting, so the page it comes back to finishes the login as it
 * restores (finishSocialRedirect). An answer that is no web URL with a state is 'Failed to initiate social
 * connection', and nothing is stored.
 */
export function leaveForSocialLogin(
  frame: { record(): EmailLoginRecord; write(record: EmailLoginRecord): void },
  context: Pick<AdapterContext, 'store' | 'storage'>,
  provider: string,
  providerUri: string,
  { location }: Page = globalThis,
): void {
  const away = withReturnAddress(providerUri, location.href)
  if (!away) throw foyerError('SOCIAL_CONNECT_FAILED')
  const { userName: _earlier, ...kept } = frame.record()
  frame.write({ ...kept, socialProvider: provider, socialRedirect: true })
  storeConnecting(context, { namespace: authNamespace(context.store.getState()), connectorId: authConnectorId })
  location.assign(away)
}
