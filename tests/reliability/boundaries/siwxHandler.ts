import fc from 'fast-check'
import type { SiwxMessageData } from '../../../plugins/siwx/rules/siwxMessage.js'
import {
  fixtureDomain,
  type SiwxHandlerFixture,
  solanaChainId,
  startSiwxHandlerFixture,
} from '../../../plugins/siwx/server/testing/siwxHandlerFixture.js'
import { accepted, type Boundary, refused } from '../Boundary.js'
import { jsonGarbage } from '../garbage.js'

const hour = 3_600_000
const timeOf = (at: 'past' | 'future' | 'not a date' | undefined) =>
  at === undefined || at === 'not a date' ? at : new Date(Date.now() + (at === 'past' ? -hour : hour)).toISOString()

/** One sign-in, properly signed after its fields were altered; then its signature or its whole body, perhaps. */
/** Mostly `usual`, sometimes one of `others`: most cases alter a field or two, so that some verify. */
const mostly = <T, U>(usual: T, others: fc.Arbitrary<U>) =>
  fc.oneof({ weight: 6, arbitrary: fc.constant(usual) }, { weight: 1, arbitrary: others })

/** One sign-in, properly signed after its fields were altered; then its signature or its whole body, perhaps. */
const signIn = fc.record({
  namespace: fc.constantFrom('eip155', 'solana'),
  domain: mostly(fixtureDomain, fc.constantFrom('evil.example', `${fixtureDomain}.evil.example`, 'APP.example.com')),
  uri: mostly(
    `https://${fixtureDomain}/`,
    fc.oneof(
      fc.constantFrom(`http://${fixtureDomain}/a?b=c`, 'https://APP.EXAMPLE.COM/', `https://${fixtureDomain}:8443/`),
      fc.constantFrom('https://evil.example/', `https://${fixtureDomain}.evil.example/`, 'javascript:alert(1)', 'x'),
      fc.webUrl(),
    ),
  ),
  statement: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 60 }), fc.constant('s'.repeat(25_000))),
  chainId: mostly(undefined, fc.constantFrom('eip155:1', 'eip155:137', solanaChainId, 'cosmos:cosmoshub-4')),
  expirationTime: mostly(undefined, fc.constantFrom('past', 'future', 'not a date')),
  notBefore: mostly(undefined, fc.constantFrom('past', 'future', 'not a date')),
  signature: mostly('valid', fc.oneof(fc.constant('tampered'), fc.string())),
  body: mostly(
    'json',
    fc.oneof(
      jsonGarbage.map((value) => JSON.stringify(value) ?? ''),
      fc.string(),
      fc.constant('x'.repeat(100_001)),
    ),
  ),
})
type SignIn = typeof signIn extends fc.Arbitrary<infer T> ? T : never

const isPageOfApp = (uri: string) => {
  const url = URL.canParse(uri) ? new URL(uri) : undefined
  return (url?.protocol === 'https:' || url?.protocol === 'http:') && url.host === fixtureDomain
}

/**
 * Whether EIP-4361's rules accept the case: true, false, or undefined when a statement that reads like a field
 * (`Nonce: …`) makes the text's meaning the parser's call.
 */
function shouldVerify(input: SignIn): boolean | undefined {
  if (input.body !== 'json' || input.signature !== 'valid') return false
  if (input.statement?.includes(': ')) return undefined
  const chainId = input.chainId ?? (input.namespace === 'eip155' ? 'eip155:1' : solanaChainId)
  return (
    input.domain === fixtureDomain &&
    isPageOfApp(input.uri) &&
    chainId.startsWith(`${input.namespace}:`) &&
    (chainId === 'eip155:1' || chainId === solanaChainId) &&
    input.expirationTime !== 'past' &&
    input.expirationTime !== 'not a date' &&
    input.notBefore !== 'future' &&
    input.notBefore !== 'not a date'
  )
}

const codeOf = (text: string) => {
  try {
    return (JSON.parse(text) as { code?: unknown } | null)?.code
  } catch {
    return undefined
  }
}

/** The body posted: the signed sign-in as JSON, its signature tampered with or replaced, or another body. */
async function bodyOf(app: SiwxHandlerFixture, input: SignIn): Promise<string> {
  if (input.body !== 'json') return input.body
  const data: Partial<SiwxMessageData> = {
    domain: input.domain,
    uri: input.uri,
    ...(input.statement === undefined ? {} : { statement: input.statement }),
    ...(input.chainId === undefined ? {} : { chainId: input.chainId }),
    ...(input.expirationTime ? { expirationTime: timeOf(input.expirationTime) } : {}),
    ...(input.notBefore ? { notBefore: timeOf(input.notBefore) } : {}),
  }
  const signed = await (input.namespace === 'eip155' ? app.signedEvm(data) : app.signedSolana(data))
  const signature =
    input.signature === 'valid'
      ? signed.signature
      : input.signature === 'tampered'
        ? `${signed.signature.slice(0, -3)}${signed.signature.at(-3) === 'a' ? 'b' : 'a'}${signed.signature.slice(-2)}`
        : input.signature
  return JSON.stringify({ message: signed.message, signature })
}

/**
 * The app server's sign-in route (`createSiwxHandler` over `createSiwxServer`, mounted in a Node server): every
 * properly signed, altered message is answered 200 exactly when EIP-4361's rules accept it, else 400/401/413 with a
 * SIWX_ code; a refused post leaves the server serving.
 */
export function siwxHandlerBoundary(): Boundary<SignIn> {
  let started: Promise<SiwxHandlerFixture> | undefined
  const app = () => {
    started ??= startSiwxHandlerFixture()
    return started
  }
  return {
    name: 'SIWX handler',
    input: signIn,
    async check(input) {
      const fixture = await app()
      const response = await fixture.post(await bodyOf(fixture, input))
      const text = await response.text()
      const expected = shouldVerify(input)
      if (response.status === 200) {
        if (expected === false) throw new Error(`accepted a sign-in EIP-4361 refuses: ${text}`)
        return accepted
      }
      const code = codeOf(text)
      if (![400, 401, 413].includes(response.status) || typeof code !== 'string' || !code.startsWith('SIWX_'))
        throw new Error(`answered ${response.status} ${text.slice(0, 200)}`)
      if (expected === true) throw new Error(`refused a valid sign-in: ${text.slice(0, 200)}`)
      // The server still serves (the accepted cases show it still verifies).
      const next = await fetch(`${fixture.url}/nonce`)
      const nonce = next.ok ? ((await next.json()) as { nonce?: unknown }).nonce : undefined
      return refused(typeof nonce === 'string' ? undefined : `the server (nonce ${next.status})`)
    },
    async teardown() {
      if (started) await (await started).stop()
    },
  }
}
