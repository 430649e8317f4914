// One browser lane of `npm test` (tests/run.mjs): runs the browser project's files one after another, taking each
// from a queue it shares with the other lane, until none is left. The queue is a directory (FOYER_TEST_QUEUE)
// where a file is taken by creating its entry, which only one process can do. Both lanes walk the files in one
// order, largest first, so the last files taken are short ones. Each lane is its own vitest with its own world
// and playground (tests/browser/globalSetup.ts), started when it takes its first file: the tests of one lane
// reset its world and never see the other's.
//   node tests/browserQueue.mjs <lane name>
import fs from 'node:fs'
import path from 'node:path'
import { createVitest, DefaultReporter } from 'vitest/node'

const lane = process.argv[2] ?? 'browser'
const queue = process.env.FOYER_TEST_QUEUE
if (!queue || !fs.existsSync(queue)) {
  console.error(`[${lane}] FOYER_TEST_QUEUE must name an existing directory (tests/run.mjs makes one)`)
  process.exit(2)
}

/** The default reporter's lines for each file and each failure, without its summary after every file. */
class FileReporter extends DefaultReporter {
  reportTestSummary() {}
}

/** Takes the file when no lane has: creating its entry succeeds in one process only. */
function take(moduleId) {
  const entry = path.join(queue, path.relative(process.cwd(), moduleId).replace(/[\\/]/g, '__'))
  try {
    fs.mkdirSync(entry)
    return true
  } catch (error) {
    if (error.code === 'EEXIST') return false
    throw error
  }
}

const started = Date.now()
const vitest = await createVitest('test', { project: ['browser'], watch: false, reporters: [new FileReporter()] })
await vitest.standalone()
const sizes = new Map()
const sizeOf = (file) => sizes.get(file) ?? sizes.set(file, fs.statSync(file).size).get(file)
const files = (await vitest.globTestSpecifications()).sort(
  (a, b) => sizeOf(b.moduleId) - sizeOf(a.moduleId) || a.moduleId.localeCompare(b.moduleId),
)
let unhandled = 0
const modules = []
for (const file of files) {
  if (!take(file.moduleId)) continue
  const result = await vitest.runTestSpecifications([file])
  unhandled += result.unhandledErrors.length
  modules.push(...result.testModules.filter((module) => module.moduleId === file.moduleId))
}
const failed = unhandled > 0 || modules.some((module) => !module.ok())
const tests = modules.flatMap((module) => [...module.children.allTests()])
const count = (state) => tests.filter((test) => test.result().state === state).length
await vitest.close()
console.error(
  `[${lane}] ${modules.length} files, ${count('passed')} tests passed, ${count('failed')} failed, ${count('skipped')} skipped, ${unhandled} unhandled errors` +
    ` in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
process.exit(failed ? 1 : 0)
