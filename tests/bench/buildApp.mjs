// Builds one bench app with esbuild exactly as shared/bench-peers/build.mjs does (same options), and
// accounts its size per output file: gzip level 9 of each .js file on its own, summed.
// `foyer` and `foyer/*` resolve to the built package (dist/, the `import` condition of package.json
// exports), as an installed package would. With `reactExternal`, react, react-dom and scheduler stay
// imports, so the figures exclude React exactly.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import * as esbuild from 'esbuild'

export const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length

const REACT_EXTERNAL = ['react', 'react/*', 'react-dom', 'react-dom/*', 'scheduler', 'scheduler/*']
const isReactInput = (input) => /node_modules\/(react|react-dom|scheduler)\//.test(input)
/** The package an input file belongs to (the last node_modules segment), or `foyer`. */
const packageOf = (input) => {
  const found = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)
  return found ? found[found.length - 1].replace('node_modules/', '') : 'foyer'
}

/** Resolves the package's self-references to dist/, from package.json `exports` (`import` condition). */
function foyerFromDist(root) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
  const targets = Object.entries(pkg.exports)
    .filter(([, value]) => typeof value === 'object' && value.import)
    .map(([key, value]) => ({ key: key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`, file: value.import }))
  const resolve = (id) => {
    for (const { key, file } of targets) {
      const star = key.indexOf('*')
      if (star === -1 && id === key) return path.join(root, file)
      if (star !== -1 && id.startsWith(key.slice(0, star))) return path.join(root, file.replace('*', id.slice(star)))
    }
    return null
  }
  return {
    name: 'foyer-from-dist',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${pkg.name}(/|$)`) }, (args) => {
        const file = resolve(args.path)
        if (!file || !fs.existsSync(file))
          return { errors: [{ text: `${args.path}: no built file (run npm run build)` }] }
        return { path: file, sideEffects: pkg.sideEffects === false ? false : undefined }
      })
    },
  }
}

/** Packages that are not installed (optional peers such as @solana/web3.js) stay imports; reported. */
function missingPackagesExternal(missing) {
  const installed = (name, dir) => {
    for (let d = dir; ; d = path.dirname(d)) {
      if (fs.existsSync(path.join(d, 'node_modules', name, 'package.json'))) return true
      if (path.dirname(d) === d) return false
    }
  }
  return {
    name: 'missing-packages-external',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        const parts = args.path.split('/')
        const name = args.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
        if (name === 'foyer' || installed(name, args.resolveDir || process.cwd())) return null
        missing.add(name)
        return { path: args.path, external: true }
      })
    },
  }
}

/**
 * Builds `entry` (relative to `appDir`) into `outdir` and returns the per-file sizes:
 * static = main.js and everything it reaches through static imports; lazy = the rest.
 */
