/**
 * SPEC §7's `presetCryptoAmount` of a Coinbase checkout: the quoted amount of crypto when it is a whole number (the
 * server takes only those; Coinbase then prefers it to the fiat sum) and the quote is the provider's own, not SPEC
 * §8's mocked estimate. Otherwise none, and the fiat sum alone presets the checkout.
 */
export function presetCryptoAmount(
  quote: { estimate: boolean; purchaseAmount: { amount: string } } | undefined,
): number | undefined {
  if (!quote || quote.estimate || !/^\d+(\.0*)?$/.test(quote.purchaseAmount.amount)) return undefined
  const amount = Number(quote.purchaseAmount.amount)
  return Number.isSafeInteger(amount) && amount > 0 ? amount : undefined
}
