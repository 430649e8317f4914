/** The viewports where the modal is a bottom sheet (the shell's dialogCss): a phone held upright. */
export const sheetLayoutQuery = '(max-width: 430px)'
