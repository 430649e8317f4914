// The typing figure of `npm run bench` (tests/bench/typing) in a peer's built app: AppKit's All Wallets search, as
// shared/bench-peers builds the app (apps/appkit/dist, React + AppKit + wagmi), served on 127.0.0.1 as its
// measure.mjs serves it. Offline (every other host unresolvable) AppKit's Connect view still has its All Wallets row
// (named "Search Wallet 0": the count it could not fetch) and the view its search field, over a list that stays in
// its loading placeholders: only the field's paint is compared, not the results. Prints per rate the median and max
// over every key of every run (fresh browser context per run).
//   node tests/bench/typingPeers.mjs [--runs N] [--rates 4,1] [--app DIR]   (DIR: /work/peers/apps/appkit/dist)
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { launchChromium } from '../chromium.mjs'
import { summarize } from './typing/keyFigures.mjs'
import { typeKeys } from './typing/typeKeys.mjs'
import { typingProbe } from './typing/typingProbe.mjs'

const argv = process.argv.slice(2)
const arg = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback)
const runs = Number(arg('--runs', 5))
const rates = arg('--rates', '4').split(',').map(Number)
const root = path.resolve(arg('--app', '/work/peers/apps/appkit/dist'))
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css' }

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`${root}/index.html is missing: build the peers' apps (shared/bench-peers, node build.mjs appkit)`)
  process.exit(1)
}
const server = http.createServer((request, response) => {
  const parts = decodeURIComponent(new URL(request.url, 'http://x').pathname).split('/').filter(Boolean)
  if (parts.includes('..')) return response.writeHead(404).end()
  const file = path.join(root, ...(parts.length ? parts : ['index.html']))
  fs.readFile(file, (error, body) => {
    if (error) return response.writeHead(404).end()
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' })
    response.end(body)
  })
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${server.address().port}`

/** The page once nothing has been fetched for 1 s (10 s at most), as the peers' harness waits before its click. */
async function quiet(page) {
  const started = Date.now()
  let count = -1
  while (Date.now() - started < 10_000) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length)
    if (now === count) return
    count = now
    await page.waitForTimeout(1000)
  }
}

const browser = await launchChromium()
try {
  for (const rate of rates) {
    const figures = []
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext()
      context.setDefaultTimeout(20_000)
      const page = await context.newPage()
      await page.addInitScript(typingProbe)
      await page.goto(`${origin}/`)
      await page.locator('#connect').waitFor()
      await quiet(page)
      await page.locator('#connect').click()
      await page.getByRole('button', { name: /^(All Wallets|Search Wallet)/ }).click()
      const search = page.getByRole('searchbox', { name: 'Search wallet' })
      await search.waitFor()
      const typed = await typeKeys(page, search, 'meta', { cpuRate: rate })
      figures.push(...typed.figures)
      const shown = typed.figures.map((figure) => figure.ms?.toFixed(0) ?? 'refused').join(', ')
      console.error(`[typing peers] AppKit ${rate}× run ${run + 1}/${runs} "${typed.value}": ${shown} ms`)
      await context.close()
    }
    const stat = summarize(figures.map((figure) => figure.ms))
    console.log(
      stat
        ? `AppKit All Wallets search at ${rate}× CPU, key → painted: median ${stat.median.toFixed(1)} ms, max ${stat.max.toFixed(1)} ms (${stat.keys} keys)`
        : `AppKit All Wallets search at ${rate}× CPU: no figure`,
    )
  }
} finally {
  await browser.close()
  server.close()
}
