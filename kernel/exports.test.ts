// The runtime export names of every entrypoint, from source, so a change to a public surface shows
// in review. The entrypoints are those package.json's exports give, wildcards expanded against the
// `source` files they point to (as the build finds them), so a new subpath cannot go unseen.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, vi } from 'vitest'

// Importing an entrypoint from source transforms its whole graph (foyer/testing: viem and the wallets), which
// on a loaded machine takes longer than the default 5 s.
vi.setConfig({ testTimeout: 60_000 })

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const names = (module: object) => Object.keys(module).sort()
/** Imports an entrypoint by name (a variable: the type check does not need the module to exist yet). */
const load = (specifier: string): Promise<object> => import(/* @vite-ignore */ specifier)

const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { source?: string }>
}

/** What `*` stands for in an export's source pattern: a folder name (adapters, plugins) or a file name (test wallets). */
function expand(pattern: string): string[] {
  const [before = '', after = ''] = pattern.split('*')
  const dir = path.join(root, before.slice(0, before.lastIndexOf('/') + 1))
  const lead = before.slice(before.lastIndexOf('/') + 1)
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((entry) => entry.startsWith(lead))
    .map((entry) => (after.startsWith('/') ? entry.slice(lead.length) : entry.slice(lead.length, -after.length)))
    .filter((star) => star && !star.endsWith('.test') && fs.existsSync(path.join(root, before + star + after)))
    .sort()
}

/** Every specifier an app can import, from package.json's exports (package.json itself aside). */
function entrypoints(): { fixed: string[]; wildcard: string[] } {
  const fixed: string[] = []
  const wildcard: string[] = []
  for (const [key, target] of Object.entries(packageJson.exports)) {
    const source = typeof target === 'string' ? undefined : target.source
    if (!source) continue
    const specifier = `foyer${key.slice(1)}`
    if (!key.includes('*')) fixed.push(specifier)
    else for (const star of expand(source)) wildcard.push(specifier.replace('*', star))
  }
  return { fixed, wildcard }
}

test('package.json exports these entrypoints, each with a snapshot below', () => {
  expect(entrypoints().fixed).toEqual([
    'foyer',
    'foyer/react',
    'foyer/ui',
    'foyer/kit',
    'foyer/embedded-wallet',
    'foyer/siwx',
    'foyer/pay',
    'foyer/wagmi',
    'foyer/headless',
    'foyer/headless/react',
    'foyer/testing',
  ])
  expect(Object.keys(packageJson.exports).filter((key) => key.includes('*'))).toEqual([
    './testing/*',
    './adapters/*',
    './plugins/*',
  ])
})

test('foyer/kit exports what adapters and plugins use of the kernel', async () => {
  expect(names(await import('foyer/kit'))).toMatchInlineSnapshot(`
    [
      "adr36SignDoc",
      "assetImageUrl",
      "booleanSetting",
      "checkedBy",
      "coinTypeOf",
      "currencyImageUrl",
      "errorMessages",
      "fetchWithin",
      "formatCurrency",
      "formatErrorMessage",
      "formatRelativeTime",
      "formatUnits",
      "foyerError",
      "importPackage",
      "isAllowedRpcMethod",
      "isImageSource",
      "isMissingPackage",
      "kernelError",
      "lazyAdapter",
      "loadAgain",
      "nameCache",
      "nameRecordSchema",
      "namesForAddress",
      "namespaceImageIds",
      "needsApproval",
      "networkImageUrl",
      "notAllowedToastDelayMs",
      "onFirstUse",
      "onWalletRpcError",
      "orderSetting",
      "parseUnits",
      "parseWalletAnswer",
      "providersSetting",
      "randomId",
      "rejectDisallowedRequest",
      "requestTimeoutMs",
      "reverseLookupSchema",
      "rpcUrl",
      "safeRpcMethods",
      "schemaOnUse",
      "sendRpcRequest",
      "storeConnecting",
      "t",
      "toUnits",
      "tokenImageUrl",
      "transferTokens",
      "unsafeRpcMethods",
      "waitForReceipt",
      "walletCaller",
      "walletConnectEip155Methods",
      "withinRequestTimeout",
      "wrapError",
    ]
  `)
})

