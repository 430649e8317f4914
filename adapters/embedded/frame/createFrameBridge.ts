// The app side of the embedded-wallet frame (DESIGN rule 8, SPEC §4, §7, §9): one iframe, created on first use,
// messages accepted only from its origin and its window, posted only to its origin, matched by a random id.
import { type Clock, FoyerError, type Logger } from 'foyer'
import { formatErrorMessage, foyerError } from 'foyer/kit'
import type { AppMessageName, AppPayloadInput } from './appPayloads.js'
import { createAppMessage, parseFrameMessage } from './frameMessages.js'
import type { SuccessPayload } from './frameReplies.js'
import { createFrameUrl, frameTimings, longFrameRequests, requestsBeforeReady, silentBoundOf } from './frameUrl.js'

export type FrameAlert = 'iframe_load_failed' | 'iframe_request_timeout'

export interface FrameBridgeParameters {
  /** `urls.frame`. */
  url: string
  projectId: string
  chainId: string | number
  enableLogger?: boolean
  clock: Clock
  logger: Pick<Logger, 'warn'>
  /** SPEC §8: a load failure or a request timeout. */
  onAlert(alert: FrameAlert): void
  /** The page the iframe joins (the global one in a browser). */
  page?: Window
  /** SPEC §7's dapp data, told to the frame once it is ready (the project its approvals and sessions name). */
  dappData?: AppPayloadInput<'SYNC_DAPP_DATA'>
  /** The app's theme as it is now (SPEC §7's SYNC_THEME), told to the frame once it is ready, after the dapp data. */
  theme?: () => AppPayloadInput<'SYNC_THEME'>
}

interface Pending {
  name: AppMessageName
  resolve(value: unknown): void
  reject(error: FoyerError): void
  timer?: unknown
}

