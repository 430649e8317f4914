// The import graph of the product code (kernel/, plugins/, adapters/), read from the sources.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'

const root = join(import.meta.dirname, '../..')
const isProduct = (file: string) =>
  /\.tsx?$/.test(file) && !/\.(test|world\.test)\.tsx?$|\.d\.ts$/.test(file) && !file.split('/').includes('testing')

function walk(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`
    return statSync(join(root, path)).isDirectory() ? walk(path) : isProduct(path) ? [path] : []
  })
}

const resolve = (from: string, spec: string) => {
  if (!spec.startsWith('.')) return undefined
  const base = normalize(join(dirname(from), spec)).replace(/\.js$/, '')
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => existsSync(join(root, candidate)))
}

/** Each product file and the product files it imports statically (type imports too; `import()` is lazy). */
export function importGraph(dirs = ['kernel', 'plugins', 'adapters']): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of dirs.flatMap(walk)) {
    const source = readFileSync(join(root, file), 'utf8')
    const targets = [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/gm)]
      .map((match) => resolve(file, match[1] as string))
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