export async function buildApp({ root, appDir, entry, outdir, reactExternal = false, title = 'bench' }) {
  fs.rmSync(outdir, { recursive: true, force: true })
  const missing = new Set()
  const started = performance.now()
  const result = await esbuild.build({
    absWorkingDir: appDir,
    entryPoints: { main: entry },
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    platform: 'browser',
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    loader: { '.png': 'file', '.svg': 'file', '.woff': 'file', '.woff2': 'file', '.jpg': 'file', '.gif': 'file' },
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
    external: reactExternal ? REACT_EXTERNAL : [],
    plugins: [foyerFromDist(root), missingPackagesExternal(missing)],
  })
  const buildMs = performance.now() - started
  fs.writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile)) // for looking into a figure
  const outputs = result.metafile.outputs
  const jsKeys = Object.keys(outputs).filter((key) => key.endsWith('.js'))
  const entryKey = path.relative(appDir, path.join(outdir, 'main.js'))
  const staticKeys = new Set()
  const stack = [entryKey]
  while (stack.length) {
    const key = stack.pop()
    if (staticKeys.has(key)) continue
    staticKeys.add(key)
    for (const imp of outputs[key].imports) if (imp.kind === 'import-statement' && !imp.external) stack.push(imp.path)
  }
  const files = jsKeys.map((key) => {
    const buffer = fs.readFileSync(path.join(appDir, key))
    const reactBytes = Object.entries(outputs[key].inputs)
      .filter(([input]) => isReactInput(input))
      .reduce((sum, [, info]) => sum + info.bytesInOutput, 0)
    return {
      file: path.relative(outdir, path.join(appDir, key)),
      raw: buffer.length,
      gzip: gzipSize(buffer),
      static: staticKeys.has(key),
      entry: key === entryKey,
      reactBytes,
      inputs: Object.entries(outputs[key].inputs).map(([input, info]) => [
        input.replace(/^(\.\.\/)+/, ''),
        info.bytesInOutput,
      ]),
      packages: Object.entries(outputs[key].inputs).reduce((bytes, [input, info]) => {
        bytes[packageOf(input)] = (bytes[packageOf(input)] ?? 0) + info.bytesInOutput
        return bytes
      }, {}),
    }
  })
  const preload = files
    .filter((f) => f.static && !f.entry)
    .map((f) => `<link rel="modulepreload" href="./${f.file}">`)
    .join('\n')
  fs.writeFileSync(
    path.join(outdir, 'index.html'),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
${preload}
</head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>
`,
  )
  const total = (list) => ({
    files: list.length,
    raw: sum(list, 'raw'),
    gzip: sum(list, 'gzip'),
    packages: packages(list),
    inputs: list.flatMap((f) => f.inputs).sort((a, b) => b[1] - a[1]),
  })
  return {
    buildMs,
    files,
    static: total(files.filter((f) => f.static)),
    lazy: total(files.filter((f) => !f.static)),
    all: total(files),
    missing: [...missing].sort(),
    warnings: result.warnings.map((w) => w.text),
  }
}

const sum = (list, key) => list.reduce((total, item) => total + item[key], 0)

/** Minified bytes per package over some files, largest first. */
function packages(list) {
  const bytes = {}
  for (const file of list) for (const [name, n] of Object.entries(file.packages)) bytes[name] = (bytes[name] ?? 0) + n
  return Object.entries(bytes).sort((a, b) => b[1] - a[1])
}

/** Sizes of the named files of a build (for the files the browser requested). */
export function sizeOf(build, names) {
  const byName = new Map(build.files.map((f) => [f.file, f]))
  const picked = names.map((name) => byName.get(name)).filter(Boolean)
  return {
    files: picked.length,
    raw: sum(picked, 'raw'),
    gzip: sum(picked, 'gzip'),
    reactBytes: sum(picked, 'reactBytes'),
  }
}

/**
 * Which part of Foyer (or which package) the named files of a build hold: each file's gzip bytes shared
 * out by its inputs' minified bytes. Parts: `foyer` (kernel), `foyer/react` (kernel/react), `plugins/<name>`,
 * `adapters/<name>`, or the package name. Largest first, as [part, gzip bytes].
 */
export function byPart(build, names) {
  const byName = new Map(build.files.map((f) => [f.file, f]))
  const parts = {}
  for (const name of names) {
    const file = byName.get(name)
    if (!file) continue
    const total = file.inputs.reduce((n, [, bytes]) => n + bytes, 0) || 1
    for (const [input, bytes] of file.inputs) {
      const part = partOf(input)
      parts[part] = (parts[part] ?? 0) + (file.gzip * bytes) / total
    }
  }
  return Object.entries(parts)
    .map(([part, gzip]) => [part, Math.round(gzip)])
    .sort((a, b) => b[1] - a[1])
}

const partOf = (input) => {
  if (input.includes('node_modules/')) return packageOf(input)
  const inDist = input.match(/dist\/(?:modules\/)?(.*)$/)?.[1] ?? input
  const area = inDist.match(/^(plugins|adapters)\/([^/.]+)/)
  if (area) return `${area[1]}/${area[2]}`
  if (inDist.startsWith('kernel/react/') || inDist === 'react.js' || inDist === 'ui.js') return 'foyer/react'
  return inDist.startsWith('src/') ? 'the app' : 'foyer'
}
