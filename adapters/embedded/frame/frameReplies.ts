// What the frame answers (`@w3m-frame/<NAME>_SUCCESS` payloads, `_ERROR`) and the events it sends on its own.
import * as z from 'zod/mini'
import { type AppMessageName, accountTypeSchema, chainIdSchema, emailSchema } from './appPayloads.js'

const address = z.string().check(z.minLength(1))

/** SPEC §3: the embedded-wallet user, as GET_USER and CONNECT_SOCIAL answer it. */
export const frameUserSchema = z.object({
  email: z.optional(z.nullable(z.string())),
  address,
  chainId: chainIdSchema,
  /** Optional in SERVICES §5's GetUserResponse: absent reads as none listed and the EOA preferred. */
  accounts: z._default(z.array(z.object({ address, type: accountTypeSchema })), []),
  userName: z.optional(z.nullable(z.string())),
  preferredAccountType: z._default(accountTypeSchema, 'eoa'),
  smartAccountDeployed: z.optional(z.boolean()),
  /** The SIWX result when the request carried a siwxMessage (SERVICES §4.3). */
  message: z.optional(z.string()),
  signature: z.optional(z.string()),
})
export type FrameUser = z.infer<typeof frameUserSchema>

/** No payload (the frame sends none; an empty object is tolerated). */
const none = z.optional(z.strictObject({}))

/** The `_SUCCESS` payload of every app message. */
export const successPayloadSchemas = {
  SWITCH_NETWORK: z.object({ chainId: chainIdSchema }),
  CONNECT_EMAIL: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  CONNECT_DEVICE: none,
  CONNECT_OTP: none,
  CONNECT_SOCIAL: frameUserSchema,
  GET_FARCASTER_URI: z.object({ url: z.string().check(z.minLength(1)) }),
  CONNECT_FARCASTER: z.object({ userName: z.string() }),
  GET_USER: frameUserSchema,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: z.string().check(z.minLength(1)) }),
  SIGN_OUT: none,
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId: chainIdSchema }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  INIT_SMART_ACCOUNT: z.object({ address, isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountTypeSchema, address }),
  /** The raw JSON-RPC result (method-specific; SERVICES §5). */
  RPC_REQUEST: z.unknown(),
  UPDATE_EMAIL: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: none,
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: emailSchema }),
  SYNC_THEME: none,
  SYNC_DAPP_DATA: none,
  RELOAD: none,
} as const satisfies Record<AppMessageName, z.ZodMiniType>

export type SuccessPayload<N extends AppMessageName> = z.output<(typeof successPayloadSchemas)[N]>
export type SuccessPayloadInput<N extends AppMessageName> = z.input<(typeof successPayloadSchemas)[N]>

/** Every `_ERROR` payload. */
export const errorPayloadSchema = z.object({ message: z.string() })

/** Unsolicited frame events (SERVICES §5): READY once loaded, SESSION_UPDATE after a login. */
export const frameEventSchemas = {
  READY: z.optional(z.object({ version: z.optional(z.string()) })),
  SESSION_UPDATE: z.object({ token: z.string() }),
} as const
export type FrameEventName = keyof typeof frameEventSchemas
export type FrameEventPayload<E extends FrameEventName> = z.output<(typeof frameEventSchemas)[E]>
