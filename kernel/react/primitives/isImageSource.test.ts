import { expect, test } from 'vitest'
import { isImageSource } from './isImageSource.js'

test('images come from http(s), blob, data:image/ or the app itself', () => {
  for (const good of [
    'https://cdn.example/wallet.png',
    'http://127.0.0.1:4100/getWalletImage/1',
    'data:image/svg+xml;base64,PHN2Zy8+',
    'blob:http://127.0.0.1/3f2a',
    '/icons/wallet.svg',
  ])
    expect(isImageSource(good), good).toBe(true)
})

test('a script, a document or a local file never reaches an image', () => {
  for (const bad of [
    'javascript:window.x=1',
    ' JavaScript:window.x=1',
    'java\tscript:window.x=1',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '',
  ])
    expect(isImageSource(bad), bad).toBe(false)
})
