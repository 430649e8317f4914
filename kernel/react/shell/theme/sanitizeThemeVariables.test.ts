import { expect, test } from 'vitest'
import { sanitizeThemeVariables } from './sanitizeThemeVariables.js'

test('plain values pass under their prefixed name', () => {
  const { variables, rejected } = sanitizeThemeVariables({
    accent: '#ff0066',
    '--foyer-font-family': "'Inter', system-ui, sans-serif",
    '--w3m-border-radius-master': '2px',
    'z-index': 1000,
    '--foyer-color-bg': 'rgb(10 20 30 / 50%)',
    '--foyer-modal-width': 'calc(100% - 2px)',
  })
  expect(variables).toEqual({
    '--foyer-accent': '#ff0066',
    '--foyer-font-family': "'Inter', system-ui, sans-serif",
    '--foyer-border-radius-master': '2px',
    '--foyer-z-index': '1000',
    '--foyer-color-bg': 'rgb(10 20 30 / 50%)',
    '--foyer-modal-width': 'calc(100% - 2px)',
  })
  expect(rejected).toEqual([])
})

test('a value that would break out of its declaration is refused', () => {
  const attempts = [
    'red; background: blue',
    'red} body { display: none',
    'red{',
    '</style><script>alert(1)</script>',
    'url(https://attacker.example/pixel.png)',
    'URL (https://attacker.example/x)',
    'image-set("x.png" 1x)',
    'red !important',
    'red /* comment',
    '\\3b',
    'red\nbackground: blue',
    '@import "x.css"',
    'expression(alert(1))',
    "'unterminated",
    'javascript:alert(1)',
  ]
  const input = Object.fromEntries(attempts.map((value, index) => [`v${index}`, value]))
  const { variables, rejected } = sanitizeThemeVariables(input)
  expect(variables).toEqual({})
  expect(rejected).toHaveLength(attempts.length)
})

test('a bad name, an empty, overlong or non-finite value, or a non-string is refused', () => {
  const { variables, rejected } = sanitizeThemeVariables({
    'Accent Color': 'red',
    '--foyer-': 'red',
    'a;b': 'red',
    empty: '  ',
    long: 'a'.repeat(201),
    nan: Number.NaN,
    object: { toString: () => 'red' },
    ok: 'blue',
  })
  expect(variables).toEqual({ '--foyer-ok': 'blue' })
  expect(rejected).toEqual(['Accent Color', '--foyer-', 'a;b', 'empty', 'long', 'nan', 'object'])
})

test('no overrides give an empty theme', () => {
  expect(sanitizeThemeVariables(undefined)).toEqual({ variables: {}, rejected: [] })
})
