import { describe, expect, test } from 'vitest'
import { CapabilityNotSupportedError } from './CapabilityNotSupportedError.js'
import { FoyerError, hasErrorCode } from './FoyerError.js'
import { foyerError, wrapError } from './codedErrors.js'
import { UserRejectedRequestError } from './UserRejectedRequestError.js'
import { ConnectFailedError, ModalClosedError } from './connectErrors.js'
import { HttpError } from '../http/HttpError.js'
import { ResponseTooLargeError } from '../http/ResponseTooLargeError.js'

describe('FoyerError', () => {
  test('the short message is what a visitor reads; the message adds meta lines and details', () => {
    const error = new FoyerError('Failed to connect', {
      code: 'CONNECT_FAILED',
      details: 'the wallet is locked',
      metaMessages: ['Connector: injected'],
    })
    expect(error.shortMessage).toBe('Failed to connect')
    expect(error.message).toBe('Failed to connect\nConnector: injected\nDetails: the wallet is locked')
    expect(error.code).toBe('CONNECT_FAILED')
    expect(error.details).toBe('the wallet is locked')
    expect(error.name).toBe('FoyerError')
    expect(error).toBeInstanceOf(Error)
  })

  test('without a code, the code is UNKNOWN and the message is the short message alone', () => {
    const error = new FoyerError('Something went wrong')
    expect(error.code).toBe('UNKNOWN')
    expect(error.message).toBe('Something went wrong')
    expect(error.details).toBeUndefined()
    expect(error.cause).toBeUndefined()
    expect('cause' in error).toBe(false)
  })

  test('details come from the cause when none are given', () => {
    const cause = new Error('socket hang up')
    const error = new FoyerError('Failed to connect', { cause })
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('socket hang up')
    expect(error.message).toBe('Failed to connect\nDetails: socket hang up')
  })

  test('a FoyerError cause gives its short message as details, not its whole message', () => {
    const inner = new FoyerError('Connection rejected', { details: 'user pressed cancel' })
    const outer = new FoyerError('Failed to connect', { cause: inner })
    expect(outer.details).toBe('Connection rejected')
  })

  test('given details win over the cause', () => {
    const error = new FoyerError('Failed to connect', { cause: new Error('low level'), details: 'high level' })
    expect(error.details).toBe('high level')
  })

  test('a cause that repeats the short message adds no details', () => {
    const error = new FoyerError('Modal closed', { cause: new Error('Modal closed') })
    expect(error.details).toBeUndefined()
    expect(error.message).toBe('Modal closed')
  })

  test('a cause that is not an Error is kept but gives no details', () => {
    const error = new FoyerError('Failed to connect', { cause: { code: 4001 } })
    expect(error.cause).toEqual({ code: 4001 })
    expect(error.details).toBeUndefined()
  })
})

describe('walk', () => {
  const root = new Error('ECONNRESET')
  const middle = new FoyerError('HTTP status code: 502', { code: 'HTTP_REQUEST_FAILED', cause: root })
  const top = new FoyerError('Failed to connect', { code: 'CONNECT_FAILED', cause: middle })

  test('without a predicate it returns the deepest cause', () => {
    expect(top.walk()).toBe(root)
    expect(new FoyerError('alone').walk()).toBeInstanceOf(FoyerError)
  })

  test('with a predicate it returns the first error it accepts, from the top', () => {
    expect(top.walk((error) => error instanceof FoyerError)).toBe(top)
    expect(top.walk((error) => (error as FoyerError).code === 'HTTP_REQUEST_FAILED')).toBe(middle)
    expect(top.walk((error) => !(error instanceof FoyerError))).toBe(root)
  })

  test('with a predicate nothing accepts it returns undefined', () => {
    expect(top.walk(() => false)).toBeUndefined()
  })
})

describe('hasErrorCode', () => {
  test('finds a code anywhere in the cause chain', () => {
    const rejected = new UserRejectedRequestError()
    const wrapped = new Error('outer', { cause: new FoyerError('Failed to connect', { cause: rejected }) })
    expect(hasErrorCode(wrapped, 'USER_REJECTED')).toBe(true)
    expect(hasErrorCode(wrapped, 'UNKNOWN')).toBe(true)
    expect(hasErrorCode(wrapped, 'MODAL_CLOSED')).toBe(false)
  })

  test('is false for anything that is not an error', () => {
    expect(hasErrorCode(undefined, 'USER_REJECTED')).toBe(false)
    expect(hasErrorCode({ code: 'USER_REJECTED' }, 'USER_REJECTED')).toBe(false)
    expect(hasErrorCode('USER_REJECTED', 'USER_REJECTED')).toBe(false)
  })
})

