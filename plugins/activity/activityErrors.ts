import { FoyerError } from 'foyer'

/** The activity plugin's own error (the catalogue holds 'Failed to fetch transactions'), kept out of page load. */
export const activityErrors = {
  noAddress: () =>
    new FoyerError('Transactions cannot be fetched without an account address', { code: 'ACTIVITY_NO_ADDRESS' }),
}
