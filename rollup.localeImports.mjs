// A manifest's `locales: (locale) => import(`./locales/${locale}.ts`)` (Vite resolves it from the folder) becomes,
// in dist/, one static import per file of that folder, so every bundler (webpack, Turbopack, esbuild) finds them.
import fs from 'node:fs'
import path from 'node:path'

const pattern = /import\(`\.\/locales\/\$\{(\w+)\}\.ts`\)/g

export function localeImports() {
  return {
    name: 'foyer-locale-imports',
    transform(code, id) {
      if (!code.includes('import(`./locales/${')) return null
      const dir = path.join(path.dirname(id), 'locales')
      const files = fs.readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
      const replaced = code.replace(pattern, (_, name) => {
        const cases = files.map((file) => `${JSON.stringify(file.slice(0, -3))}: () => import('./locales/${file}')`)
        return `({ ${cases.join(', ')} })[${name}]()`
      })
      return { code: replaced, map: null }
    },
  }
}
