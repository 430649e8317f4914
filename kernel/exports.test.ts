// The runtime export names of every entrypoint, from source, so a change to a public surface shows
// in review. Adapters and plugins are found from their folders, like the build finds them.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const exists = (file: string) => fs.existsSync(path.join(root, file))
const names = (module: object) => Object.keys(module).sort()
/** Imports an entrypoint by name (a variable: the type check does not need the module to exist yet). */
const load = (specifier: string): Promise<object> => import(/* @vite-ignore */ specifier)

function folders(dir: string): string[] {
  if (!exists(dir)) return []
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && exists(`${dir}/${entry.name}/index.ts`))
    .map((entry) => entry.name)
    .sort()
}

test('foyer exports the kernel API', async () => {
  expect(names(await import('foyer'))).toMatchInlineSnapshot(`
    [
      "CapabilityNotSupportedError",
      "FoyerError",
      "UserRejectedRequestError",
      "cacheLifetimes",
      "createFoyer",
      "defineAdapter",
      "definePlugin",
      "errorMessages",
      "formatErrorMessage",
      "foyerError",
      "hasErrorCode",
      "isAllowedRpcMethod",
      "isCaipAddress",
      "isCaipNetworkId",
      "needsApproval",
      "notAllowedToastDelayMs",
      "onWalletRpcError",
      "parseCaipAddress",
      "parseCaipNetworkId",
      "rejectDisallowedRequest",
      "rpcUrl",
      "safeRpcMethods",
      "sendRpcRequest",
      "sleep",
      "systemClock",
      "toCaipAddress",
      "unsafeRpcMethods",
      "walletConnectEip155Methods",
      "wrapError",
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
        "useDisconnect",
        "useFoyer",
        "useFoyerState",
        "useKernel",
        "useModal",
        "useNetwork",
        "useToasts",
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
      "injectNamespaceTestWalletsFromUrl",
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
      "IconButton",
      "Image",
      "LazyModule",
      "ListItem",
      "Slot",
      "Spinner",
      "Tabs",
      "Text",
      "TextInput",
      "truncateAddress",
      "useFoyer",
      "useFoyerState",
      "useKernel",
    ]
  `)
})

test('each adapter and plugin exports its public surface', async () => {
  const surfaces: Record<string, string[]> = {}
  for (const namespace of folders('adapters')) {
    surfaces[`foyer/adapters/${namespace}`] = names(await load(`foyer/adapters/${namespace}`))
  }
  for (const plugin of folders('plugins')) {
    surfaces[`foyer/plugins/${plugin}`] = names(await load(`foyer/plugins/${plugin}`))
  }
  expect(surfaces).toMatchInlineSnapshot(`
    {
      "foyer/adapters/eip155": [
        "ProviderRpcError",
        "createEip1193Provider",
        "eip155Adapter",
        "getWalletClient",
      ],
      "foyer/plugins/account": [
        "account",
      ],
      "foyer/plugins/connect": [
        "connect",
      ],
      "foyer/plugins/network": [
        "network",
      ],
    }
  `)
})
