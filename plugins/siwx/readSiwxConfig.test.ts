import { expect, test } from 'vitest'
import { readSiwxConfig } from './readSiwxConfig.js'

test('SPEC §5: sign-in that is not enabled is its own error; `true` is optional sign-in; a bad option is INVALID_OPTIONS', () => {
  expect(() => readSiwxConfig({ siwx: undefined })).toThrow(expect.objectContaining({ code: 'SIWX_NOT_ENABLED' }))
  expect(readSiwxConfig({ siwx: true })).toEqual({})
  const config = { required: true, getNonce: async () => '12345678' }
  expect(readSiwxConfig({ siwx: config })).toBe(config)
  expect(() => readSiwxConfig({ siwx: { required: 'yes' } })).toThrow(
    expect.objectContaining({ code: 'INVALID_OPTIONS' }),
  )
  expect(() => readSiwxConfig({ siwx: { getNonce: '123' } })).toThrow(
    expect.objectContaining({ code: 'INVALID_OPTIONS' }),
  )
})
