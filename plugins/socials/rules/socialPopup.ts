import type { Kernel } from 'foyer'

/** SPEC §9: the social popup's size, and how often it is checked for being closed. */
export const socialPopupFeatures = 'width=600,height=800,scrollbars=yes'
export const popupCheckMs = 1_000

const popups = new WeakMap<Kernel, Window>()

/**
 * Opens the popup on the frame site's loading page, inside the visitor's click (popup blockers allow no other
 * moment), and keeps it for the instance's ConnectingSocial view. Null when the browser refused it.
 */
export function openSocialPopup(kernel: Kernel): Window | null {
  const origin = new URL(kernel.options.urls.frame).origin
  const popup = window.open(`${origin}/loading`, 'popupWindow', socialPopupFeatures)
  if (popup) popups.set(kernel, popup)
  return popup
}

/** The popup opened for this instance's social login, handed over once. */
export function takeSocialPopup(kernel: Kernel): Window | undefined {
  const popup = popups.get(kernel)
  popups.delete(kernel)
  return popup
}
