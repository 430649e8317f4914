import * as z from 'zod/mini'
import type { StoredSession } from './siwxSessionSchema.js'

/** The `siwx` option: sign-in with the wallet after a connection (SPEC §2, §4, §6). `siwx: {}` is optional sign-in. */
export interface SiwxConfig {
  /** The visitor must sign in: the sign view cannot be closed, and Cancel disconnects (SPEC §2). */
  required?: boolean
  /** The message's statement, shown in the sign view. */
  statement?: string
  /** How long a session lasts, in seconds: the message's expiration time. None by default. */
  expiresInSeconds?: number
  /** The message's nonce (the app server's, `serverSiwx`); by default 8 random digits, as AppKit's. */
  getNonce?(): Promise<string>
  /** The app server's check of a signed session; rejecting refuses it (the sign view opens again). */
  verify?(session: StoredSession): Promise<void>
}

const fn = <T>() => z.custom<T>((value) => typeof value === 'function')

export const siwxConfigSchema = z.object({
  required: z.optional(z.boolean()),
  statement: z.optional(z.string()),
  expiresInSeconds: z.optional(z.number().check(z.positive())),
  getNonce: z.optional(fn<() => Promise<string>>()),
  verify: z.optional(fn<(session: StoredSession) => Promise<void>>()),
})
