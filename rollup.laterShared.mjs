// The files loaded after the first open take what they share with it from an object its file fills as it runs, not
// by importing it. An app bundler that splits code (esbuild, rollup without Vite) gives a file that other lazy files
// import a chunk of its own, and leaves at the dynamic import's address a file that only re-exports it: the first
// open fetched that file, read it, and only then fetched the chunks it names (a second round trip, about 30 ms at 4×
// CPU in the bench app). With no lazy file importing firstOpen.js, its code is one chunk, fetched at the click.
// - The later files are those that load only after firstOpen.js ran: its dynamic imports, the entries the kernel's
//   code loads (`foyer/plugins/*` through a manifest's `load`, `foyer/embedded-wallet`) and the files page-load code
//   imports only when the kernel asks (an adapter's runtime), with what they import, but for what an entry an app may
//   import at page load reaches (statically, or through its own dynamic imports): rollup.firstOpen.mjs names them.
// - A later file's imports of firstOpen.js, of what firstOpen.js imports (zod, and page-load modules, which an app
//   bundler leaves out of page load when page load does not use them) and of a page-load module that imports one of
//   these become one `const { ... } = firstOpenShared` at its top; firstOpen.js imports what they name and fills
//   `firstOpenShared` (an object added to loadAgain.js, a page-load file) once its own code has run.
// - React and React DOM stay imports: page load has them.
// `foyer/ui` and `foyer/kit` keep their imports of firstOpen.js, since an app may import them at page load (foyer/ui's
// QrCode in a headless app, foyer/kit's booleanSetting in a manifest): an app whose own plugin views import them gets
// the second round trip back under esbuild. What those entries share with later views and that needs firstOpen.js is in it
// (rollup.firstOpen.mjs, joinShared), so later views take it from there too.
import path from 'node:path'
import { parseAst } from 'rollup/parseAst'

/** The object's name, in the hub's file and in the files that read it. */
const sharedName = 'firstOpenShared'

/** The files `roots` import, and what those import; with `dynamic`, through import() too; `stop`'s are not entered. */
function reach(byName, roots, { dynamic = false, stop = new Set(), externals = false } = {}) {
  const seen = new Set()
  for (const stack = [...roots]; stack.length; ) {
    const name = stack.pop()
    if (seen.has(name) || stop.has(name) || (!externals && !byName.has(name))) continue
    seen.add(name)
    const chunk = byName.get(name)
    if (chunk) stack.push(...chunk.imports, ...(dynamic ? chunk.dynamicImports : []))
  }
  return seen
}

/** The bundle's file (or an external's id) an import's source names, from the file `from`. */
function target(from, source) {
  return source.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(from), source)) : source
}

/** `source` as an import written in `from` (a relative path for a file of the bundle, an external as it is). */
function sourceFrom(from, file, byName) {
  if (!byName.has(file)) return file
  const relative = path.posix.relative(path.posix.dirname(from), file)
  return relative.startsWith('.') ? relative : `./${relative}`
}

/**
 * The files a later file takes from firstOpen.js: firstOpen.js, what it imports (and what those import), and each
 * file that later files import and that imports one of these (a page-load file that page load may not use, such as
 * formatQuantity.js: it and firstOpen.js would both import formatCurrency.js), with what it imports.
 */
function routedFiles(byName, first, later, pageLoad, pageLoadRoot) {
  const certain = reach(byName, [pageLoadRoot], { externals: true })
  const routed = new Set()
  const route = (names) => {
    for (const stack = [...names]; stack.length; ) {
      const name = stack.pop()
      if (routed.has(name) || pageLoad.test(name) || certain.has(name)) continue
      routed.add(name)
      if (byName.has(name)) stack.push(...byName.get(name).imports)
    }
  }
  route([first.fileName])
  const laterSet = new Set(later)
  const touches = (name) => [...reach(byName, byName.get(name).imports, { externals: true })].some((n) => routed.has(n))
  for (;;) {
    const imported = new Set(later.flatMap((name) => byName.get(name).imports))
    const more = [...imported].filter(
      (name) => byName.has(name) && !routed.has(name) && !laterSet.has(name) && touches(name),
    )
    if (!more.length) return routed
    route(more)
  }
}

/**
 * What firstOpen.js gives: its exports by their names, and each other (file, name) a later file takes under a key of
 * its own (`_$0`, ...), which firstOpen.js imports when it does not already. `fill` writes the imports it needs and
 * the statement that fills the object.
 */
