const candidates = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',')

/** The elements of `container` that Tab reaches, in document order. */
export function tabbables(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(candidates)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && (element.checkVisibility?.() ?? true),
  )
}
