// The build's later files (rollup.laterShared.mjs): what a file loaded after the first open shares with it, it takes
// from an object the first open's file fills as it runs, so no lazy file imports that file and an app bundler keeps
// its code in one chunk. Built here with rollup from a small package, then run in Node.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { rollup } from 'rollup'
import { beforeAll, expect, test } from 'vitest'
// @ts-expect-error: a build script in plain JavaScript, without types
import { laterShared } from '../../rollup.laterShared.mjs'

const sources: Record<string, string> = {
  // Page load: the package's entry (the app may not use all it exports), createFoyer (every app's page load has it),
  // the hub's file, a formatter the first open uses, and a page-load file that page load does not use but a later
  // file does, which imports that formatter.
  'main.js': `import { createFoyer } from './createFoyer.js'
export { formatTwice } from './formatTwice.js'
export const open = () => createFoyer().open()`,
  'createFoyer.js': `import { loadAgain } from './loadAgain.js'
import { prefix } from './prefix.js'
export const createFoyer = () => ({ id: prefix, open: () => loadAgain(() => import('./firstOpen.js')) })`,
  'prefix.js': "export const prefix = 'foyer'",
  'loadAgain.js': 'export const loadAgain = (load) => load()',
  'format.js': "export const format = (value) => '<' + value + '>'\nexport const unused = 1",
  'formatTwice.js': `import { format } from './format.js'
export const formatTwice = (value) => format(format(value))`,
  // The first open's file: its own code, zod and the formatter; it loads the later view.
  'firstOpen.js': `import { string } from 'zod/mini'
import { format } from './format.js'
export const Button = (label) => format(label)
export const schema = string()
export const loadView = () => import('./View.js')`,
  // A later view: the first open's exports (one re-exported), zod members the first open does not import, and the
  // page-load file that imports the formatter.
  'View.js': `import { Button as Label, schema } from './firstOpen.js'
import { number } from 'zod/mini'
import { formatTwice } from './formatTwice.js'
import { prefix } from './prefix.js'
export { Button } from './firstOpen.js'
export const drawn = [Label('ok'), schema.parse('text'), number().parse(2), formatTwice('x'), prefix]`,
  // A plugin's entry, which a manifest's load imports.
  'plugin.js': `import { Button } from './firstOpen.js'
export const plugin = { title: Button('plugin') }`,
}

let dir = ''
let files: Record<string, string> = {}
const read = (name: string) => files[name] ?? ''

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'later-shared-'))
  const src = path.join(dir, 'src')
  fs.mkdirSync(src)
  for (const [name, code] of Object.entries(sources)) fs.writeFileSync(path.join(src, name), code)
  const bundle = await rollup({
    input: { main: path.join(src, 'main.js'), 'plugins/demo': path.join(src, 'plugin.js') },
    external: (id) => id.startsWith('zod'),
    treeshake: { moduleSideEffects: false },
    plugins: [
      laterShared({
        firstOpen: 'modules/firstOpen.js',
        hub: 'modules/loadAgain.js',
        pageLoadRoot: 'modules/createFoyer.js',
        laterEntry: (name: string) => name.startsWith('plugins/'),
        laterFile: () => false,
        pageLoad: /^react/,
      }),
    ],
  })
  const out = path.join(dir, 'dist')
  const { output } = await bundle.write({
    dir: out,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'modules/[name].js',
    manualChunks: (id) => (id.startsWith(src) ? path.basename(id, '.js') : undefined),
    hoistTransitiveImports: false,
  })
  files = Object.fromEntries(output.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file.code]] : [])))
  // zod resolves from this repository's node_modules.
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'))
})

test('no later file imports the first open’s file, zod or what the first open’s file imports', () => {
  for (const name of ['modules/View.js', 'plugins/demo.js']) {
    expect(read(name)).not.toMatch(/from '[^']*(firstOpen|format)\.js'/)
    expect(read(name)).not.toContain("from 'zod/mini'")
    expect(read(name)).toContain("import { firstOpenShared } from '")
  }
})

test('the first open’s file imports what later files take and it did not import, and fills the object', () => {
  const first = read('modules/firstOpen.js')
  expect(first).toMatch(/import \{ number as _\$\d+ \} from 'zod\/mini'/)
  expect(first).toMatch(/from '\.\/formatTwice\.js'/)
  expect(first).toMatch(/Object\.assign\(firstOpenShared, \{[^}]*Button/)
  expect(read('modules/loadAgain.js')).toContain('export { firstOpenShared }')
})

test('a later view and a plugin loaded after the first open get its values, zod’s and the page-load file’s', async () => {
  const main = await import(pathToFileURL(path.join(dir, 'dist/main.js')).href)
  const first = await main.open()
  const view = await first.loadView()
  expect(view.drawn).toEqual(['<ok>', 'text', 2, '<<x>>', 'foyer'])
  expect(view.Button('re-exported')).toBe('<re-exported>')
  const plugin = await import(pathToFileURL(path.join(dir, 'dist/plugins/demo.js')).href)
  expect(plugin.plugin.title).toBe('<plugin>')
})

test('page-load files keep their imports, and later files theirs of what every page load has', () => {
  expect(read('modules/View.js')).toContain("from './prefix.js'")
  expect(read('modules/formatTwice.js')).toContain("from './format.js'")
  expect(read('main.js')).not.toContain('firstOpenShared')
})