describe('foyerError', () => {
  test('takes the catalogue text and fills its placeholders', () => {
    const error = foyerError('DISCONNECT_CHAINS_FAILED', { chains: 'eip155, solana' })
    expect(error.code).toBe('DISCONNECT_CHAINS_FAILED')
    expect(error.shortMessage).toBe('Failed to disconnect chains: eip155, solana')
  })

  test('a placeholder without a value stays visible', () => {
    expect(foyerError('NAME_REGISTER_FAILED').shortMessage).toBe('Error registering name {name}')
  })

  test('keeps the cause and details it is given', () => {
    const cause = new Error('no provider')
    const error = foyerError('CONNECT_FAILED', undefined, { cause, metaMessages: ['Namespace: eip155'] })
    expect(error.cause).toBe(cause)
    expect(error.message).toBe('Failed to connect\nNamespace: eip155\nDetails: no provider')
  })
})

describe('wrapError', () => {
  test('wraps any thrown value with the code, the cause kept', () => {
    const thrown = new TypeError('x is undefined')
    const error = wrapError(thrown, 'PLUGIN_LOAD_FAILED', { id: 'send' })
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.code).toBe('PLUGIN_LOAD_FAILED')
    expect(error.shortMessage).toBe('Plugin send failed to load')
    expect(error.cause).toBe(thrown)
    expect(error.details).toBe('x is undefined')
  })

  test('returns a FoyerError of the same code as it is', () => {
    const original = foyerError('CONNECTION_REJECTED')
    expect(wrapError(original, 'CONNECTION_REJECTED')).toBe(original)
  })

  test('wraps a FoyerError of another code, which stays findable', () => {
    const rejected = new UserRejectedRequestError()
    const error = wrapError(rejected, 'CONNECT_FAILED')
    expect(error).not.toBe(rejected)
    expect(error.code).toBe('CONNECT_FAILED')
    expect(error.details).toBe('The request was rejected')
    expect(hasErrorCode(error, 'USER_REJECTED')).toBe(true)
  })

  test('wraps values that are not errors', () => {
    const error = wrapError('boom', 'SOMETHING_WENT_WRONG')
    expect(error.cause).toBe('boom')
    expect(error.shortMessage).toBe('Something went wrong')
  })
})

describe('subclasses', () => {
  test('UserRejectedRequestError has its code and name', () => {
    const error = new UserRejectedRequestError({ cause: new Error('User rejected the request.') })
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('UserRejectedRequestError')
    expect(error.code).toBe('USER_REJECTED')
    expect(error.details).toBe('User rejected the request.')
  })

  test('CapabilityNotSupportedError names the namespace and the capability', () => {
    const error = new CapabilityNotSupportedError('bip122', 'signTypedData')
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('CapabilityNotSupportedError')
    expect(error.code).toBe('CAPABILITY_NOT_SUPPORTED')
    expect(error.shortMessage).toBe('The bip122 adapter cannot signTypedData')
  })

  test('the caller errors and the HTTP errors carry their own name, code and fields', () => {
    const closed = new ModalClosedError()
    expect([closed.name, closed.code, closed.shortMessage]).toEqual([
      'ModalClosedError',
      'MODAL_CLOSED',
      'Modal closed',
    ])
    expect(new ConnectFailedError().name).toBe('ConnectFailedError')
    const http = new HttpError('HTTP_REQUEST_FAILED', 'https://api.example/x?projectId=p', {
      status: 503,
      body: 'down',
    })
    expect([http.name, http.code, http.url, http.status, http.body]).toEqual([
      'HttpError',
      'HTTP_REQUEST_FAILED',
      'https://api.example/x?projectId=p',
      503,
      'down',
    ])
    expect(http).toBeInstanceOf(FoyerError)
    const large = new ResponseTooLargeError(100)
    expect([large.name, large.code, large.maxBytes]).toEqual(['ResponseTooLargeError', 'RESPONSE_TOO_LARGE', 100])
  })
})
