/** What marks a view (or the shell) as still waiting for its content. */
const busy = '.foyer-loading, [aria-busy="true"]'

/**
 * The first view of an open appears at once: when the dialog's body first holds content with nothing
 * still loading, the running animations inside the dialog (the view's slide-in, the title's fade, the
 * body's height from the loading placeholder) jump to their end. Spinners (infinite) keep turning. SPEC §9's
 * animations are transitions between views; the first view has none to come from, and a visitor who just
 * clicked waits for no animation. Returns whether the open has settled (content drawn).
 */
export function finishOpeningAnimations(body: HTMLElement, inner: HTMLElement): boolean {
  if (inner.querySelector(busy) || !inner.querySelector('.foyer-view > *')) return false
  const dialog = body.closest<HTMLElement>('[role="dialog"]') ?? body
  // The height just set must have started its transition to be found: flush styles first.
  void getComputedStyle(body).height
  for (const animation of dialog.getAnimations?.({ subtree: true }) ?? [])
    if (animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY) animation.finish()
  return true
}
