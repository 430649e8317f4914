const mobileAgent = /Android|iPhone|iPad|iPod|Mobile/i

/** The answer for this browser's own user agent, found once (each render of the Connect view asks). */
let thisBrowser: boolean | undefined

/** A phone or tablet browser, where wallets are apps reached by deep link rather than extensions. */
export function isMobile(userAgent?: string): boolean {
  if (userAgent !== undefined) return mobileAgent.test(userAgent)
  thisBrowser ??= mobileAgent.test(typeof navigator === 'undefined' ? '' : navigator.userAgent)
  return thisBrowser
}
