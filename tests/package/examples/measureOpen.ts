// What an example's page fetches of JavaScript: at load (until the network is quiet) and from the click on the
// Connect button until the Connect view shows its wallets. Sizes are each file's body gzipped (level 9), as the
// bench counts them.
import { gzipSync } from 'node:zlib'
import type { Page, Response } from 'playwright-core'

export interface ScriptsFetched {
  files: number
  /** KiB, gzip. */
  kib: number
}

export interface OpenFigures {
  load: ScriptsFetched
  open: ScriptsFetched
}

const isScript = (response: Response) =>
  /javascript/.test(response.headers()['content-type'] ?? '') || /\.m?js(\?|$)/.test(response.url())

/** Records the scripts `page` fetches while `during` runs. */
export async function scriptsFetched(page: Page, during: () => Promise<void>): Promise<ScriptsFetched> {
  const sizes: Promise<number>[] = []
  const onResponse = (response: Response) => {
    if (isScript(response))
      sizes.push(
        response.body().then(
          (body) => gzipSync(body, { level: 9 }).length,
          () => 0,
        ),
      )
  }
  page.on('response', onResponse)
  try {
    await during()
  } finally {
    page.off('response', onResponse)
  }
  const all = await Promise.all(sizes)
  return { files: all.length, kib: Math.round((all.reduce((sum, size) => sum + size, 0) / 1024) * 10) / 10 }
}
