import type {
  AppMessageName,
  AppPayload,
  FrameEventName,
  FrameEventPayload,
  SuccessPayloadInput,
} from '../../../../adapters/embedded/frame/frameMessages.js'
import type { Device } from '../site/createDevices.js'
import type { SiteState } from '../site/SiteState.js'

/** One app message as a handler sees it. */
export interface MessageContext {
  site: SiteState
  device: Device
  /** The embedding page's origin, as the frame page pinned it. */
  appOrigin: string
  /** Events the page posts after the reply (e.g. SESSION_UPDATE after a login). */
  events: { [E in FrameEventName]: { event: E; payload: FrameEventPayload<E> } }[FrameEventName][]
  /** The page reloads itself after posting the reply. */
  reload: boolean
}

export type Handlers = {
  [N in AppMessageName]: (
    context: MessageContext,
    payload: AppPayload<N>,
  ) => Promise<SuccessPayloadInput<N>> | SuccessPayloadInput<N>
}
