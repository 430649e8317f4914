// How dist/ is cut into files (rollup's `manualChunks`), so that an app's bundler makes few chunks of the first
// open, and none twice. Files in dist/:
// - each module that page-load code reaches (an entry an app imports at page load: `foyer`, `foyer/react`,
//   `foyer/wagmi`, `foyer/adapters/*`) is its own file, as with preserveModules, so the app's bundler keeps
//   what page load does not use out of it;
// - everything the first open loads is one file, firstOpen.js: the kernel (createKernel), the modal's shell
//   (Shell), and the plugin catalogue with the built-in plugins and the Connect view's code (the catalogue's
//   `firstViewCode`), with every module they import that page load does not. Page-load code imports it from
//   three places at the click (the kernel, the shell, the catalogue); as they name one file, an app's bundler
//   makes one chunk group of it. Three files sharing a fourth (as before) were three chunk groups, and Turbopack
//   copies into each group the shared modules below its 50,000-byte shared-chunk size: the first open's shared
//   modules came three times (77 KB gz under Turbopack, 53 KB under webpack). A retry of a failed load imports
//   the file afresh, and finds the module it wants among the file's exports (loadAgain's moduleExporting);
// - every other module is its own file, as before; later views take what they share with the first open from
//   firstOpen.js as it ran (rollup.laterShared.mjs), and a module that a page-load entry shares with them and that
//   needs firstOpen.js is in it (joinShared).
// An app's bundler cannot split a file, so this also decides its chunks.
import path from 'node:path'

/** What page-load code imports at the first open: firstOpen.js starts from these. */
const firstOpenRoots = [
  'kernel/core/createKernel.ts',
  'kernel/react/shell/Shell.tsx',
  'plugins/manifests.ts',
  'plugins/connect/index.ts',
  'plugins/account/index.ts',
  'plugins/network/index.ts',
  'plugins/email/index.ts',
  'plugins/socials/index.ts',
  'plugins/connect/views/ConnectView.tsx',
  'plugins/email/views/EmailInput.tsx',
]

/** The copy of a re-export hub that the package's own modules import (rollup.config.mjs, selfReference). */
export const internalHub = (file) => `${file.replace(/\.ts$/, '')}.internal.ts`

/** The re-export hubs the package's own modules import name by name (rollup.config.mjs, selfReference). */
export const hubEntries = ['ui', 'kit', 'embedded-wallet']

/**
 * Entries an app imports only from lazy code (plugin views and plugins, an adapter's late-loaded code), or not in
 * a browser at all.
 */
const lazyEntry = (name) => /^(ui|kit|embedded-wallet|siwx|testing|plugins)(\/|$)/.test(name)

/**
 * Entries that only code loaded after the first open's imports: the plugins (a manifest's `load`, which the kernel
 * calls) and `foyer/embedded-wallet` (for adapters' runtimes and plugins' code).
 */
export const laterEntry = (name) => /^(plugins\/|embedded-wallet$)/.test(name)

/**
 * Files that page-load code imports only when the kernel asks: an adapter's runtime, which `lazyAdapter` loads in the
 * adapter's `setup` (`adapters/<namespace>/create<Name>Runtime`), and the eip155 provider's answer schemas, read once
 * the kernel gave it the wallet's provider (`adapters/eip155/walletAnswers`); in the sources or in dist/modules/.
 */
export const laterFile = (file) => /(^|\/)adapters\/([\w-]+\/create\w+Runtime|eip155\/walletAnswers)\.[jt]s$/.test(file)

/**
 * `manualChunks` for rollup: `entries` maps entry names to files, as rollup's `input`. Each module gets the
 * name of its file (under dist/modules/), or none for an entry module, which stays its entry's file.
 */
export function firstOpenChunks(root, entries) {
  const entryFiles = new Set(Object.values(entries))
  let fileOf
  return (id, { getModuleInfo }) => {
    if (id.startsWith('\0') || id.includes('/node_modules/') || id.endsWith(internalHub(''))) return undefined
    fileOf ??= assignFiles(root, entries, getModuleInfo)
    if (entryFiles.has(id) && !fileOf.has(id)) return undefined
    return fileOf.get(id) ?? path.relative(root, id).replace(/\.[jt]sx?$/, '')
  }
}

/**
 * The modules `id` imports. Through a re-export hub (`foyer/ui`, `foyer/kit`: every plugin view imports from
 * them; `foyer/embedded-wallet`), only the modules of the names it imports, as rollup's tree-shaking keeps them.
 */
