import { sheetLayoutQuery } from '../../sheetLayout.js'

/** The overlay, dialog, header, body, alert and toasts (in flow, never over a control). Animations: SPEC §9. */
export const dialogCss = `
/* The dialog keeps its top edge where a 600 px dialog would be centred and grows downward: when a view's
   list fills in (wallets announced, the directory answering), the rows already shown stay under the pointer
   instead of moving up by half of what was added. */
.foyer-overlay {
  --foyer-dialog-top: max(16px, calc((100vh - 600px) / 2));
  position: fixed; inset: 0; display: flex; align-items: flex-start; justify-content: center;
  padding: var(--foyer-dialog-top) 16px 16px; background: var(--foyer-color-overlay); pointer-events: auto;
}
.foyer-dialog {
  position: relative; display: flex; flex-direction: column;
  width: var(--foyer-modal-width); max-width: 100%; max-height: calc(100vh - var(--foyer-dialog-top) - 16px);
  background: var(--foyer-color-bg); color: var(--foyer-color-fg);
  border: 1px solid var(--foyer-color-border); border-radius: calc(var(--foyer-border-radius-master) * 7);
  box-shadow: var(--foyer-shadow); overflow: hidden; outline: none;
}
.foyer-dialog:focus-visible { outline: 2px solid var(--foyer-accent); outline-offset: 2px; }
.foyer-header {
  display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; gap: 4px;
  padding: 12px 12px 4px;
}
.foyer-header-spacer { width: 40px; height: 40px; }
[dir='rtl'] .foyer-flip { scale: -1 1; }
.foyer-title {
  margin: 0; text-align: center; font-size: calc(var(--foyer-font-size-master) * 1.6); font-weight: 600;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
/* Only what comes after the open's first view animates in (useEnterAnimation). */
.foyer-title[data-enter] { animation: foyer-fade-in var(--foyer-duration-text) ease-out; }
.foyer-body { overflow-x: hidden; overflow-y: auto; transition: height var(--foyer-duration-height) ease-out; }
.foyer-body-inner { padding: 8px 16px 16px; }
.foyer-view[data-enter] { animation: foyer-view-in var(--foyer-duration-view) ease-out; }
.foyer-loading { display: flex; justify-content: center; padding: 32px 0; }
.foyer-view-error { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 16px 0; text-align: center; }
.foyer-alert {
  margin: 4px 16px 0; padding: 8px 12px; border-radius: calc(var(--foyer-border-radius-master) * 3);
  background: var(--foyer-color-surface); font-size: calc(var(--foyer-font-size-master) * 1.3);
}
.foyer-alert[data-variant='error'], .foyer-alert[data-variant='warning'] { color: var(--foyer-color-error); }
.foyer-toasts { display: flex; justify-content: center; padding: 0 16px; }
.foyer-page-toasts { position: fixed; inset-inline-start: 0; bottom: 24px; width: 100vw; pointer-events: none; }
.foyer-toasts:not(:empty) { padding-bottom: 12px; }
.foyer-toast {
  display: flex; align-items: center; gap: 8px; max-width: calc(100% - 32px); padding: 8px 14px;
  border-radius: 999px; border: 1px solid var(--foyer-color-border); background: var(--foyer-color-bg);
  color: var(--foyer-color-fg); box-shadow: var(--foyer-shadow); font-size: calc(var(--foyer-font-size-master) * 1.3);
  animation: foyer-fade-in 150ms ease-out;
}
.foyer-toast-dot { width: 8px; height: 8px; border-radius: 50%; flex: none; background: var(--foyer-color-fg-muted); }
.foyer-toast[data-variant='success'] .foyer-toast-dot { background: var(--foyer-color-success); }
.foyer-toast[data-variant='error'] .foyer-toast-dot { background: var(--foyer-color-error); }
/* On a phone the dialog is a bottom sheet, which grows upward: a height animated there would slide every row
   of the view up or down with the sheet's top edge. Its height changes at once and a view fades in where it
   stays, so each row is drawn where it is pressed. */
@media ${sheetLayoutQuery} {
  .foyer-overlay { --foyer-dialog-top: 16px; align-items: flex-end; padding: 0; }
  .foyer-dialog { width: 100%; border-bottom-left-radius: 0; border-bottom-right-radius: 0; }
  .foyer-body { transition: none; }
  .foyer-view[data-enter] { animation-name: foyer-fade-in; }
}
`
