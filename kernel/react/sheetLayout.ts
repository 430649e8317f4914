/** The viewports where the modal is a bottom sheet (the shell's dialogCss): a phone held upright. */
export const sheetLayoutQuery = '(max-width: 430px)'

/**
 * Whether the modal shows as a bottom sheet now (false without a window). A sheet grows upward from the
 * screen's bottom edge, so whatever joins a view after it is drawn moves every row above it.
 */
export function isSheetLayout(): boolean {
  return typeof matchMedia === 'function' && matchMedia(sheetLayoutQuery).matches
}
