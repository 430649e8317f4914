import { namespaces } from '../types.js'
import { connectorTypeOrderDefault } from './defaults.js'
import { type Rule, rule } from './rules/Rule.js'

// The options as rules (plain data, made at no cost): a first open checks the options against them without making a
// schema (quickParse); the zod schema, which says what is wrong, is made from them when the check is unsure.

/** An absolute URL with one of `schemes` (never javascript:, data: and the like: these reach fetch, href and src). */
const urlOf = (schemes: string[], message: string) =>
  rule.string({ refine: (value) => URL.canParse(value) && schemes.includes(new URL(value).protocol), message })
const url = urlOf(['http:', 'https:', 'ws:', 'wss:'], 'must be an absolute http(s) or ws(s) URL')
const webUrl = urlOf(['http:', 'https:'], 'must be an absolute http(s) URL')
const namespace = rule.enum(namespaces as unknown as ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
const accountType = rule.enum(['eoa', 'smartAccount', 'payment', 'ordinal'])
const aString = rule.string()
const optionalString = rule.optional(aString)
const optionalBoolean = rule.optional(rule.boolean())
const optionalStrings = rule.optional(rule.array(aString))
const optionalWebUrl = rule.optional(webUrl)
const optionalVariables = rule.optional(rule.record(aString, rule.union([aString, rule.number()])))

/** A list of `values`, each at most once. */
const orderOf = (values: readonly [string, ...string[]]) =>
  rule.array(rule.enum(values), {
    refine: (list) => new Set(list).size === list.length,
    message: 'must not name an entry twice',
  })

const networkRule = rule.object({
  id: rule.union([rule.number(), aString]),
  chainNamespace: namespace,
  caipNetworkId: rule.string({ regex: /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, message: 'must be namespace:reference' }),
  name: aString,
  nativeCurrency: rule.object({ name: aString, symbol: aString, decimals: rule.number() }),
  rpcUrls: rule.object({
    default: rule.object({ http: rule.array(url), webSocket: rule.optional(rule.array(url)) }),
  }),
  blockExplorers: rule.optional(rule.object({ default: rule.object({ name: aString, url: webUrl }) })),
  testnet: optionalBoolean,
  imageUrl: optionalString,
  assets: rule.optional(rule.object({ imageId: optionalString, imageUrl: optionalString })),
})

/** The kernel's own feature keys; each plugin's are its manifest's (parseOptions reads them from the input). */
const featuresRule = rule.object({
  connectorTypeOrder: rule.optional(orderOf(connectorTypeOrderDefault)),
  analytics: optionalBoolean,
  allWallets: optionalBoolean,
  legalCheckbox: optionalBoolean,
  collapseWallets: optionalBoolean,
  reownBranding: optionalBoolean,
})

const objectWith = (keys: string[], what: string) =>
  rule.custom(
    (value) => typeof value === 'object' && value !== null && keys.every((key) => key in value),
    `must be ${what}`,
  )

// The kernel's own options; those plugins own are their manifests' (parseOptions reads them from the input).
export const optionsRule: Rule = rule.object({
  projectId: optionalString,
  metadata: rule.optional(rule.object({ name: aString, description: aString, url, icons: rule.array(aString) })),
  termsConditionsUrl: optionalWebUrl,
  privacyPolicyUrl: optionalWebUrl,
  networks: rule.optional(rule.array(networkRule)),
  defaultNetwork: rule.optional(networkRule),
  adapters: rule.optional(rule.array(objectWith(['namespace', 'connect'], 'an adapter made by defineAdapter'))),
  plugins: rule.optional(rule.array(objectWith(['id'], 'a plugin made by definePlugin'))),
  features: rule.optional(featuresRule),
  tokens: rule.optional(rule.record(aString, rule.object({ address: aString, image: optionalString }))),
  themeMode: rule.optional(rule.enum(['light', 'dark'])),
  // Any string: an unknown locale is a warning and English (switchLocale), not an error.
  locale: optionalString,
  themeVariables: optionalVariables,
  w3mThemeVariables: optionalVariables,
  featuredWalletIds: optionalStrings,
  includeWalletIds: optionalStrings,
  excludeWalletIds: optionalStrings,
  customWallets: rule.optional(rule.array(rule.looseObject({ id: aString, name: aString }))),
  allowUnsupportedChain: optionalBoolean,
  enableNetworkSwitch: optionalBoolean,
  basic: optionalBoolean,
  defaultAccountTypes: rule.optional(rule.partialRecord(namespace, accountType)),
  prefetch: rule.optional(rule.enum(['idle', 'none'])),
  onrampInRestrictedRegions: optionalBoolean,
  // A CSP nonce: base64 or base64url characters (CSP's nonce-source), nothing that could leave the attribute.
  nonce: rule.optional(rule.string({ regex: /^[A-Za-z0-9+/_-]+=*$/ })),
  storage: rule.optional(objectWith(['getItem', 'setItem', 'removeItem'], 'a Storage-like object')),
  storagePrefix: optionalString,
  logLevel: rule.optional(rule.enum(['silent', 'error', 'warn', 'info', 'debug'])),
  urls: rule.optional(
    rule.partialRecord(
      rule.enum([
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
