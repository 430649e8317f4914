// The import graph of the product code (kernel/, plugins/, adapters/), read from the sources.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'

export const root = join(import.meta.dirname, '../..')
const isProduct = (file: string) =>
  /\.tsx?$/.test(file) && !/\.(test|world\.test)\.tsx?$|\.d\.ts$/.test(file) && !file.split('/').includes('testing')

/** The product files under `dir` (tests and testing helpers left out). */
export function walk(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`
    return statSync(join(root, path)).isDirectory() ? walk(path) : isProduct(path) ? [path] : []
  })
}

/** The package's own entries (`foyer/kit`, `foyer/adapters/eip155`...) -> their source, from package.json's exports. */
function entrySource(spec: string): string | undefined {
  const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { source?: string }>
  }
  for (const [key, target] of Object.entries(exports)) {
    const source = typeof target === 'string' ? undefined : target.source?.slice(2)
    const name = `foyer${key.slice(1)}`
    const [before = '', after = ''] = name.split('*')
    if (!source) continue
    if (!name.includes('*') && spec === name) return source
    if (name.includes('*') && spec.startsWith(before) && spec.endsWith(after) && spec.length > before.length)
      return source.replace('*', spec.slice(before.length, spec.length - after.length))
  }
  return undefined
}

/** The product file an import names (a relative path, or with `entries` the package's own `foyer/*` name), if any. */
export const resolveImport = (from: string, spec: string, entries: boolean) => {
  if (entries && (spec === 'foyer' || spec.startsWith('foyer/'))) return entrySource(spec)
  if (!spec.startsWith('.')) return undefined
  const base = normalize(join(dirname(from), spec)).replace(/\.js$/, '')
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => existsSync(join(root, candidate)))
}

/**
 * Each product file and the product files it imports statically (type imports too; `import()` is lazy). With
 * `entries`, an import of the package's own name (`foyer/embedded-wallet`...) counts as one of its entry's file.
 */
export function importGraph(dirs = ['kernel', 'plugins', 'adapters'], { entries = false } = {}): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of dirs.flatMap(walk)) {
    const source = readFileSync(join(root, file), 'utf8')
    const targets = [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/gm)]
      .map((match) => resolveImport(file, match[1] as string, entries))
      .filter((target): target is string => target !== undefined && isProduct(relative(root, join(root, target))))
    graph.set(file, targets)
  }
  return graph
}

/** The import cycles of a graph (its strongly connected components of two files or more). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const cycles: string[][] = []
  const visit = (file: string) => {
    index.set(file, next)
    low.set(file, next++)
    stack.push(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number))
      } else if (stack.includes(target)) low.set(file, Math.min(low.get(file) as number, index.get(target) as number))
    }
    if (low.get(file) !== index.get(file)) return
    const component = stack.splice(stack.indexOf(file))
    if (component.length > 1) cycles.push(component.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return cycles
}