function sharedValues(first, fail) {
  const exported = new Map() // export name -> local name
  const imported = new Map() // `${file}\0${name}` -> firstOpen.js's local name for it
  for (const node of parseAst(first.code).body) {
    if (node.type === 'ExportNamedDeclaration' && !node.source && !node.declaration)
      for (const s of node.specifiers) exported.set(s.exported.name, s.local.name)
    if (node.type === 'ImportDeclaration')
      for (const s of node.specifiers)
        if (s.type === 'ImportSpecifier')
          imported.set(`${target(first.fileName, node.source.value)}\0${s.imported.name}`, s.local.name)
  }
  const keys = new Map() // `${file}\0${name}` -> key
  const missing = new Map() // file -> [[name, key]] that firstOpen.js must import
  return {
    key(file, name) {
      if (file === first.fileName) {
        if (!exported.has(name)) fail(`${file} exports no ${name}`)
        keys.set(`${file}\0${name}`, name)
        return name
      }
      const id = `${file}\0${name}`
      if (keys.has(id)) return keys.get(id)
      const key = `_$${keys.size}`
      if (exported.has(key)) fail(`${first.fileName} exports ${key} already`)
      keys.set(id, key)
      if (!imported.has(id)) {
        missing.set(file, [...(missing.get(file) ?? []), [name, key]])
        imported.set(id, key)
      }
      return key
    },
    fill(byName) {
      const values = [...keys].map(([id, key]) => {
        const local = id.startsWith(`${first.fileName}\0`) ? exported.get(key) : imported.get(id)
        return local === key ? key : `${key}: ${local}`
      })
      const imports = [...missing].map(
        ([file, names]) =>
          `import { ${names.map(([name, key]) => `${name} as ${key}`).join(', ')} } from '${sourceFrom(first.fileName, file, byName)}';`,
      )
      return [...imports, `Object.assign(${sharedName}, { ${values.join(', ')} });`].join('\n')
    },
  }
}

/**
 * `code` of the later file `name` with its imports (and re-exports) of routed files made one `const { key: local }`
 * from the object, or undefined when it has none.
 */
function takeFromFirstOpen(name, code, routed, shared, fail) {
  const removed = []
  const bindings = []
  const reexports = []
  for (const node of parseAst(code).body) {
    const file = node.source && target(name, node.source.value)
    if (!file || !routed.has(file)) continue
    if (node.type === 'ExportAllDeclaration') fail(`${name} re-exports all of ${file}`)
    for (const s of node.specifiers) {
      if (s.type === 'ImportNamespaceSpecifier') fail(`${name} imports ${file} as a namespace`)
      if (node.type === 'ExportNamedDeclaration') {
        const local = `_$re${reexports.length}`
        bindings.push(`${shared.key(file, s.local.name)}: ${local}`)
        reexports.push(`${local} as ${s.exported.name}`)
      } else
        bindings.push(
          `${shared.key(file, s.type === 'ImportDefaultSpecifier' ? 'default' : s.imported.name)}: ${s.local.name}`,
        )
    }
    removed.push(node)
  }
  if (!removed.length) return undefined
  let rest = code
  for (const node of removed.reverse()) rest = rest.slice(0, node.start) + rest.slice(node.end)
  const header = [`const { ${bindings.join(', ')} } = ${sharedName};`]
  if (reexports.length) header.push(`export { ${reexports.join(', ')} };`)
  return `${header.join('\n')}\n${rest.replace(/^\n+/, '')}`
}

/**
 * rollup plugin. `firstOpen` and `hub` are file names in the output (`modules/firstOpen.js`; the page-load file that
 * holds the object); `laterEntry(name)` tells the entries that only the first open's code loads, `laterFile(fileName)`
 * the other files page-load code loads only when the kernel asks (an adapter's runtime); `pageLoadRoot` is a file every
 * app's page load has with all it imports (createFoyer.js: later files import those as they are); `pageLoad` matches
 * the externals page load has.
 */
export function laterShared({ firstOpen, hub, pageLoadRoot, laterEntry, laterFile, pageLoad }) {
  return {
    name: 'foyer-later-shared',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const first = byName.get(firstOpen)
      if (!first || !byName.has(hub)) return this.error(`laterShared: ${firstOpen} or ${hub} is not in the bundle`)
      const entries = (later) => chunks.filter((c) => c.isEntry && laterEntry(c.name) === later).map((c) => c.fileName)
      const runtimes = chunks.map((chunk) => chunk.fileName).filter((name) => laterFile(name))
      const early = reach(byName, entries(false), { dynamic: true, stop: new Set([firstOpen, ...runtimes]) })
      const later = [
        ...reach(byName, [...first.dynamicImports, ...runtimes, ...entries(true)], {
          dynamic: true,
          stop: new Set([firstOpen]),
        }),
      ].filter((name) => !early.has(name))
      const routed = routedFiles(byName, first, later, pageLoad, pageLoadRoot)
      const fail = (message) => this.error(`laterShared: ${message}`)
      // The names this plugin writes must be free: `_$<n>` in firstOpen.js, the object's name in the hub's file.
      if (/\b_\$\d/.test(first.code) || byName.get(hub).code.includes(sharedName)) fail('a name it writes is taken')
      const shared = sharedValues(first, fail)
      for (const name of later) {
        const taken = takeFromFirstOpen(name, byName.get(name).code, routed, shared, fail)
        if (taken) byName.get(name).code = `import { ${sharedName} } from '${sourceFrom(name, hub, byName)}';\n${taken}`
      }
      first.code = `${first.code}\nimport { ${sharedName} } from '${sourceFrom(firstOpen, hub, byName)}';\n${shared.fill(byName)}\n`
      const hubChunk = byName.get(hub)
      hubChunk.code = `${hubChunk.code}\nconst ${sharedName} = {};\nexport { ${sharedName} };\n`
    },
  }
}
