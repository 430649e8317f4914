import { afterEach, expect, test } from 'vitest'
import { language } from '../../kernel/i18n/t.js'
import { loadLocale } from '../loadLocale.js'

const de = await loadLocale('de')
import { parseAmount } from './rules/parseAmount.js'

afterEach(() => {
  language.locale = 'en'
  language.texts = {}
})

const shortMessageOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return (error as { shortMessage: string }).shortMessage
  }
}

test("the form's own rules are written in the language in use, their placeholders filled", () => {
  expect(shortMessageOf(() => parseAmount('1.234', 2))).toBe('This token has at most 2 decimals')
  language.locale = 'de'
  language.texts = de
  expect(shortMessageOf(() => parseAmount('1.234', 2))).toBe('Dieser Token hat höchstens 2 Nachkommastellen')
  expect(shortMessageOf(() => parseAmount('0', 2))).toBe('Gib einen Betrag über 0 ein')
})
