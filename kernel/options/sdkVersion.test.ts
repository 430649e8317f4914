import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { sdkVersion } from './defaults.js'

test('the SDK version sent as `sv` is the package version', () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
  expect(sdkVersion).toBe(`react-foyer-${pkg.version}`)
})
