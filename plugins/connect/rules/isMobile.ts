/** A phone or tablet browser, where wallets are apps reached by deep link rather than extensions. */
export function isMobile(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent)
}
