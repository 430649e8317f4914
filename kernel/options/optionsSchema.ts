import * as z from 'zod/mini'
import { namespaces } from '../types.js'
import { connectorTypeOrderDefault } from './defaults.js'

/** An absolute URL with one of `schemes` (never javascript:, data: and the like: these reach fetch, href and src). */
const urlOf = (schemes: string[], message: string) =>
  z.string().check(z.refine((value) => URL.canParse(value) && schemes.includes(new URL(value).protocol), message))
const url = urlOf(['http:', 'https:', 'ws:', 'wss:'], 'must be an absolute http(s) or ws(s) URL')
const webUrl = urlOf(['http:', 'https:'], 'must be an absolute http(s) URL')
const namespace = z.enum(namespaces as unknown as ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
const accountType = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal'])
// Made once and shared by every key that takes them: each schema made is work on the first open's critical path.
const aString = z.string()
const optionalString = z.optional(aString)
const optionalBoolean = z.optional(z.boolean())
const optionalStrings = z.optional(z.array(aString))
const optionalWebUrl = z.optional(webUrl)
const optionalVariables = z.optional(z.record(aString, z.union([aString, z.number()])))

/** A list of `values`, each at most once. */
const orderOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values)).check(z.refine((list) => new Set(list).size === list.length, 'must not name an entry twice'))

export const networkSchema = z.object({
  id: z.union([z.number(), aString]),
  chainNamespace: namespace,
  caipNetworkId: z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be namespace:reference')),
  name: aString,
  nativeCurrency: z.object({ name: aString, symbol: aString, decimals: z.number() }),
  rpcUrls: z.object({
    default: z.object({ http: z.array(url), webSocket: z.optional(z.array(url)) }),
  }),
  blockExplorers: z.optional(z.object({ default: z.object({ name: aString, url: webUrl }) })),
  testnet: optionalBoolean,
  imageUrl: optionalString,
  assets: z.optional(z.object({ imageId: optionalString, imageUrl: optionalString })),
})

/** The kernel's own feature keys; each plugin's are its manifest's (parseOptions reads them from the input). */
export const featuresSchema = z.object({
  connectorTypeOrder: z.optional(orderOf(connectorTypeOrderDefault)),
  analytics: optionalBoolean,
  allWallets: optionalBoolean,
  legalCheckbox: optionalBoolean,
  collapseWallets: optionalBoolean,
  reownBranding: optionalBoolean,
})

const objectWith = (keys: string[], what: string) =>
  z.custom<object>(
    (value) => typeof value === 'object' && value !== null && keys.every((key) => key in value),
    `must be ${what}`,
  )

// The kernel's own options; those plugins own are their manifests' (parseOptions reads them from the input).
export const optionsSchema = z.object({
  projectId: optionalString,
  metadata: z.optional(z.object({ name: aString, description: aString, url, icons: z.array(aString) })),
  termsConditionsUrl: optionalWebUrl,
  privacyPolicyUrl: optionalWebUrl,
  networks: z.optional(z.array(networkSchema)),
  defaultNetwork: z.optional(networkSchema),
  adapters: z.optional(z.array(objectWith(['namespace', 'connect'], 'an adapter made by defineAdapter'))),
  plugins: z.optional(z.array(objectWith(['id'], 'a plugin made by definePlugin'))),
  features: z.optional(featuresSchema),
  tokens: z.optional(z.record(aString, z.object({ address: aString, image: optionalString }))),
  themeMode: z.optional(z.enum(['light', 'dark'])),
  // Any string: an unknown locale is a warning and English (switchLocale), not an error.
  locale: optionalString,
  themeVariables: optionalVariables,
  w3mThemeVariables: optionalVariables,
  featuredWalletIds: optionalStrings,
  includeWalletIds: optionalStrings,
  excludeWalletIds: optionalStrings,
  customWallets: z.optional(z.array(z.looseObject({ id: aString, name: aString }))),
  allowUnsupportedChain: optionalBoolean,
  enableNetworkSwitch: optionalBoolean,
  basic: optionalBoolean,
  defaultAccountTypes: z.optional(z.partialRecord(namespace, accountType)),
  prefetch: z.optional(z.enum(['idle', 'none'])),
  onrampInRestrictedRegions: optionalBoolean,
  // A CSP nonce: base64 or base64url characters (CSP's nonce-source), nothing that could leave the attribute.
  nonce: z.optional(z.string().check(z.regex(/^[A-Za-z0-9+/_-]+=*$/))),
  storage: z.optional(objectWith(['getItem', 'setItem', 'removeItem'], 'a Storage-like object')),
  storagePrefix: optionalString,
  logLevel: z.optional(z.enum(['silent', 'error', 'warn', 'info', 'debug'])),
  urls: z.optional(
    z.partialRecord(
      z.enum([
        'api',
        'directory',
        'config',
        'analytics',
        'rpc',
        'relay',
        'frame',
        'meld',
        'coinbase',
        'onrampCheckout',
      ]),
      url,
    ),
  ),
  sdkType: optionalString,
  sdkVersion: optionalString,
})

export type OptionsInput = z.input<typeof optionsSchema>
