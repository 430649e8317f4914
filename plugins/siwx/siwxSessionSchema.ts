import * as z from 'zod/mini'
import type { SiwxMessageData } from './rules/siwxMessage.js'

/** A stored session (SPEC §3: data, message, signature, cacao). */
export interface StoredSession {
  data: SiwxMessageData
  message: string
  signature: string
  cacao?: unknown
}

const optionalString = z.optional(z.string())

/** The message fields of a stored session, checked on read (a session whose data is not this is dropped). */
export const siwxMessageDataSchema = z.object({
  accountAddress: z.string(),
  chainId: z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
  domain: z.string(),
  uri: z.string(),
  version: z.literal('1'),
  nonce: z.string(),
  statement: optionalString,
  issuedAt: optionalString,
  expirationTime: optionalString,
  notBefore: optionalString,
  requestId: optionalString,
  resources: z.optional(z.array(z.string())),
})
