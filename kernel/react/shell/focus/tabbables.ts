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

/**
 * A view's companions: elements of the page outside the modal that belong to the view on screen (the embedded
 * wallet's approval frame, drawn over the view's place), marked `data-foyer-companion`. Focus may go there.
 */
export const companions = () => tabbables(document).filter(isCompanion)
export const isCompanion = (element: EventTarget | null) =>
  element instanceof Element && element.hasAttribute('data-foyer-companion')

/** The elements of `container` that Tab reaches, in document order. */
export function tabbables(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(candidates)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && (element.checkVisibility?.() ?? true),
  )
}
