// The modal's stylesheet is CSS in template literals (kernel/react/shell/styles/*Css.ts), written to be read:
// comments, indentation, a declaration a line. The app's bundler minifies JavaScript, never the text of a string,
// so every first open carried them. This plugin minifies the CSS of each `export const <name>Css = `...`` at
// build time: comments out, whitespace collapsed, none around `{ } ; , >` or after a declaration's colon, no `;`
// before `}`. It keeps what CSS needs: a space between selectors (`.a .b`) and around `+` and `-` in calc().

/** `css` minified (one static part of a template literal: its edges keep a space where they had whitespace). */
export function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,>]) ?/g, '$1')
    .replace(/: /g, ':')
    .replace(/;}/g, '}')
}

/** The module's code with the CSS of its `export const <name>Css` template literals minified, `${}` parts kept. */
export function minifyCssExports(code) {
  return code.replace(/(export const \w+Css = `)([^`]*)(`)/g, (_, start, body, end) => {
    const parts = body.split(/(\$\{[^}]*\})/)
    const minified = parts.map((part) => (part.startsWith('${') ? part : minifyCss(part))).join('')
    return start + minified.trim() + end
  })
}

/** The rollup plugin: minifies the CSS of `*Css.ts` modules. */
export function minifyCssModules() {
  return {
    name: 'minify-css',
    transform(code, id) {
      return /Css\.ts$/.test(id) ? { code: minifyCssExports(code), map: null } : null
    },
  }
}
