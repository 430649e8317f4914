import { importPackage } from 'foyer/kit'

/** @solana/web3.js (an optional peer), loaded on the first transaction that needs its classes. */
export const loadWeb3 = () => importPackage('@solana/web3.js', () => import('@solana/web3.js'))
