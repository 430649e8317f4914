// README.md's TypeScript is code a user can paste: each ```ts and ```tsx block is a file of an app that installed
// the packed package (installPackage.ts), type-checked with its imports (tsc, strict). A block that begins with
// `// file: <name>` is that file, so the others import it (`./options.js`); one that names a file of this repository
// (`playground/examples/...`) must be that file, word for word, as its own build checks it (examples.test.ts).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, inject, test } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')

interface Snippet {
  /** The README line of the block's opening fence. */
  line: number
  language: 'ts' | 'tsx'
  code: string
  /** The `// file: <name>` it begins with. */
  file?: string
}

function snippets(): Snippet[] {
  const found: Snippet[] = []
  for (const match of readme.matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)) {
    const line = readme.slice(0, match.index).split('\n').length
    const code = match[2]!
    const file = /^\/\/ file: (\S+)/.exec(code)?.[1]
    found.push({ line, language: match[1] as Snippet['language'], code, ...(file ? { file } : {}) })
  }
  return found
}

const repositoryFile = (snippet: Snippet) => snippet.file?.includes('/')

test('README has TypeScript snippets, and a file named twice is one file', () => {
  const all = snippets()
  expect(all.length).toBeGreaterThan(15)
  const named = all.flatMap((snippet) => (snippet.file ? [snippet.file] : []))
  expect(new Set(named).size).toBe(named.length)
})

test('each snippet that names a file of this repository is that file', () => {
  for (const snippet of snippets().filter(repositoryFile)) {
    const body = snippet.code.slice(snippet.code.indexOf('\n') + 1)
    expect(body, `README line ${snippet.line}`).toBe(fs.readFileSync(path.join(root, snippet.file!), 'utf8'))
  }
})

test('every other snippet type-checks against the installed package, imports included', () => {
  const dir = path.join(inject('packageApp'), 'readme')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir)
  const names = new Map<string, number>()
  for (const snippet of snippets().filter((snippet) => !repositoryFile(snippet))) {
    const name = snippet.file ?? `readme-line-${snippet.line}.${snippet.language}`
    names.set(name, snippet.line)
    fs.writeFileSync(path.join(dir, name), snippet.code)
  }
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noUncheckedIndexedAccess: true,
        isolatedModules: true,
        verbatimModuleSyntax: true,
        skipLibCheck: true,
        noEmit: true,
        types: ['node'],
      },
      include: ['*.ts', '*.tsx'],
    }),
  )
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc')
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], {
    cwd: dir,
    encoding: 'utf8',
  })
  // Each error with the README line of its snippet.
  const errors = result.stdout
    .split('\n')
    .filter((line) => line.includes('error TS'))
    .map((line) => {
      const file = line.slice(0, line.indexOf('('))
      return `README line ${names.get(file) ?? '?'} (${line})`
    })
  expect(errors).toEqual([])
  expect(result.status).toBe(0)
}, 120_000)
