/**
 * Gives a shadow root its CSS as a constructed stylesheet (`adoptedStyleSheets`), which a CSP without
 * 'unsafe-inline' allows; where a browser lacks those, a `<style>` carrying the app's `nonce`.
 */
export function adoptStyles(root: ShadowRoot, css: string, nonce?: string): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    root.adoptedStyleSheets = [sheet]
    return
  }
  const style = document.createElement('style')
  if (nonce) style.nonce = nonce
  style.textContent = css
  root.append(style)
}