test('foyer exports the kernel API', async () => {
  expect(names(await import('foyer'))).toMatchInlineSnapshot(`
    [
      "CapabilityNotSupportedError",
      "ConnectFailedError",
      "FoyerError",
      "ModalClosedError",
      "UserRejectedRequestError",
      "cacheLifetimes",
      "cookieStorage",
      "createFoyer",
      "defineAdapter",
      "defineManifest",
      "definePlugin",
      "hasErrorCode",
      "isCaipAddress",
      "isCaipNetworkId",
      "parseCaipAddress",
      "parseCaipNetworkId",
      "sleep",
      "systemClock",
      "toCaipAddress",
    ]
  `)
})

test('foyer/react exports the provider, the button and the hooks', async () => {
  expect(names(await load('foyer/react'))).toMatchInlineSnapshot(`
    [
      "ConnectButton",
      "FoyerProvider",
      "truncateAddress",
      "useAccount",
      "useConnections",
      "useDisconnect",
      "useFoyer",
      "useFoyerEvents",
      "useFoyerState",
      "useKernel",
      "useLocale",
      "useModal",
      "useNetwork",
      "useToasts",
      "useWalletInfo",
    ]
  `)
})

test('foyer/embedded-wallet exports the embedded wallet that the adapters hold and the login plugins use', async () => {
  expect(names(await load('foyer/embedded-wallet'))).toEqual([
    'authConnectorId',
    'authNamespace',
    'authNamespaces',
    'connectAuth',
    'embeddedWalletOf',
    'sharedEmbeddedWallet',
  ])
})

test('foyer/wagmi exports the wagmi connector', async () => {
  expect(names(await load('foyer/wagmi'))).toEqual(['foyerConnector'])
})

test('foyer/headless exports the headless API; foyer/headless/react its hook', async () => {
  expect(names(await load('foyer/headless'))).toEqual(['createHeadless'])
  expect(names(await load('foyer/headless/react'))).toEqual(['useHeadless'])
})

test('foyer/pay exports openPay', async () => {
  expect(names(await load('foyer/pay'))).toEqual(['openPay'])
})

test('foyer/siwx exports the verifiers, the app server and its option', async () => {
  expect(names(await load('foyer/siwx'))).toMatchInlineSnapshot(`
    [
      "checkSiwxMessage",
      "createNonceStore",
      "createSiwxHandler",
      "createSiwxServer",
      "formatSiwxMessage",
      "parseSiwxMessage",
      "serverSiwx",
      "siwxVerifyErrors",
      "verifyBip122Message",
      "verifyCosmosMessage",
      "verifyEip155Message",
      "verifyPolkadotMessage",
      "verifySolanaMessage",
    ]
  `)
})

test('foyer/testing exports the test wallets and helpers', async () => {
  expect(names(await load('foyer/testing'))).toMatchInlineSnapshot(`
    [
      "ProviderRpcError",
      "approvalMethods",
      "createTestWallet",
      "frameControlClient",
      "injectTestWallet",
      "injectTestWalletsFromUrl",
      "testAccounts",
      "walletIcon",
    ]
  `)
})

test('foyer/ui exports what plugin views are built from', async () => {
  expect(names(await load('foyer/ui'))).toMatchInlineSnapshot(`
    [
      "BackIcon",
      "Button",
      "CloseIcon",
      "DetailList",
      "IconButton",
      "Image",
      "LazyModule",
      "ListItem",
      "LoadFailed",
      "QrCode",
      "Slot",
      "Spinner",
      "StateTextInput",
      "Tabs",
      "Text",
      "TextInput",
      "VirtualList",
      "formatCurrency",
      "formatQuantity",
      "isSheetLayout",
      "namespaceNames",
      "preloadModule",
      "t",
      "truncateAddress",
      "useActiveLocale",
      "useDeferredFoyerState",
      "useFoyer",
      "useFoyerState",
      "useKernel",
      "useLocale",
      "useVirtualRows",
    ]
  `)
})

