// V8 compiles a function when it is first called, on the main thread, unless the source says the function will run
// at once: a `function` expression in parentheses (V8's "PIFE" heuristic: `(function () {...})`) is compiled with
// its file, on a background thread while the file streams in. The first open's file (modules/firstOpen.js: the
// kernel, the shell, the Connect view) runs most of its functions on the click, so each was compiled on the main
// thread between the click and the first view: in a trace of the bench app's first open at 1× CPU, lazy compiling
// took about 26 ms of the main thread, and about 8 ms less with this file written as below (four times as much on
// a phone-class CPU). This plugin writes the file's functions so that V8 compiles them with the file:
// - a function expression is put in parentheses;
// - a function declaration becomes a parenthesized function expression bound to the same name, `var` in a
//   function's or the module's body, `let` in any other block, placed first in that body as hoisting would
//   place it (so a call above the declaration still finds it);
// - arrows, methods and classes stay as they are (V8's heuristic looks for the `function` keyword only).
// The app's bundler keeps the parentheses where it keeps the hint (esbuild does, for this reason); where it drops
// them, the code is the same as before. V8's file-wide hint (the `//# allFunctionsCalledOnLoad` comment) would
// do the same, but no bundler keeps a comment at the top of the chunk it writes.
import { children } from './rollup.children.mjs'

const isFunctionBody = (node, parent) =>
  node.type === 'BlockStatement' &&
  ['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'].includes(parent?.type)

/** A method's, getter's or class member's function: V8 reads no hint there, and it cannot be parenthesized. */
const isMember = (parent) =>
  parent &&
  (parent.type === 'MethodDefinition' || (parent.type === 'Property' && (parent.method || parent.kind !== 'init')))

/** `code` with every function of it written so that V8 compiles it eagerly (see the top of this file). */
export function eagerFunctions(code, parse) {
  const render = (node, parent) => {
    if (node.type === 'FunctionExpression' && !isMember(parent)) return `(${renderChildren(node)})`
    if (node.type === 'Program' || node.type === 'BlockStatement' || node.type === 'StaticBlock')
      return renderBody(node, parent)
    return renderChildren(node)
  }
  const renderChildren = (node, skip = new Set()) => {
    let out = ''
    let at = node.start
    for (const child of children(node)) {
      if (child.start < at) continue
      out += code.slice(at, child.start) + (skip.has(child) ? '' : render(child, node))
      at = child.end
    }
    return out + code.slice(at, node.end)
  }
  // A body's function declarations go first in it (after its directives), as bindings of function expressions.
  const renderBody = (node, parent) => {
    const declarations = node.body.filter((statement) => statement.type === 'FunctionDeclaration' && statement.id)
    if (declarations.length === 0) return renderChildren(node)
    const keyword = node.type === 'Program' || isFunctionBody(node, parent) ? 'var' : 'let'
    const hoisted = declarations
      .map((declaration) => `${keyword} ${declaration.id.name} = (${renderChildren(declaration)});`)
      .join('\n')
    const directives = node.body.filter((statement) => statement.directive !== undefined)
    const first = node.body.find((statement) => !directives.includes(statement))
    const rest = renderChildren(node, new Set(declarations))
    // What comes before the first statement that is not a directive (the brace, the directives) has no function in
    // it, so it is rendered as written: the hoisted bindings go at the same offset.
    const offset = first.start - node.start
    return `${rest.slice(0, offset)}${hoisted}\n${rest.slice(offset)}`
  }
  return render(parse(code), undefined)
}

/** The rollup plugin: the first open's file (`fileName` in dist/) gets its functions compiled eagerly by V8. */
export function eagerCompile(fileName) {
  return {
    name: 'foyer-eager-compile',
    renderChunk(code, chunk) {
      return chunk.fileName === fileName ? { code: eagerFunctions(code, (text) => this.parse(text)), map: null } : null
    },
  }
}
