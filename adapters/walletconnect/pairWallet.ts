import {
  type Clock,
  ConnectFailedError,
  type FoyerState,
  type Logger,
  ModalClosedError,
  type Store,
  UserRejectedRequestError,
} from 'foyer'
import type { OneClickRequest } from 'foyer/kit'
import type { UniversalProvider, WalletConnectSession } from './UniversalProvider.js'
import { pairingExpiresAt, refreshDelay } from './pairingExpiry.js'

/** WalletConnect's "the user said no" (5000, and 5001-5003 for chains, methods, events) and EIP-1193's 4001. */
const rejections = new Set([4001, 5000, 5001, 5002, 5003])
const isRejection = (error: unknown) => rejections.has((error as { code?: unknown } | undefined)?.code as number)

/**
 * How long the QR view waits for its first pairing URI (ms). The URI comes once the relay has acknowledged the
 * proposal; a relay that takes the socket but never answers would otherwise keep the visitor on "Preparing the
 * QR code" for the minute WalletConnect's client keeps retrying.
 */
export const pairingUriTimeout = 20_000

export interface PairWalletParameters {
  provider: UniversalProvider
  /** CAIP-25 namespaces, proposed as optional (WalletConnect 2.25 treats required ones so anyway). */
  namespaces: Record<string, { chains: string[]; methods: string[]; events: string[]; rpcMap: Record<string, string> }>
  store: Store<FoyerState>
  clock: Clock
  logger: Logger
  connectorId: string
  signal?: AbortSignal | undefined
  /** A sign-in asked with the session (CAIP-222 one-click authentication); the session brings its CACAOs. */
  authentication?: OneClickRequest | undefined
}

/**
 * One pairing: proposes the session, shows its URI (store `pairing`) and replaces the URI before it
 * expires (a new proposal; whichever the wallet answers wins). Settles with the wallet's answer: the
 * session, or UserRejectedRequestError when the wallet refuses (WalletConnect rejects with a plain `{ code:
 * 5000 }` object), or the error as it came. A relay
 * that refuses the client fails it at once (otherwise the client retries for about a minute), and one that
 * takes the socket but does not answer fails it after `pairingUriTimeout` without a URI. Aborting
 * gives up with 'Modal closed'; a session the wallet approves after that is ended again.
 */
export function pairWallet({
  provider,
  namespaces,
  store,
  clock,
  logger,
  connectorId,
  signal,
  authentication,
}: PairWalletParameters): Promise<WalletConnectSession> {
  return new Promise((resolve, reject) => {
    let attempt = 0
    let settled = false
    let timer: unknown
    let firstUri: unknown
    const relayer = provider.client.core.relayer

    const onUri = (uri: string) => {
      clock.clearTimeout(firstUri)
      const expiresAt = pairingExpiresAt(uri, clock.now())
      store.update((draft) => {
        draft.pairing = { connectorId, uri, expiresAt }
      })
      clock.clearTimeout(timer)
      timer = clock.setTimeout(propose, refreshDelay(expiresAt, clock.now()))
    }
    const onRelayError = (error: unknown) =>
      finish(() => reject(new ConnectFailedError({ details: 'The relay refused the client', cause: error })))
    const onAbort = () => finish(() => reject(new ModalClosedError()))

    const finish = (settle: () => void) => {
      if (settled) return
      settled = true
      clock.clearTimeout(timer)
      clock.clearTimeout(firstUri)
      provider.off('display_uri', onUri)
      relayer.off('relayer_error', onRelayError)
      signal?.removeEventListener('abort', onAbort)
      store.update((draft) => {
        if (draft.pairing?.connectorId === connectorId) delete draft.pairing
      })
      settle()
    }

    /** A late approval of a pairing given up: the wallet holds a session nobody uses, so end it. */
    const endUnwanted = (session: WalletConnectSession) => {
      const ending =
        provider.session?.topic === session.topic
          ? provider.disconnect()
          : provider.client.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } })
      ending.catch((error: unknown) => logger.warn('walletconnect: could not end an unwanted session', error))
    }

    function propose() {
      const mine = ++attempt
      provider
        .connect({
          optionalNamespaces: namespaces,
          // The proposal's life is the request's `ttl`: WalletConnect's own for a proposal, 5 minutes.
          ...(authentication ? { authentication: [{ ...authentication, ttl: 300 }] } : {}),
        })
        .then(
          (session) => {
            if (!session) return
            if (settled) return endUnwanted(session)
            finish(() => resolve(session))
          },
          (error: unknown) => {
            // A replaced proposal may still fail (it expires); only the current one's answer counts.
            if (mine === attempt)
              finish(() => reject(isRejection(error) ? new UserRejectedRequestError({ cause: error }) : error))
          },
        )
    }

    if (signal?.aborted) return reject(new ModalClosedError())
    signal?.addEventListener('abort', onAbort, { once: true })
    provider.on('display_uri', onUri)
    relayer.on('relayer_error', onRelayError)
    firstUri = clock.setTimeout(
      () =>
        finish(() =>
          reject(new ConnectFailedError({ details: `The relay did not answer within ${pairingUriTimeout} ms` })),
        ),
      pairingUriTimeout,
    )
    propose()
  })
}
