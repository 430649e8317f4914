import type { AdapterContext } from 'foyer'
import { foyerError, loadAgain } from 'foyer/kit'
import type { AuthNamespace } from './auth/authNamespace.js'
import { authNamespaces } from './auth/authNamespace.js'
import type { AuthFrame, AuthFrameContext } from './auth/createAuthFrame.js'

/** The instance's embedded wallet (SPEC §4, §6): one frame for every namespace that has an AUTH connector. */
export interface EmbeddedWallet {
  /** The frame; its code loads, and its iframe is made when a request needs it, on the first call. */
  frame(): Promise<AuthFrame>
  /** An adapter's AUTH connector joins: the frame starts on the networks of the first of authNamespaces to join. */
  join(namespace: AuthNamespace, context: AuthFrameContext): void
}

declare module 'foyer' {
  interface SharedServices {
    /** The embedded wallet of email and social login, shared by the eip155 and solana adapters (sharedEmbeddedWallet). */
    embeddedWallet: EmbeddedWallet
  }
}

function createEmbeddedWallet(): EmbeddedWallet {
  const contexts = new Map<AuthNamespace, AuthFrameContext>()
  let frame: Promise<AuthFrame> | undefined
  let failures = 0
  const first = () => authNamespaces.map((namespace) => contexts.get(namespace)).find(Boolean) as AuthFrameContext
  return {
    // Code that fails to load is 'Unable to load email login dependency', and the next call loads it again (from a
    // fresh URL where the browser keeps the failure: loadAgain).
    frame: () =>
      (frame ??= loadAgain(() => import('./auth/createAuthFrame.js'), failures).then(
        ({ createAuthFrame }) => createAuthFrame(first()),
        (cause: unknown) => {
          frame = undefined
          failures++
          throw foyerError('EMAIL_DEPENDENCY_FAILED', undefined, { cause })
        },
      )),
    join: (namespace, context) => void contexts.set(namespace, context),
  }
}

/**
 * The embedded wallet, as the AUTH connector of `namespace` (eip155 or solana) holds it: made by the first adapter
 * that asks (`context.shared('embeddedWallet')`), the same for the other one and for the email and socials plugins
 * (embeddedWalletOf). Nothing loads here.
 */
export function sharedEmbeddedWallet(namespace: AuthNamespace, context: AdapterContext): EmbeddedWallet {
  const wallet = context.shared('embeddedWallet', createEmbeddedWallet)
  wallet.join(namespace, context)
  return wallet
}
