/** A square 96×96 SVG data URI (EIP-6963 asks for at least 96×96), a rounded tile with a letter. */
export function walletIcon(label: string, color = '#3B82F6'): string {
  const letter = (label.trim()[0] ?? 'W').toUpperCase().replace(/[^A-Z0-9]/, 'W')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="20" fill="${color}"/>` +
    `<text x="48" y="64" text-anchor="middle" font-family="Arial,sans-serif" font-size="48" font-weight="700" fill="#fff">${letter}</text>` +
    `</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
