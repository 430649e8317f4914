// The site's HTML pages share one small layout; every value put into HTML goes through `escapeHtml`.

export const escapeHtml = (value: unknown) =>
  String(value).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

/** A JSON value inside <script type="application/json"> (no `</script>` can close it early). */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

const styles = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1f2328; background: #f6f8fa; }
  main { max-width: 560px; margin: 32px auto; padding: 24px; background: #fff; border-radius: 12px;
    box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 20px; margin: 0 0 16px; }
  button { font: inherit; padding: 8px 14px; border-radius: 8px; border: 1px solid #d0d7de; background: #fff;
    cursor: pointer; margin: 4px 4px 4px 0; }
  button.primary { background: #1f6feb; border-color: #1f6feb; color: #fff; }
  label { display: block; margin: 8px 0 4px; }
  input { font: inherit; padding: 6px 8px; border: 1px solid #d0d7de; border-radius: 6px; width: 100%;
    box-sizing: border-box; }
  .mail { border-top: 1px solid #d0d7de; padding: 12px 0; }
  .code { font: 700 24px/1.2 ui-monospace, monospace; letter-spacing: 4px; }
  .muted { color: #59636e; font-size: 13px; }
  fieldset { border: 1px solid #d0d7de; border-radius: 8px; margin: 12px 0; }
`

export function layout(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
${head}
</head>
<body><main>${body}</main></body>
</html>`
}

export const messagePage = (title: string, text: string) =>
  layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`)
