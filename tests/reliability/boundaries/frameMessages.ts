import fc from 'fast-check'
import {
  type AppMessageName,
  createAppMessage,
  FrameMessageError,
  parseAppMessage,
  parseFrameMessage,
} from '../../../adapters/embedded/frame/frameMessages.js'
import { accepted, type Boundary, refused, snapshot } from '../Boundary.js'
import { jsonGarbage, shapedLike } from '../garbage.js'

const id = '6f1d2a64-4b5e-4e0c-9a5b-0d4b3f0c2e11'
const address = '0x0000000000000000000000000000000000000001'
/** Messages the app posts to the frame (read by the frame site). */
const appMessages = [
  { type: '@w3m-app/CONNECT_EMAIL', id, payload: { email: 'ada@example.com' } },
  { type: '@w3m-app/CONNECT_OTP', id, payload: { otp: '123456' } },
  { type: '@w3m-app/SWITCH_NETWORK', id, payload: { chainId: 'eip155:1', rpcUrl: 'https://rpc.example' } },
  { type: '@w3m-app/IS_CONNECTED', id },
  { type: '@w3m-app/SET_PREFERRED_ACCOUNT', id, payload: { type: 'smartAccount' } },
]
/** Messages the frame posts to the app (read by the email plugin). */
const frameMessages = [
  { type: '@w3m-frame/READY', payload: { version: '1' } },
  { type: '@w3m-frame/SESSION_UPDATE', payload: { token: 't' } },
  { type: '@w3m-frame/IS_CONNECTED_SUCCESS', id, payload: { isConnected: true } },
  { type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id, payload: { action: 'VERIFY_OTP' } },
  { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 'eip155:1' } },
  { type: '@w3m-frame/INIT_SMART_ACCOUNT_SUCCESS', id, payload: { address, isDeployed: false } },
  { type: '@w3m-frame/CONNECT_OTP_ERROR', id, payload: { message: 'Invalid code' } },
]

/**
 * The embedded-wallet frame's messages, both ways (they cross `postMessage`, so JSON-like values): each is
 * parsed, answered with an error reply, or dropped; the message itself is never changed.
 */
type Side = 'app' | 'frame' | 'build'

/** The app builds a message (its name is code, its payload what the visitor typed): a bad payload is refused. */
function build(message: unknown) {
  const [name, payload] = message as [AppMessageName, unknown]
  try {
    createAppMessage(name, payload as never)
    return true
  } catch (error) {
    if (error instanceof FrameMessageError) return false
    throw error
  }
}

export function frameMessagesBoundary(): Boundary<[Side, unknown]> {
  return {
    name: 'frame messages',
    input: fc.oneof(
      fc.tuple(fc.constant('app' as const), shapedLike(appMessages, jsonGarbage)),
      fc.tuple(fc.constant('frame' as const), shapedLike(frameMessages, jsonGarbage)),
      fc.tuple(
        fc.constant('build' as const),
        fc
          .constantFrom(...appMessages.filter((message) => message.payload))
          .chain((message) =>
            fc.tuple(fc.constant(message.type.replace('@w3m-app/', '')), shapedLike([message.payload], jsonGarbage)),
          ),
      ),
    ),
    check([side, message]) {
      const before = snapshot(message)
      const ok =
        side === 'build'
          ? build(message)
          : side === 'app'
            ? parseAppMessage(message)?.ok === true
            : parseFrameMessage(message) !== undefined
      if (ok) return accepted
      return refused(snapshot(message) === before ? undefined : 'the message itself')
    },
  }
}
