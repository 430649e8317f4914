import { expect, test } from 'vitest'
import { FoyerError } from '../errors/FoyerError.js'
import { importPackage, isMissingPackage } from './importPackage.js'

const missing = 'no-such-package-of-foyer-tests'

test('a package the app has not installed fails with PACKAGE_NOT_INSTALLED, naming it and how to add it', async () => {
  const failure = await importPackage(missing, () => import(/* @vite-ignore */ missing)).catch((error) => error)
  expect(failure).toBeInstanceOf(FoyerError)
  expect(failure.code).toBe('PACKAGE_NOT_INSTALLED')
  expect(failure.message).toContain(`${missing} is not installed: add it to the app (npm install ${missing})`)
  expect(isMissingPackage(failure.cause)).toBe(true)
})

test("Vite's stand-in for a missing optional peer counts as a missing package", async () => {
  // What Vite's build puts in place of an optional peer that is not installed (vite/dist/node/chunks/node.js).
  const stub = new Error('Could not resolve "@solana/web3.js" imported by "foyer". Is it installed?')
  const failure = await importPackage('@solana/web3.js', () => Promise.reject(stub)).catch((error) => error)
  expect(failure.code).toBe('PACKAGE_NOT_INSTALLED')
  expect(failure.cause).toBe(stub)
})

test('a chunk that failed to fetch stays as it was (a retry may load it)', async () => {
  const network = new TypeError('Failed to fetch dynamically imported module: http://app/chunk.js')
  await expect(importPackage('@solana/web3.js', () => Promise.reject(network))).rejects.toBe(network)
  expect(isMissingPackage(network)).toBe(false)
})

test('an installed package is the module itself', async () => {
  const module = await importPackage('mitt', () => import('mitt'))
  expect(typeof module.default).toBe('function')
})
