// A plugin's `import(`./${locale}.ts`)` in its locales/index.ts (or the kernel's `./locales/${locale}.ts`; Vite
// resolves it from the folder) becomes, in dist/, one static import per file of that folder, so every bundler
// (webpack, Turbopack, esbuild) finds them.
import fs from 'node:fs'
import path from 'node:path'

const pattern = /import\(`\.\/(locales\/)?\$\{(\w+)\}\.ts`\)/g

export function localeImports() {
  return {
    name: 'foyer-locale-imports',
    transform(code, id) {
      if (!code.includes('import(`./locales/${') && !code.includes('import(`./${')) return null
      const replaced = code.replace(pattern, (_, folder = '', name) => {
        const dir = path.join(path.dirname(id), folder)
        const files = fs.readdirSync(dir).filter((file) => /^[a-z]{2}\.ts$/.test(file))
        const cases = files.map((file) => `${JSON.stringify(file.slice(0, -3))}: () => import('./${folder}${file}')`)
        return `({ ${cases.join(', ')} })[${name}]()`
      })
      return { code: replaced, map: null }
    },
  }
}
