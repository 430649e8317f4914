import { createHash } from 'node:crypto'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const initials = (label: string) =>
  label
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 3)

/** A deterministic square logo: a hue from `seed`; the text is `short`, or the initials of `label`. */
export function svgBadge(label: string, seed: string, short = initials(label)): string {
  const digest = createHash('sha256').update(seed).digest()
  const hue = (digest[0]! * 360) / 256
  const accent = (hue + 40 + (digest[1]! % 80)) % 360
  const text = escapeHtml(short.slice(0, 5).toUpperCase() || '?')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeHtml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)} 70% 52%)"/><stop offset="1" stop-color="hsl(${accent.toFixed(0)} 70% 38%)"/></linearGradient></defs>
<rect width="96" height="96" rx="24" fill="url(#g)"/>
<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${[34, 34, 34, 26, 22, 18][text.length] ?? 18}" font-weight="700" fill="#fff">${text}</text>
</svg>`
}
