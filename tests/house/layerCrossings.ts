// The layer rules of plugin authors (issue 33): adapters/ imports nothing of plugins/, plugins/ nothing of adapters/
// (the embedded-wallet piece's public entry excepted), and a plugin nothing of another plugin; lazy `import()` too.
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { resolveImport, root, walk } from './importGraph.js'

/** One import of a product file: what it wrote, and the product file that names (undefined: a package). */
export interface ImportEdge {
  file: string
  spec: string
  target: string | undefined
}

/** Every import of the product files under `dirs`, static, re-exports and `import()`, `foyer/*` resolved to files. */
export function importEdges(dirs = ['kernel', 'plugins', 'adapters']): ImportEdge[] {
  const pattern = /(?:^|\s)(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm
  return dirs.flatMap(walk).flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(pattern)].map((match) => {
      const spec = (match[1] ?? match[2]) as string
      const target = resolveImport(file, spec, true)
      return { file, spec, target: target && relative(root, join(root, target)) }
    }),
  )
}

/** The plugin a file belongs to (`plugins/<id>/...`); none for the files beside the plugins (the catalogue). */
const pluginOf = (file: string) => /^plugins\/([^/]+)\//.exec(file)?.[1]

/** The imports that cross a layer, as `file -> spec`: each rule's findings, in the edges' order. */
export function layerCrossings(edges: readonly ImportEdge[]): string[] {
  return edges.flatMap(({ file, spec, target }) => {
    if (!target) return []
    const line = `${file} -> ${spec}`
    if (file.startsWith('adapters/') && target.startsWith('plugins/')) return [`adapter imports a plugin: ${line}`]
    // A plugin reaches adapters/ only through a public entry that is not an adapter's (foyer/embedded-wallet).
    const byEntry = spec.startsWith('foyer/') && !spec.startsWith('foyer/adapters/')
    if (file.startsWith('plugins/') && target.startsWith('adapters/') && !byEntry)
      return [`plugin imports an adapter: ${line}`]
    const from = pluginOf(file)
    const to = pluginOf(target)
    if (from && to && from !== to) return [`plugin imports another plugin: ${line}`]
    return []
  })
}
