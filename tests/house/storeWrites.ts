// Where plugins write the kernel's store directly (`store.update(...)`), read from the sources.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '../..')

function walk(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`
    if (statSync(join(root, path)).isDirectory()) return walk(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

/** A call of the store's `update` (`store.update(`, `kernel.store.update(`, `store\n  .update(`). */
const storeUpdate = /\bstore\s*\??\.\s*update\s*\(/

/** The lines (`file:line`) of `sources` (path -> text) that call the store's `update`. */
export function storeWrites(sources: ReadonlyMap<string, string>): string[] {
  return [...sources].flatMap(([file, text]) =>
    text.split('\n').flatMap((line, index) => (storeUpdate.test(line) ? [`${file}:${index + 1}`] : [])),
  )
}

/** Every TypeScript file under `dir` (tests too), with its text. */
export const sourcesUnder = (dir: string): Map<string, string> =>
  new Map(walk(dir).map((file) => [file, readFileSync(join(root, file), 'utf8')]))
