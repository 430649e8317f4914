// Times a built bench app in headless Debian Chromium the way shared/bench-peers/measure.mjs does:
// fresh browser and profile per run, load_ms = first animation frame where #connect has a box,
// wait until no new resource for QUIET ms, then in the page performance.now(), #connect.click(),
// open_ms = first animation frame where the dialog (first visible [role=dialog], [role=alertdialog],
// dialog[open], open shadow roots included) is attached, has a box and is not display:none or
// visibility:hidden. Also records which JS files were requested before the click and after it until
// the first view rendered, and every request before the click that is not one of the app's files.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { directoryAnswer } from './directoryStandIn.mjs'

const DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]'
/** Inside the dialog while its first view is not there yet (the shell's and the views' spinners). */
const BUSY = '.foyer-loading, [aria-busy="true"]'
import { chromiumArgs as CHROMIUM_ARGS } from '../chromium.mjs'
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' }

/**
 * Serves `/app/*` from `dir` (uncompressed, no-store), the directory's wallets at `/world/directory/*`
 * (directoryStandIn.mjs) and answers the rest of `/world/*` with 404.
 */
export async function serve(dir) {
  const server = http.createServer((req, res) => {
    let parts
    let url
    try {
      url = new URL(req.url, 'http://x')
      parts = decodeURIComponent(url.pathname).split('/').filter(Boolean)
    } catch {
      res.writeHead(400) // a target no URL parser takes (GET //): refused, the bench keeps running
      return res.end()
    }
    const directory = parts[0] === 'world' && parts[1] === 'directory' && directoryAnswer(parts.slice(2), url.search)
    if (directory) {
      res.writeHead(200, {
        'content-type': directory.type,
        'access-control-allow-origin': '*',
        // A wallet's image is kept a day, as the directory's are; a page of wallets is asked each time.
        'cache-control': directory.type === 'application/json' ? 'no-store' : 'public, max-age=86400',
      })
      return res.end(directory.body)
    }
    if (parts.shift() !== 'app' || parts.includes('..')) {
      res.writeHead(404, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      return res.end('{}')
    }
    const file = path.join(dir, ...(parts.length ? parts : ['index.html']))
    fs.readFile(file, (error, buffer) => {
      if (error) {
        res.writeHead(404)
        return res.end()
      }
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        // Hashed chunks are cached for good, as apps deploy them (a returning visitor's browser keeps them);
        // the entry and the page are asked again on every visit.
        'cache-control': parts[0] === 'chunks' ? 'public, max-age=31536000, immutable' : 'no-store',
        'content-length': buffer.length,
      })
      res.end(buffer)
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }
}

// Installed before any page script (same as the peers' harness).
const INIT = () => {
  // Foyer's phase times (kernel/core/markPhase.ts) are noted only for a page that asks for them, here.
  globalThis.foyerPhaseMarks = {}
  const A = { buttonVisibleAt: null }
  window.__anchor = A
  const boxed = (el) => {
    const r = el.getBoundingClientRect()
    return r.width > 0 && r.height > 0
  }
  const tick = () => {
    const b = document.getElementById('connect')
    if (b && boxed(b)) {
      A.buttonVisibleAt = performance.now()
      return
    }
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
  A.deepFind = (selector, start = document) => {
    const out = []
    const walk = (root) => {
      for (const e of root.querySelectorAll(selector)) out.push(e)
      for (const e of root.querySelectorAll('*')) if (e.shadowRoot) walk(e.shadowRoot)
    }
    walk(start)
    return out
  }
  A.visible = (el) => {
    if (!boxed(el)) return false
    const cs = getComputedStyle(el)
    return cs.display !== 'none' && cs.visibility !== 'hidden'
  }
}

async function waitQuiet(page, quietMs) {
  const started = Date.now()
  let count = -1
  let changed = Date.now()
  while (Date.now() - started < 15000) {
    const n = await page.evaluate(() => performance.getEntriesByType('resource').length)
    if (n !== count) {
      count = n
      changed = Date.now()
    } else if (Date.now() - changed >= quietMs) break
    await page.waitForTimeout(100)
  }
}

/**
 * Clicks `#connect` and follows the modal frame by frame: openMs (the dialog visible), firstViewMs (nothing
 * inside busy), settledMs (the peers' "open settled": the dialog and its first three levels keep their boxes,
 * opacity and transforms for 150 ms, fully opaque; the time of the last change), and the phases of the open
 * (ms after the click): the last script before the first view arrived, the kernel ready and the plugins set
 * up (Foyer's `foyer:` marks), the view's code (its file: the catalogue's, or the Account view's), the directory's
 * answer, the view drawn.
 */
async function clickAndTime(page) {
  return await page.evaluate(
    async ({ dialog, busy }) => {
      const A = window.__anchor
      const opacity = (el) => {
        let o = 1
        for (let n = el; n && n.nodeType === 1; n = n.parentElement || n.getRootNode()?.host)
          o *= Number(getComputedStyle(n).opacity)
        return o
      }
      const boxes = (el) => {
        const parts = []
        const walk = (n, depth) => {
          if (parts.length > 80 || n.nodeType !== 1) return
          const r = n.getBoundingClientRect()
          const cs = getComputedStyle(n)
          parts.push(`${r.x},${r.y},${r.width},${r.height},${cs.opacity},${cs.transform}`)
          if (depth < 3) for (const k of n.shadowRoot ? n.shadowRoot.children : n.children) walk(k, depth + 1)
        }
        walk(el, 0)
        return parts.join('|')
      }
      const t0 = performance.now()
      document.getElementById('connect').click()
      const out = await new Promise((resolve) => {
        const out = { t0, openMs: null, firstViewMs: null, settledMs: null }
        let previous = null
        let changedAt = 0
        const tick = () => {
          const now = performance.now()
          const el = A.deepFind(dialog).find(A.visible)
          if (el && out.openMs == null) out.openMs = now - t0
          const busyInside = el && [...A.deepFind(busy, el), ...(el.shadowRoot ? A.deepFind(busy, el.shadowRoot) : [])]
          // The dialog itself may say it is busy (the page-load placeholder, before the shell is there).
          if (el && out.firstViewMs == null && !el.matches(busy) && !busyInside.some(A.visible))
            out.firstViewMs = now - t0
          if (el) {
            const key = boxes(el)
            if (key !== previous) {
              previous = key
              changedAt = now
            } else if (out.firstViewMs != null && now - changedAt >= 150 && opacity(el) >= 0.99) {
              out.settledMs = changedAt - t0
              return resolve(out)
            }
          }
          if (now - t0 > 10000) return resolve(out)
          requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      })
      const drawnAt = t0 + (out.firstViewMs ?? Number.POSITIVE_INFINITY)
      const marks = Object.fromEntries(
        Object.entries(globalThis.foyerPhaseMarks ?? {})
          .filter(([name, at]) => name.startsWith('foyer:') && at >= t0)
          .map(([name, at]) => [name.slice(6), Math.round(at - t0)]),
      )
      const arrived = performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime >= t0 && r.responseEnd <= drawnAt)
      const last = (test) => {
        const ends = arrived.filter(test).map((r) => r.responseEnd - t0)
        return ends.length ? Math.round(Math.max(...ends)) : null
      }
      out.phases = {
        codeFetched: last((r) => new URL(r.name).pathname.endsWith('.js')),
        kernelReady: marks.kernel ?? null,
        pluginsSetUp: marks.plugins ?? null,
        // The Connect view's code comes in the catalogue's file (rollup.firstOpen.mjs), the Account view's alone.
        viewCode: last((r) => /\/(catalogue|AccountView)-[^/]*\.js$/.test(r.name)),
        data: last((r) => r.name.includes('/getWallets')),
        drawn: out.firstViewMs == null ? null : Math.round(out.firstViewMs),
      }
      return out
    },
    { dialog: DIALOG, busy: BUSY },
  )
}

/** One run in a fresh browser with a fresh profile; with `returning`, a second visit in the same profile. */
export async function measureOnce({ origin, chromiumPath, quietMs = 1000, returning = false }) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-bench-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: CHROMIUM_ARGS,
  })
  const record = { phase: 'load', requests: [], pageErrors: [], consoleErrors: [] }
  const own = (url) => url.startsWith(`${origin}/app/`)
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.addInitScript(INIT)
    page.on('request', (r) => {
      if (!own(r.url()))
        record.requests.push({ phase: record.phase, url: r.url().slice(0, 200), type: r.resourceType() })
    })
    page.on('websocket', (ws) =>
      record.requests.push({ phase: record.phase, url: ws.url().slice(0, 200), type: 'websocket' }),
    )
    page.on('pageerror', (e) => record.pageErrors.push(String(e?.message ?? e).slice(0, 300)))
    page.on('console', (m) => m.type() === 'error' && record.consoleErrors.push(m.text().slice(0, 300)))

    await page.goto(`${origin}/app/`, { waitUntil: 'commit' })
    await page.waitForFunction(() => window.__anchor?.buttonVisibleAt != null, null, { timeout: 60000, polling: 50 })
    record.loadMs = await page.evaluate(() => window.__anchor.buttonVisibleAt)
    await waitQuiet(page, quietMs)
    record.phase = 'open'
    const open = await clickAndTime(page)
    Object.assign(record, open)
    await waitQuiet(page, quietMs)
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname.endsWith('.js'))
        .map((r) => ({ file: new URL(r.name).pathname.split('/').slice(2).join('/'), startTime: r.startTime })),
    )
    const firstViewAt = open.t0 + (open.firstViewMs ?? Number.POSITIVE_INFINITY)
    record.jsBeforeClick = [...new Set(['main.js', ...scripts.filter((s) => s.startTime < open.t0).map((s) => s.file)])]
    record.jsFirstOpen = scripts.filter((s) => s.startTime >= open.t0 && s.startTime <= firstViewAt).map((s) => s.file)
    record.jsAfterClick = scripts.filter((s) => s.startTime >= open.t0).map((s) => s.file)
    record.dialogText = await page.evaluate((dialog) => {
      const el = window.__anchor.deepFind(dialog).find(window.__anchor.visible)
      return el ? el.textContent.replace(/\s+/g, ' ').trim().slice(0, 300) : null
    }, DIALOG)
    if (returning) {
      // The same browser comes back: a new page load, the chunks in its cache, storage as the first visit left it.
      record.phase = 'returning'
      await page.goto(`${origin}/app/`, { waitUntil: 'commit' })
      await page.waitForFunction(() => document.getElementById('connect'), null, { timeout: 60000, polling: 50 })
      await waitQuiet(page, quietMs)
      record.returning = await clickAndTime(page)
    }
  } catch (error) {
    record.error = String(error?.message ?? error).slice(0, 500)
  } finally {
    await context.close().catch(() => undefined)
    fs.rmSync(profile, { recursive: true, force: true })
  }
  record.requestsBeforeClick = record.requests.filter((r) => r.phase === 'load')
  delete record.phase
  return record
}

export function stat(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b)
  if (!v.length) return null
  const mid = v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2
  return { median: mid, min: v[0], max: v[v.length - 1], n: v.length }
}
