import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Image } from './Image.js'

test('an image source that is not an image (javascript:) shows the fallback, no <img>', () => {
  const html = renderToString(<Image src="javascript:window.x=1" alt="Hostile Wallet" />)
  expect(html).not.toContain('<img')
  expect(html).not.toContain('javascript:')
  expect(html).toContain('aria-label="Hostile Wallet"')
})

test('an http(s) image is drawn', () => {
  expect(renderToString(<Image src="https://cdn.example/w.png" alt="W" />)).toContain('src="https://cdn.example/w.png"')
})
