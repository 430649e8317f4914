// The build's CSS minifier (rollup.minifyCss.mjs): the stylesheet the modal adopts is the same CSS, smaller.
import { expect, test } from 'vitest'
// @ts-expect-error: a build script in plain JavaScript, without types
import { minifyCss, minifyCssExports } from '../../rollup.minifyCss.mjs'

test('comments and layout whitespace go, declarations stay whole', () => {
  const css = `
/* the button */
.foyer-button {
  display: inline-flex; gap: 8px;
  padding: 0 16px;
}
`
  expect(minifyCss(css).trim()).toBe('.foyer-button{display:inline-flex;gap:8px;padding:0 16px}')
})

test('a descendant selector, a pseudo-class and calc() keep the spaces CSS needs', () => {
  const css = `.a .b:hover, .c > .d { width: calc(100% - 2 * var(--x)); }`
  expect(minifyCss(css)).toBe('.a .b:hover,.c>.d{width:calc(100% - 2 * var(--x))}')
})

test("an attribute selector's quoted value is kept", () => {
  expect(minifyCss(".foyer-button[data-variant='ghost'] { color: red; }")).toBe(
    ".foyer-button[data-variant='ghost']{color:red}",
  )
})

test('a template literal is minified around its interpolations, which are kept as written', () => {
  const query = '$' + '{sheetLayoutQuery}' // an interpolation of the CSS module's code, as text
  const code = `export const dialogCss = \`\n.a { top: 0; }\n@media ${query} {\n  .a { top: auto; }\n}\n\`\n`
  expect(minifyCssExports(code)).toBe(`export const dialogCss = \`.a{top:0}@media ${query}{.a{top:auto}}\`\n`)
})

test('code that is not a Css export is left as it is', () => {
  const code = 'export const label = `a { b: c; }`\n'
  expect(minifyCssExports(code)).toBe(code)
})
