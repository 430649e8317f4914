/**
 * The theme contract: every colour and size the shell and the primitives use is a `--foyer-`
 * variable, light by default, dark under `data-theme="dark"`; a developer's overrides are set
 * inline on the root (after sanitising), so they win in both modes. SPEC §9: modal width 360px,
 * font-size master 10px, border-radius master 4px. A page rule that matches the host (`* { ... }`) beats
 * `:host`, so the root resets every inherited property again (`all` leaves the variables alone).
 *
 * The font is each platform's UI font by name (-apple-system and BlinkMacSystemFont on Apple's, Segoe UI on Windows,
 * Roboto on Android), then sans-serif: the head of RainbowKit's system stack (ConnectKit's names the same fonts, and
 * neither has `system-ui`). Not `system-ui`: Chromium on Linux resolves it anew for the first text of each weight,
 * on the click (README, "How the first open stays fast").
 */
export const baseCss = `
:host { all: initial; }
.foyer-root {
  all: initial;
  display: block;
  --foyer-accent: #3352ff;
  --foyer-accent-fg: #ffffff;
  --foyer-color-bg: #ffffff;
  --foyer-color-fg: #141414;
  --foyer-color-fg-muted: #5d6068;
  --foyer-color-surface: #f1f2f4;
  --foyer-color-surface-hover: #e6e8ec;
  --foyer-color-border: #e1e3e8;
  --foyer-color-error: #b3261e;
  --foyer-color-success: #12805c;
  --foyer-color-overlay: rgba(20, 20, 20, 0.45);
  --foyer-shadow: 0 8px 32px rgba(0, 0, 0, 0.18);
  --foyer-font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, sans-serif;
  --foyer-font-size-master: 10px;
  --foyer-border-radius-master: 4px;
  --foyer-modal-width: 360px;
  --foyer-duration-text: 120ms;
  --foyer-duration-height: 150ms;
  --foyer-duration-view: 150ms;
  color-scheme: light;
  font-family: var(--foyer-font-family);
  font-size: calc(var(--foyer-font-size-master) * 1.4);
  line-height: 1.4;
  color: var(--foyer-color-fg);
  -webkit-font-smoothing: antialiased;
}
.foyer-root[data-theme='dark'] {
  --foyer-accent: #4259e8;
  --foyer-color-bg: #1c1d22;
  --foyer-color-fg: #f2f3f5;
  --foyer-color-fg-muted: #a1a4ab;
  --foyer-color-surface: #2a2b31;
  --foyer-color-surface-hover: #34353c;
  --foyer-color-border: #393b43;
  --foyer-color-error: #ff8a80;
  --foyer-color-success: #5ad39f;
  --foyer-color-overlay: rgba(0, 0, 0, 0.6);
  --foyer-shadow: 0 8px 32px rgba(0, 0, 0, 0.5);
  color-scheme: dark;
}
.foyer-root *, .foyer-root *::before, .foyer-root *::after { box-sizing: border-box; }
.foyer-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
@keyframes foyer-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes foyer-view-in { from { opacity: 0; transform: translateX(8px); } to { opacity: 1; transform: none; } }
@keyframes foyer-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  .foyer-root *, .foyer-root *::before, .foyer-root *::after {
    animation-duration: 0s !important; animation-iteration-count: 1 !important; transition: none !important;
  }
  .foyer-spinner { animation: foyer-spin 1.2s linear infinite !important; }
}
`
