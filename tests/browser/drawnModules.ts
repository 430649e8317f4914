import type { Locator } from 'playwright-core'

/** The modules of a drawn QR code, read from its pixels (drawn again on a canvas), without the quiet zone. */
export async function drawnModules(code: Locator): Promise<boolean[][]> {
  const modules = await code.evaluate(async (svg) => {
    const count = (svg as SVGSVGElement).viewBox.baseVal.width
    const scale = 8
    const image = new Image()
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = count * scale
    canvas.height = count * scale
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0, canvas.width, canvas.height)
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
    const dark = (x: number, y: number) =>
      data[((y * scale + scale / 2) * canvas.width + x * scale + scale / 2) * 4]! < 128
    return Array.from({ length: count }, (_, y) => Array.from({ length: count }, (_, x) => dark(x, y)))
  })
  const inked = (row: boolean[]) => row.some(Boolean)
  const top = modules.findIndex(inked)
  const bottom = modules.findLastIndex(inked)
  const left = Math.min(...modules.map((row) => row.indexOf(true)).filter((index) => index >= 0))
  return modules.slice(top, bottom + 1).map((row) => row.slice(left, left + bottom - top + 1))
}
