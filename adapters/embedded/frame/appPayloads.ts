// The payloads of the app-to-frame messages (SPEC §5, §7; SERVICES.md §5), one zod/mini schema each.
import * as z from 'zod/mini'
import { rpcRequestPayload } from './rpcRequestPayload.js'

/** SPEC §5: social providers of the embedded wallet (farcaster has its own messages). */
export const frameSocialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type FrameSocialProvider = (typeof frameSocialProviders)[number]

/** SPEC §4-§5 (SERVICES §6.1 ACCOUNT_TYPES): EOA = 'eoa', SMART_ACCOUNT = 'smartAccount'. */
export const frameAccountTypes = { EOA: 'eoa', SMART_ACCOUNT: 'smartAccount' } as const
export type FrameAccountType = (typeof frameAccountTypes)[keyof typeof frameAccountTypes]

export const emailSchema = z.email('must be a valid email')
export const otpSchema = z.string('must be a string')
export const accountTypeSchema = z.enum(['eoa', 'smartAccount'], 'must be eoa or smartAccount')
export const socialProviderSchema = z.enum(frameSocialProviders, `must be one of ${frameSocialProviders.join(', ')}`)
/** A chain id as the frame protocol carries it: a number (1) or a string ('1', 'eip155:1'). */
export const chainIdSchema = z.union([z.string().check(z.minLength(1)), z.number()], 'must be a string or a number')

/** SIWX data (SERVICES §4.1, §4.3) with the text built by the app; accountAddress may be '<<AccountAddress>>'. */
export const siwxMessageSchema = z.looseObject({
  accountAddress: z.string(),
  chainId: z.string(),
  domain: z.string(),
  uri: z.string(),
  version: z.string(),
  nonce: z.string(),
  statement: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
  requestId: z.optional(z.string()),
  issuedAt: z.optional(z.string()),
  expirationTime: z.optional(z.string()),
  notBefore: z.optional(z.string()),
  serializedMessage: z.optional(z.string()),
})
export type SiwxMessage = z.infer<typeof siwxMessageSchema>

/** No payload (an empty object is tolerated). */
const none = z.optional(z.strictObject({}))

const metadataSchema = z.object({
  name: z.string(),
  description: z.string(),
  url: z.string(),
  icons: z.array(z.string()),
})

/** Every app-to-frame message (`@w3m-app/<NAME>`) and its payload. */
export const appPayloadSchemas = {
  SWITCH_NETWORK: z.object({ chainId: chainIdSchema, rpcUrl: z.optional(z.string()) }),
  CONNECT_EMAIL: z.object({ email: emailSchema }),
  CONNECT_DEVICE: none,
  CONNECT_OTP: z.object({ otp: otpSchema }),
  CONNECT_SOCIAL: z.object({
    uri: z.string().check(z.minLength(1)),
    preferredAccountType: z.optional(accountTypeSchema),
    chainId: z.optional(chainIdSchema),
    siwxMessage: z.optional(siwxMessageSchema),
    rpcUrl: z.optional(z.string()),
  }),
  GET_FARCASTER_URI: none,
  CONNECT_FARCASTER: none,
  GET_USER: z.optional(
    z.object({
      chainId: z.optional(chainIdSchema),
      preferredAccountType: z.optional(accountTypeSchema),
      socialUri: z.optional(z.string()),
      siwxMessage: z.optional(siwxMessageSchema),
      rpcUrl: z.optional(z.string()),
    }),
  ),
  GET_SOCIAL_REDIRECT_URI: z.object({ provider: socialProviderSchema }),
  SIGN_OUT: none,
  IS_CONNECTED: z.optional(z.object({ token: z.optional(z.string()) })),
  GET_CHAIN_ID: none,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: none,
  INIT_SMART_ACCOUNT: none,
  SET_PREFERRED_ACCOUNT: z.object({ type: accountTypeSchema }),
  RPC_REQUEST: rpcRequestPayload,
  UPDATE_EMAIL: z.object({ email: emailSchema }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp: otpSchema }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp: otpSchema }),
  SYNC_THEME: z.object({
    themeMode: z.optional(z.enum(['light', 'dark'], 'must be light or dark')),
    themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    w3mThemeVariables: z.optional(z.record(z.string(), z.string())),
  }),
  SYNC_DAPP_DATA: z.object({
    metadata: z.optional(metadataSchema),
    sdkVersion: z.optional(z.string()),
    sdkType: z.optional(z.string()),
    projectId: z.string().check(z.minLength(1)),
  }),
  RELOAD: none,
} as const

export type AppMessageName = keyof typeof appPayloadSchemas
export const appMessageNames = Object.keys(appPayloadSchemas) as AppMessageName[]
/** What the app passes when it builds a message. */
export type AppPayloadInput<N extends AppMessageName> = z.input<(typeof appPayloadSchemas)[N]>
/** What the frame gets after parsing. */
export type AppPayload<N extends AppMessageName> = z.output<(typeof appPayloadSchemas)[N]>
