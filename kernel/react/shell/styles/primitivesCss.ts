/** The UI primitives that plugin views are built from (kernel/react/primitives). */
export const primitivesCss = `
.foyer-button, .foyer-icon-button, .foyer-list-item, .foyer-tab {
  font: inherit; color: inherit; margin: 0; border: 0; cursor: pointer; -webkit-tap-highlight-color: transparent;
}
.foyer-button:focus-visible, .foyer-icon-button:focus-visible, .foyer-list-item:focus-visible,
.foyer-tab:focus-visible, .foyer-input:focus-visible, .foyer-tabpanel:focus-visible {
  outline: 2px solid var(--foyer-accent); outline-offset: 2px;
}
.foyer-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 40px;
  padding: 0 16px; border-radius: calc(var(--foyer-border-radius-master) * 3);
  background: var(--foyer-accent); color: var(--foyer-accent-fg); font-weight: 600;
}
.foyer-button[data-variant='secondary'] { background: var(--foyer-color-surface); color: var(--foyer-color-fg); }
.foyer-button[data-variant='ghost'] { background: transparent; color: var(--foyer-color-fg); }
.foyer-button[data-full-width] { width: 100%; }
.foyer-button:disabled, .foyer-list-item:disabled { cursor: default; opacity: 0.55; }
/* A link drawn before its address is known (a wallet's link before the pairing URI): in its place, inert. */
.foyer-button[aria-disabled='true'] { cursor: default; opacity: 0.55; pointer-events: none; }
.foyer-icon-button {
  display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 40px;
  border-radius: calc(var(--foyer-border-radius-master) * 3); background: transparent;
}
.foyer-icon-button:hover, .foyer-button[data-variant='ghost']:hover { background: var(--foyer-color-surface); }
.foyer-icon-button svg { width: 18px; height: 18px; }
.foyer-list { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.foyer-virtual-list { position: relative; overflow-y: auto; border-radius: calc(var(--foyer-border-radius-master) * 4); }
.foyer-virtual-list:focus-visible { outline: 2px solid var(--foyer-accent); outline-offset: 2px; }
.foyer-virtual-list > ul { position: relative; margin: 0; padding: 0; list-style: none; }
.foyer-virtual-list > ul > li { position: absolute; inset-inline: 0; }
.foyer-list-item {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 56px; padding: 8px 12px 8px 8px;
  border-radius: calc(var(--foyer-border-radius-master) * 4); background: var(--foyer-color-surface); text-align: start;
}
.foyer-list-item:hover:not(:disabled) { background: var(--foyer-color-surface-hover); }
.foyer-list-item-label { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 500; }
.foyer-tag {
  flex: none; padding: 2px 6px; border-radius: var(--foyer-border-radius-master);
  background: var(--foyer-color-bg); color: var(--foyer-color-fg-muted);
  font-size: calc(var(--foyer-font-size-master) * 1.1); font-weight: 600; text-transform: uppercase;
}
.foyer-image {
  display: inline-flex; align-items: center; justify-content: center; flex: none; overflow: hidden;
  border-radius: calc(var(--foyer-border-radius-master) * 3); background: var(--foyer-color-bg);
  color: var(--foyer-color-fg-muted); font-weight: 600;
}
.foyer-image img { width: 100%; height: 100%; object-fit: cover; }
.foyer-field { display: flex; flex-direction: column; gap: 6px; }
.foyer-label { font-size: calc(var(--foyer-font-size-master) * 1.3); font-weight: 500; }
.foyer-input {
  font: inherit; width: 100%; min-height: 44px; padding: 0 12px; color: var(--foyer-color-fg);
  background: var(--foyer-color-surface); border: 1px solid var(--foyer-color-border);
  border-radius: calc(var(--foyer-border-radius-master) * 3);
}
.foyer-input[aria-invalid='true'] { border-color: var(--foyer-color-error); }
.foyer-field-error { color: var(--foyer-color-error); font-size: calc(var(--foyer-font-size-master) * 1.2); }
.foyer-spinner {
  display: inline-block; flex: none; border-radius: 50%; border: 2px solid var(--foyer-color-border);
  border-top-color: var(--foyer-accent); animation: foyer-spin 0.8s linear infinite;
}
.foyer-text { margin: 0; }
.foyer-text[data-variant='title'] { font-size: calc(var(--foyer-font-size-master) * 1.6); font-weight: 600; }
.foyer-text[data-variant='small'] { font-size: calc(var(--foyer-font-size-master) * 1.2); }
.foyer-text[data-tone='muted'] { color: var(--foyer-color-fg-muted); }
.foyer-text[data-tone='error'] { color: var(--foyer-color-error); }
.foyer-text[data-tone='success'] { color: var(--foyer-color-success); }
.foyer-text[data-align='center'] { text-align: center; }
.foyer-tablist {
  display: flex; gap: 4px; padding: 4px; border-radius: calc(var(--foyer-border-radius-master) * 3);
  background: var(--foyer-color-surface);
}
.foyer-tab {
  flex: 1; min-height: 32px; border-radius: calc(var(--foyer-border-radius-master) * 2); background: transparent;
  color: var(--foyer-color-fg-muted); font-weight: 600;
}
.foyer-tab[aria-selected='true'] { background: var(--foyer-color-bg); color: var(--foyer-color-fg); }
.foyer-tabpanel { padding-top: 12px; }
`
