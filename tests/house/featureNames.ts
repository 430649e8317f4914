// The kernel names no feature (issue 33): no feature key in its code, comments aside. A string that is the key
// (`'swaps'`), or quotes it in backticks (`` `siwx` `` in a message), `features.<key>`, and in the settings'
// folders (kernel/options, kernel/config) a member named after one (elsewhere `email` is a user's field).
import ts from 'typescript'

/** The feature keys of SPEC §3 and §9 that plugins own. */
export const featureKeys = [
  'email',
  'socials',
  'swaps',
  'send',
  'receive',
  'onramp',
  'activity',
  'names',
  'siwx',
  'pay',
  'sessions',
] as const

const isKey = (text: string) => (featureKeys as readonly string[]).includes(text)
const quotedKeys = (text: string) => [...text.matchAll(/`(\w+)`/g)].map((match) => match[1] as string).filter(isKey)

/** The feature keys `source` (the file `file`) names in its code, each once, in the order found. */
export function featureNamesIn(file: string, source: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind)
  const settings = /^kernel\/(options|config)\//.test(file)
  const found = new Set<string>()
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      if (isKey(node.text)) found.add(node.text)
      for (const key of quotedKeys(node.text)) found.add(key)
    }
    if (ts.isPropertyAccessExpression(node) && isKey(node.name.text) && /\bfeatures$/.test(node.expression.getText()))
      found.add(node.name.text)
    const member = ts.isPropertySignature(node) || ts.isPropertyAssignment(node) || ts.isPropertyDeclaration(node)
    if (settings && member && ts.isIdentifier(node.name) && isKey(node.name.text)) found.add(node.name.text)
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return [...found]
}
