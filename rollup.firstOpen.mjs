// How dist/ is cut into files (rollup's `manualChunks`), so that an app's bundler makes few chunks of the first
// open (issue 21): every chunk is one more request, and on a loaded 2-core machine each costs a few ms of the
// browser's time. Files in dist/:
// - each module that page-load code reaches (an entry an app imports at page load: `foyer`, `foyer/react`,
//   `foyer/wagmi`, `foyer/adapters/*`) is its own file, as with preserveModules, so the app's bundler keeps
//   what page load does not use out of it;
// - what the first open loads comes in three files, one per dynamic import that page-load code makes at the
//   click: the kernel (createKernel), the modal's shell (Shell), and the plugin catalogue together with the
//   built-in plugins and the Connect view's code (the catalogue's `firstViewCode`). Each holds its facade module
//   and the modules nothing else reaches, so importing it gives that module itself, and a fresh URL of it
//   (loadAgain) gives a whole fresh copy that no other file imports;
// - the first open's modules that other lazy code uses too (the UI primitives, kernel helpers) are one file,
//   shared.js, imported by those three and by the later views;
// - every other module is its own file, as before.
// An app's bundler cannot split a file, so this also decides its chunks.
import path from 'node:path'

/** The modules each first-open file starts from: its facade first. */
const firstOpenFiles = {
  'kernel/core/createKernel': ['kernel/core/createKernel.ts'],
  'kernel/react/shell/Shell': ['kernel/react/shell/Shell.tsx'],
  'plugins/catalogue': [
    'plugins/catalogue.ts',
    'plugins/connect/index.ts',
    'plugins/account/index.ts',
    'plugins/network/index.ts',
    'plugins/email/index.ts',
    'plugins/socials/index.ts',
    'plugins/connect/views/ConnectView.tsx',
    'plugins/email/views/EmailInput.tsx',
  ],
}

/** The copy of a re-export hub that the package's own modules import (rollup.config.mjs, selfReference). */
export const internalHub = (file) => `${file.replace(/\.ts$/, '')}.internal.ts`

/** Entries an app imports only from lazy code (plugin views and plugins), or not in a browser at all. */
const lazyEntry = (name) => /^(ui|kit|siwx|testing|plugins)(\/|$)/.test(name)

/**
 * `manualChunks` for rollup: `entries` maps entry names to files, as rollup's `input`. Each module gets the
 * name of its file (under dist/modules/), or none for an entry module, which stays its entry's file.
 */
export function firstOpenChunks(root, entries) {
  const entryFiles = new Set(Object.values(entries))
  let fileOf
  return (id, { getModuleIds, getModuleInfo }) => {
    if (id.startsWith('\0') || id.includes('/node_modules/') || id.endsWith(internalHub(''))) return undefined
    fileOf ??= assignFiles(root, entries, [...getModuleIds()], getModuleInfo)
    if (entryFiles.has(id) && !fileOf.has(id)) return undefined
    return fileOf.get(id) ?? path.relative(root, id).replace(/\.[jt]sx?$/, '')
  }
}

/**
 * The modules `id` imports. Through a re-export hub (`foyer/ui`, `foyer/kit`: every plugin view imports from
 * them), only the modules of the names it imports, as rollup's tree-shaking keeps them.
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
function assignFiles(root, entries, moduleIds, getModuleInfo) {
  const hubs = new Map(
    ['ui', 'kit']
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
  const closure = (starts, stop) => {
    const seen = new Set()
    const stack = [...starts]
    while (stack.length) {
      const id = stack.pop()
      if (seen.has(id) || stop?.has(id)) continue
      seen.add(id)
      stack.push(...importsOnce(id))
    }
    return seen
  }
  const pageLoad = closure(
    Object.entries(entries)
      .filter(([name]) => !lazyEntry(name))
      .map(([, file]) => file),
  )
  // Where lazy code starts: every module imported with import(), and the lazy entries.
  const lazyRoots = new Set(Object.entries(entries).flatMap(([name, file]) => (lazyEntry(name) ? [file] : [])))
  for (const id of moduleIds) if (getModuleInfo(id)?.dynamicImporters.length) lazyRoots.add(id)
  const reachedFrom = new Map()
  for (const start of lazyRoots)
    for (const id of closure([start], pageLoad)) reachedFrom.set(id, [...(reachedFrom.get(id) ?? []), start])

  const fileOf = new Map()
  for (const [file, members] of Object.entries(firstOpenFiles)) {
    const own = new Set(members.map((member) => path.join(root, member)))
    for (const id of closure(own, pageLoad)) {
      const only = reachedFrom.get(id)?.every((start) => own.has(start))
      if (!fileOf.has(id)) fileOf.set(id, only ? file : 'shared')
      else if (fileOf.get(id) !== file) fileOf.set(id, 'shared')
    }
  }
  return fileOf
}
