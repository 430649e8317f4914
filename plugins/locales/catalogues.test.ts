import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { locales } from '../../kernel/i18n/locales.js'

// Every `messages.ts` of the kernel and the plugins (an English catalogue) and its `locales/<locale>.ts` beside it.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const find = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : find(path)
    return entry.name === 'messages.ts' ? [path] : []
  })
// kernel/errors/messages.ts is the errors' texts by code (thrown, for developers), not a view's catalogue.
const catalogues = [...find('kernel'), ...find('plugins')].filter((path) => path !== 'kernel/errors/messages.ts')
const translated = locales.filter((locale) => locale !== 'en')
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

test('the kernel and the converted plugins each have an English catalogue', () => {
  expect(catalogues).toContain('kernel/react/messages.ts')
})

describe.each(catalogues)('%s', (path) => {
  test.each(translated)('%s has every text, with its placeholders, in the locale chunk', async (locale) => {
    const catalogue = (await import(`../../${path}`)) as Record<string, Record<string, string>>
    const english = [...new Set(Object.values(catalogue).flatMap((texts) => Object.values(texts)))]
    const file = `${dirname(path)}/locales/${locale}.ts`
    expect(existsSync(join(root, file)), `${file} is missing`).toBe(true)
    const own = ((await import(`../../${file}`)) as { default: Record<string, string> }).default
    const chunk = ((await import(`./${locale}.ts`)) as { default: Record<string, string> }).default
    expect(Object.keys(own).sort()).toEqual(english.sort())
    for (const text of english) {
      const translation = own[text] ?? ''
      expect(translation.trim(), `${locale}: "${text}" is empty`).not.toBe('')
      expect(placeholders(translation), `${locale}: "${text}" lost a placeholder`).toEqual(placeholders(text))
      // The chunk merges every catalogue: a text another catalogue translates differently would override this one.
      expect(chunk[text], `${locale}: "${text}" differs in the chunk`).toBe(translation)
    }
  })
})
