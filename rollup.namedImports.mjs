// Sources import zod as a namespace (`import * as z from 'zod/mini'`, zod's own advice), and rollup keeps a
// namespace import of an external as it is. Bundlers differ on it: Vite and webpack keep only the members used,
// Turbopack keeps all of zod (toJSONSchema, locales, ...: 64 KB more on an app's first open). This plugin rewrites
// each module's namespace import into named imports of the members it uses (`z.object(...)` → `z_object(...)`,
// `import { object as z_object } from 'zod/mini'`), which every bundler shakes. A module that uses the namespace
// as a value (passes `z` around) is left as it is, and named in a warning.
import { parseAst } from 'rollup/parseAst'
import { children } from './rollup.children.mjs'

/** Whether `node`, an identifier named like the namespace, refers to it (not a property key or an export's name). */
function refersToBinding(node, parent) {
  if (parent.type === 'ImportNamespaceSpecifier') return false
  if (parent.type === 'ExportSpecifier' && parent.exported === node && parent.local !== node) return false
  if ((parent.type === 'Property' || parent.type === 'MethodDefinition') && parent.key === node && !parent.computed)
    return parent.shorthand === true
  if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) return false
  return true
}

/** The rewritten code, or undefined when `code` has no namespace import of `source` or uses it as a value. */
export function namedImportsOf(code, source) {
  const ast = parseAst(code)
  const declaration = ast.body.find(
    (node) =>
      node.type === 'ImportDeclaration' &&
      node.source.value === source &&
      node.specifiers.length === 1 &&
      node.specifiers[0].type === 'ImportNamespaceSpecifier',
  )
  if (!declaration) return undefined
  const local = declaration.specifiers[0].local.name
  const edits = []
  const used = new Set()
  let asValue = false
  const visit = (node, parent) => {
    const isMember =
      node.type === 'MemberExpression' &&
      !node.computed &&
      node.object.type === 'Identifier' &&
      node.object.name === local
    if (isMember) {
      used.add(node.property.name)
      edits.push({ start: node.start, end: node.end, text: `${local}_${node.property.name}` })
      return
    }
    if (node.type === 'Identifier' && node.name === local && refersToBinding(node, parent)) asValue = true
    for (const child of children(node)) visit(child, node)
  }
  for (const node of ast.body) if (node !== declaration) visit(node, ast)
  if (asValue) return undefined
  const names = [...used].sort().map((name) => `${name} as ${local}_${name}`)
  edits.push({
    start: declaration.start,
    end: declaration.end,
    text: names.length ? `import { ${names.join(', ')} } from '${source}';` : '',
  })
  let out = code
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
  return out
}

/** The rollup plugin: runs after esbuild (types gone), on every module of ours that imports `source`. */
export function namedImports(source) {
  return {
    name: 'foyer-named-imports',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes(source)) return null
      const rewritten = namedImportsOf(code, source)
      if (rewritten === undefined) {
        if (new RegExp(`import\\s*\\*\\s*as\\s+\\w+\\s+from\\s*['"]${source}['"]`).test(code))
          this.warn(`${id} uses its namespace import of ${source} as a value; bundlers may keep all of it`)
        return null
      }
      return { code: rewritten, map: null }
    },
  }
}