function importsOf(id, getModuleInfo, hubs) {
  const info = getModuleInfo(id)
  if (!info) return []
  const through = (info.ast?.body ?? []).filter(
    (node) => node.type === 'ImportDeclaration' && hubs.has(node.source.value),
  )
  const hubIds = new Set(through.map((node) => hubs.get(node.source.value).id))
  return [
    ...info.importedIds.filter((next) => !hubIds.has(next)),
    ...through.flatMap((node) => {
      const hub = hubs.get(node.source.value)
      return node.specifiers.map((specifier) => {
        const found = hub.sources.get(specifier.imported?.name ?? specifier.imported?.value)
        if (!found) throw new Error(`${id}: ${node.source.value} has no export ${specifier.imported?.name}`)
        return found
      })
    }),
  ]
}

/** A re-export hub's export names → the module each comes from. */
function hubSources(id, getModuleInfo) {
  const info = getModuleInfo(id)
  const stem = (file) => file.replace(/\.[jt]sx?$/, '')
  const byStem = new Map(info.importedIds.map((next) => [stem(next), next]))
  const sources = new Map()
  for (const node of info.ast.body)
    if (node.type === 'ExportNamedDeclaration' && node.source)
      for (const specifier of node.specifiers)
        sources.set(specifier.exported.name, byStem.get(stem(path.join(path.dirname(id), node.source.value))))
  return { id, sources }
}

/** The module → file map for the first open's modules (the others are their own files). */
function assignFiles(root, entries, getModuleInfo) {
  const hubs = new Map(
    hubEntries
      .map((name) => [`foyer/${name}`, internalHub(entries[name])])
      .filter(([, id]) => getModuleInfo(id))
      .map(([specifier, id]) => [specifier, hubSources(id, getModuleInfo)]),
  )
  // Each module's imports, read once: every lazy root's closure walks them again.
  const imports = new Map()
  const importsOnce = (id) => {
    if (!imports.has(id)) imports.set(id, importsOf(id, getModuleInfo, hubs))
    return imports.get(id)
  }
  // What `starts` import, and what those import (with `dynamic`, through import() too), not entering `stop`.
  const closure = (starts, stop, dynamic = false) => {
    const seen = new Set()
    const stack = [...starts]
    while (stack.length) {
      const id = stack.pop()
      if (!id || seen.has(id) || stop?.has(id)) continue
      seen.add(id)
      stack.push(...importsOnce(id))
      if (dynamic) stack.push(...(getModuleInfo(id)?.dynamicallyImportedIds ?? []))
    }
    return seen
  }
  const pageLoad = closure(
    Object.entries(entries)
      .filter(([name]) => !lazyEntry(name))
      .map(([, file]) => file),
  )
  const fileOf = new Map()
  for (const id of closure(
    firstOpenRoots.map((file) => path.join(root, file)),
    pageLoad,
  ))
    fileOf.set(id, 'firstOpen')
  joinShared(entries, getModuleInfo, importsOnce, closure, pageLoad, fileOf)
  return fileOf
}

/**
 * A module that files loaded after the first open use, that an entry an app may import at page load reaches too (so
 * it must keep importing what it needs; rollup.laterShared.mjs does not rewrite it), and that imports the first
 * open's file, goes into that file, with what it imports that page load does not: the later files then take
 * it from the first open's file too, and no lazy file but the first open's holds what that file holds (an app
 * bundler would make a chunk of it that the first open fetches after its own file). `foyer/ui`'s DetailList,
 * the directory's pages that headless and All Wallets share, `foyer/kit`'s RPC requests.
 */
function joinShared(entries, getModuleInfo, importsOnce, closure, pageLoad, fileOf) {
  const entryFiles = new Set(Object.values(entries))
  const reach = (starts, stop) => closure(starts, stop, true)
  const laterEntries = Object.entries(entries).filter(([name]) => laterEntry(name))
  const otherEntries = Object.entries(entries).filter(([name]) => !laterEntry(name))
  const runtimes = [...reach(Object.values(entries), new Set())].filter((id) => laterFile(id))
  for (;;) {
    const first = new Set(fileOf.keys())
    const dynamic = [...first].flatMap((id) => getModuleInfo(id)?.dynamicallyImportedIds ?? [])
    const later = reach([...dynamic, ...runtimes, ...laterEntries.map(([, file]) => file)], first)
    const early = reach(
      otherEntries.map(([, file]) => file),
      new Set([...first, ...runtimes]),
    )
    const needsFirst = (id) => importsOnce(id).some((next) => first.has(next))
    const shared = [...later].filter(
      (id) => early.has(id) && !pageLoad.has(id) && !entryFiles.has(id) && needsFirst(id),
    )
    if (!shared.length) return
    for (const id of closure(shared, pageLoad)) if (!entryFiles.has(id)) fileOf.set(id, 'firstOpen')
  }
}
