import type { FoyerState } from 'foyer'
import type { Transaction } from './schemas.js'

/** SPEC §4's transaction list: loading, the transactions shown so far, and the cursor of the next page. */
export interface ActivitySlice {
  /** The account and network the list is of (`{caipNetworkId}:{address}`); a change starts it afresh. */
  key: string
  loading: boolean
  /** The visible transactions, newest first: spam hidden, the active chain's only. */
  transactions: Transaction[]
  /** The cursor of the next page; undefined at the end (and after a failure). */
  next: string | undefined
  /** 'Failed to fetch transactions' after a failed fetch, until the next one succeeds. */
  error: string | undefined
  /** The number of the fetch the list waits for: an answer to an earlier one is dropped. */
  run: number
}

declare module 'foyer' {
  interface Slices {
    activity: ActivitySlice
  }
}

export const initialActivity: ActivitySlice = {
  key: '',
  loading: false,
  transactions: [],
  next: undefined,
  error: undefined,
  run: 0,
}

/** The activity slice, or its initial value before the plugin set it up. */
export const selectActivity = (state: FoyerState): ActivitySlice => state.activity ?? initialActivity