export function createFrameBridge(parameters: FrameBridgeParameters) {
  const { clock, logger } = parameters
  const frameOrigin = new URL(parameters.url).origin
  const pending = new Map<string, Pending>()
  let iframe: HTMLIFrameElement | undefined
  let ready: Promise<void> | undefined
  let markReady: (() => void) | undefined
  let host: Window | undefined

  const abortAll = (cause: FoyerError) => {
    for (const [id, entry] of pending) {
      pending.delete(id)
      if (entry.timer !== undefined) clock.clearTimeout(entry.timer)
      entry.reject(foyerError('REQUEST_ABORTED', undefined, { cause }))
    }
  }

  const onMessage = (event: MessageEvent) => {
    if (!iframe || event.origin !== frameOrigin || event.source !== iframe.contentWindow) return
    const message = parseFrameMessage(event.data)
    if (!message) return logger.warn('a frame message that fails its schema was dropped')
    if (message.kind === 'event') {
      if (message.event === 'READY') markReady?.()
      return
    }
    const entry = pending.get(message.id)
    if (!entry || entry.name !== message.name) return logger.warn('a frame reply to no request was dropped')
    pending.delete(message.id)
    if (entry.timer !== undefined) clock.clearTimeout(entry.timer)
    // SPEC §8: the frame's own text, or 'An error occurred'.
    if (message.kind === 'error')
      return entry.reject(new FoyerError(message.message || formatErrorMessage('FRAME_ERROR'), { code: 'FRAME_ERROR' }))
    entry.resolve(message.payload)
    // The page reloads after this reply: what is sent before its next READY would be lost.
    if (message.name === 'RELOAD') awaitReady().catch(() => undefined)
  }

  /** Removes the iframe, so that the next request loads it again (no stuck state after a failure). */
  const unmount = () => {
    host?.removeEventListener('message', onMessage)
    iframe?.remove()
    iframe = undefined
    ready = undefined
    markReady = undefined
  }

  /** Creates the iframe (once) and resolves 500 ms after its READY; 20 s without it is 'iframe_load_failed'. */
  const mount = (): Promise<void> => {
    if (ready) return ready
    host = parameters.page ?? window
    const { document, location } = host
    // A page still without its <body> (a script in <head>), or one being torn down: nowhere to put the frame.
    if (!document.body) return Promise.reject(foyerError('FRAME_PARENT_NOT_SET'))
    const frame = document.createElement('iframe')
    frame.src = createFrameUrl(parameters.url, {
      projectId: parameters.projectId,
      chainId: parameters.chainId,
      enableLogger: parameters.enableLogger ?? false,
      origin: location.origin,
    })
    frame.title = 'Embedded wallet'
    frame.setAttribute('aria-hidden', 'true')
    Object.assign(frame.style, { position: 'fixed', zIndex: '999999', display: 'none', border: 'none' })
    iframe = frame
    host.addEventListener('message', onMessage)
    const loading = awaitReady()
    document.body.appendChild(frame)
    return loading
  }

  /** READY within 20 s, else 'iframe_load_failed'; then 500 ms. The frame's start, and again after its RELOAD. */
  const awaitReady = (): Promise<void> => {
    ready = new Promise<void>((resolve, reject) => {
      const timer = clock.setTimeout(() => {
        const error = foyerError('IFRAME_LOAD_FAILED')
        unmount()
        parameters.onAlert('iframe_load_failed')
        abortAll(error)
        reject(error)
      }, frameTimings.readyTimeoutMs)
      markReady = () => {
        markReady = undefined
        clock.clearTimeout(timer)
        clock.setTimeout(resolve, frameTimings.postReadyDelayMs)
      }
    })
    const { dappData, theme } = parameters
    // Before any request that waited for READY: those continue after this callback.
    if (dappData) ready.then(() => request('SYNC_DAPP_DATA', dappData)).catch(() => undefined)
    if (theme) ready.then(() => request('SYNC_THEME', theme())).catch(() => undefined)
    return ready
  }

  const post = (message: unknown) => iframe?.contentWindow?.postMessage(message, frameOrigin)

  /** Sends `name` and resolves with its `_SUCCESS` payload; an `_ERROR` rejects with the frame's message. */
  async function request<N extends AppMessageName>(name: N, payload?: AppPayloadInput<N>): Promise<SuccessPayload<N>> {
    const message = createAppMessage(name, payload as AppPayloadInput<N>)
    const loading = mount()
    if (!(requestsBeforeReady as readonly string[]).includes(name)) await loading
    // Taken out of the page by someone else (the app replaced the body): this request fails, the next loads anew.
    if (!iframe?.contentWindow) {
      unmount()
      throw foyerError('FRAME_NOT_SET')
    }
    return new Promise<SuccessPayload<N>>((resolve, reject) => {
      const entry: Pending = { name, resolve: resolve as (value: unknown) => void, reject }
      if ((longFrameRequests as readonly string[]).includes(name))
        entry.timer = clock.setTimeout(() => {
          parameters.onAlert('iframe_request_timeout')
          abortAll(foyerError('IFRAME_REQUEST_TIMEOUT'))
        }, frameTimings.requestTimeoutMs)
      const silentBound = silentBoundOf(name, payload)
      if (silentBound !== undefined)
        entry.timer = clock.setTimeout(() => {
          pending.delete(message.id)
          reject(foyerError('IFRAME_REQUEST_TIMEOUT'))
        }, silentBound)
      if (name === 'SIGN_OUT')
        entry.timer = clock.setTimeout(() => {
          pending.delete(message.id)
          resolve(undefined as SuccessPayload<N>)
        }, frameTimings.signOutWaitMs)
      pending.set(message.id, entry)
      post(message)
    })
  }

  return {
    frameOrigin,
    request,
    /** Gives up the pending requests of `name` ('Request was aborted'), with no alert: the visitor left their view. */
    abort(name: AppMessageName) {
      for (const [id, entry] of pending)
        if (entry.name === name) {
          pending.delete(id)
          if (entry.timer !== undefined) clock.clearTimeout(entry.timer)
          entry.reject(foyerError('REQUEST_ABORTED'))
        }
    },
    /** SYNC_THEME to a frame that exists; one created later is told the theme when it is ready (`theme`). */
    syncTheme(payload: AppPayloadInput<'SYNC_THEME'>) {
      if (iframe) request('SYNC_THEME', payload).catch(() => undefined)
    },
    /** Whether the iframe exists (it is created only on first use). */
    mounted: () => iframe !== undefined,
    /** The iframe, to show it (the approval page) or hide it again. */
    element: () => iframe,
    destroy() {
      abortAll(foyerError('REQUEST_ABORTED'))
      unmount()
    },
  }
}

export type FrameBridge = ReturnType<typeof createFrameBridge>
