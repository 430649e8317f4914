// Bundles the frame page's script for browsers with esbuild (once, at start; a few hundred ms).
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const entry = fileURLToPath(new URL('./framePage.ts', import.meta.url))

let built: Promise<string> | undefined

/** The page script as one minified ES module (memoised per process). */
export function buildFramePage(): Promise<string> {
  built ??= build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    conditions: ['source'], // `foyer/kit` from the sources, as everywhere in the world
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text)
  built.catch(() => {
    built = undefined
  })
  return built
}
