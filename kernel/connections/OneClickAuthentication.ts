/** What a WalletConnect pairing and a sign-in plugin share (`walletconnect:pairing`): the one-click sign-in's request and answer. */
import type { Namespace } from '../types.js'

/** The sign-in a pairing asks for with the session (CAIP-222 fields; `iat` is set by WalletConnect's client). */
export interface OneClickRequest {
  domain: string
  /** The page (the message's URI). */
  uri: string
  nonce: string
  /** CAIP-2 chain ids; the wallet signs one message per chain it shares, in this order. */
  chains: string[]
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

/** One message the wallet signed with the session: its text, its signature, and the CACAO it came in. */
export interface OneClickSigned {
  message: string
  signature: string
  cacao: unknown
}

/** What a sign-in plugin gives a pairing: the request, and what to do with what the wallet signed. */
export interface OneClickAuthentication {
  request: OneClickRequest
  /** Takes the signed messages (stores them as sessions); a failure leaves the connection as it is. */
  accept(signed: OneClickSigned[]): Promise<void>
}

/**
 * Emitted by the WalletConnect client before it proposes a session, with the namespaces it proposes: a
 * listener that wants the sign-in in the same request sets `authentication` (synchronously, during the emit).
 */
export interface WalletConnectPairingEvent {
  namespaces: Namespace[]
  authentication?: Promise<OneClickAuthentication | undefined>
}

declare module '../index.js' {
  interface Events {
    'walletconnect:pairing': WalletConnectPairingEvent
  }
}