test('every wildcard subpath (test wallets, adapters, plugins) exports its public surface', async () => {
  const surfaces: Record<string, string[]> = {}
  for (const specifier of entrypoints().wildcard) surfaces[specifier] = names(await load(specifier))
  expect(surfaces).toMatchInlineSnapshot(`
    {
      "foyer/adapters/bip122": [
        "bip122Adapter",
        "bitcoinMainnet",
        "bitcoinNetwork",
        "bitcoinTestnet",
        "createBitcoinProvider",
      ],
      "foyer/adapters/cosmos": [
        "cosmosAdapter",
        "cosmosHub",
        "cosmosNetwork",
      ],
      "foyer/adapters/eip155": [
        "ProviderRpcError",
        "createEip1193Provider",
        "eip155Adapter",
        "getWalletClient",
      ],
      "foyer/adapters/polkadot": [
        "kusama",
        "polkadot",
        "polkadotAdapter",
        "polkadotNetwork",
      ],
      "foyer/adapters/solana": [
        "createSolanaProvider",
        "solanaAdapter",
        "solanaDevnet",
        "solanaMainnet",
        "solanaNetwork",
        "solanaTestnet",
      ],
      "foyer/plugins/account": [
        "account",
      ],
      "foyer/plugins/activity": [
        "activity",
      ],
      "foyer/plugins/connect": [
        "connect",
      ],
      "foyer/plugins/email": [
        "email",
      ],
      "foyer/plugins/names": [
        "names",
      ],
      "foyer/plugins/network": [
        "network",
      ],
      "foyer/plugins/onramp": [
        "onramp",
      ],
      "foyer/plugins/pay": [
        "pay",
      ],
      "foyer/plugins/receive": [
        "receive",
      ],
      "foyer/plugins/send": [
        "send",
      ],
      "foyer/plugins/sessions": [
        "fetchSmartSessions",
        "revokeSmartSession",
        "sessions",
      ],
      "foyer/plugins/siwx": [
        "siwx",
      ],
      "foyer/plugins/socials": [
        "socials",
      ],
      "foyer/plugins/swaps": [
        "swaps",
      ],
      "foyer/testing/bitcoin": [
        "BITCOIN_NETWORK_NAME",
        "BITCOIN_TESTNET_CAIP_NETWORK_ID",
        "BITCOIN_TESTNET_CHAIN",
        "bitcoinTestAccounts",
        "createBitcoinTestWallet",
        "injectBitcoinTestWallet",
      ],
      "foyer/testing/cosmos": [
        "COSMOS_CAIP_NETWORK_ID",
        "cosmosHub",
        "cosmosTestAccounts",
        "createKeplrTestWallet",
        "injectKeplrTestWallet",
      ],
      "foyer/testing/namespaces": [
        "injectNamespaceTestWalletsFromUrl",
      ],
      "foyer/testing/polkadot": [
        "POLKADOT_CAIP_NETWORK_ID",
        "createPolkadotTestWallet",
        "injectPolkadotTestWallet",
        "polkadotTestAccounts",
      ],
      "foyer/testing/relay": [
        "startRelay",
      ],
      "foyer/testing/solana": [
        "SOLANA_CAIP_NETWORK_ID",
        "SOLANA_GENESIS_HASH",
        "SOLANA_LOCALNET_CHAIN",
        "SOLANA_USDC",
        "createSolanaTestWallet",
        "injectSolanaTestWallet",
        "solanaTestAccounts",
        "solanaUserRejected",
      ],
      "foyer/testing/walletconnect": [
        "createWalletConnectTestWallet",
        "routeWalletConnectVerify",
        "testAccounts",
      ],
    }
  `)
}, 60_000)
