import type { AdapterContext } from 'foyer'
import type { FrameUser } from '../frame/frameReplies.js'
import { connectFlowAlert } from './frameAlerts.js'
import type { EmailLoginRecord } from './loginRecord.js'
import { readSocialReturn } from './socialReturn.js'

/** What of the embedded wallet's frame the return of a social login uses. */
export interface SocialRedirectFrame {
  record(): EmailLoginRecord
  write(record: EmailLoginRecord): void
  /** GET_USER on `chainId` (the frame's default when undefined) with the social login's result. */
  readUser(chainId: string | number | undefined, socialUri: string): Promise<FrameUser>
}

type Page = { location?: Pick<Location, 'href'>; history?: Pick<History, 'state' | 'replaceState'> }

/**
 * The page a same-tab social login came back to, as its restore asks the AUTH connector stored as connecting: the
 * marker counts once, the result leaves the address bar (a reload does not replay it), and GET_USER with it (SPEC
 * §7's socialUri) logs in; the provider and the user name are remembered, as after the popup's login. No result, a
 * refusal at the provider or a result from elsewhere connects nothing: 'Connection rejected' or 'Failed to connect'
 * waits in the modal's alert (the modal is closed as the page loads), and the log says why.
 */
export async function finishSocialRedirect(
  frame: SocialRedirectFrame,
  context: Pick<AdapterContext, 'options' | 'store' | 'logger'>,
  chainId: string | number | undefined,
  { location, history }: Page = globalThis,
): Promise<FrameUser | undefined> {
  const { socialRedirect: _marker, socialProvider, userName: _earlier, ...kept } = frame.record()
  frame.write(kept)
  const back = location && readSocialReturn(location.href, new URL(context.options.urls.frame).origin)
  if (!back) {
    context.logger.warn('the social login left the page and the page came back without its result')
    return undefined
  }
  history?.replaceState(history.state, '', back.page)
  const fail = (code: 'CONNECTION_REJECTED' | 'CONNECT_FAILED', reason: unknown) => {
    context.logger.warn('the social login that left the page did not connect', reason)
    context.store.update((draft) => {
      draft.alert = connectFlowAlert(code)
    })
    return undefined
  }
  if ('error' in back.result) return fail('CONNECTION_REJECTED', back.result.error)
  if ('invalid' in back.result) return fail('CONNECT_FAILED', `a result not from the frame: ${back.result.invalid}`)
  try {
    const user = await frame.readUser(chainId, back.result.uri)
    frame.write({
      ...frame.record(),
      ...(socialProvider ? { socialProvider } : {}),
      ...(user.userName ? { userName: user.userName } : {}),
    })
    return user
  } catch (error) {
    return fail('CONNECT_FAILED', error)
  }
}
