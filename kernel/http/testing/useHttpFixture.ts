import { afterEach, beforeEach } from 'vitest'
import * as z from 'zod/mini'
import { type CreateHttpClientParameters, createHttpClient } from '../createHttpClient.js'
import { HttpError } from '../HttpError.js'
import { createTestClock, type TestClock } from '../../testing/createTestClock.js'
import { startTestServer, type TestServer } from './createTestServer.js'

export const okSchema = z.object({ ok: z.boolean() })

export interface HttpFixture {
  server: TestServer
  /** An instant clock: retry waits cost nothing, their delays are recorded. */
  clock: TestClock
  /** What `onError` received. */
  failures: [HttpError, string][]
  /** A client of `server` (project p1, SDK foyer / react-foyer-0.1.0) on `clock`. */
  client(overrides?: Partial<CreateHttpClientParameters>): ReturnType<typeof createHttpClient>
  /** Routes GET `path` to answer only once the returned function is called, to keep requests in flight. */
  heldRoute(path: string, body?: unknown): () => void
}

/** A fresh real server, clock and client per test. */
export function useHttpFixture(): HttpFixture {
  const fixture: HttpFixture = {
    server: undefined as unknown as TestServer, // started before each test
    clock: createTestClock({ instant: true }),
    failures: [],
    client(overrides = {}) {
      return createHttpClient({
        baseUrl: fixture.server.url,
        projectId: 'p1',
        sdkType: 'foyer',
        sdkVersion: 'react-foyer-0.1.0',
        clock: fixture.clock,
        onError: (error, category) => fixture.failures.push([error, category]),
        ...overrides,
      })
    },
    heldRoute(path, body = { ok: true }) {
      let release = () => {}
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      fixture.server.route('GET', path, async () => {
        await released
        return { body }
      })
      return () => release()
    },
  }
  beforeEach(async () => {
    fixture.server = await startTestServer()
    fixture.clock = createTestClock({ instant: true })
    fixture.failures = []
  })
  afterEach(() => fixture.server.close())
  return fixture
}

/** The HttpError `promise` rejects with (fails the test if it resolves or rejects with something else). */
export async function caught(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`)
  return error
}
