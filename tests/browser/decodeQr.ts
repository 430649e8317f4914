// A small QR code reader for tests: from the modules as drawn (true = dark, quiet zone cut off) to the text.
// It reads an undamaged code of version 1 to 10 (what an address or a short URI needs) the way ISO/IEC 18004
// lays it out: format bits, function patterns, the zigzag of codewords, the mask, the blocks, the segments.
// No error correction: a code drawn by software has no damage, and a wrong module shows as a wrong text.

/** Error-correction level as the format bits name it -> its row in the tables below (L, M, Q, H). */
const levelRow = { 1: 0, 0: 1, 3: 2, 2: 3 } as Record<number, number>
// ISO/IEC 18004 table 9, versions 0 (unused) to 10, rows L, M, Q, H.
const eccPerBlock = [
  [-1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18],
  [-1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26],
  [-1, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24],
  [-1, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28],
]
const blockCount = [
  [-1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4],
  [-1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5],
  [-1, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8],
  [-1, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8],
]
const masks: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
]
const alphanumeric = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:'

function alignmentPositions(version: number, size: number): number[] {
  if (version === 1) return []
  const count = Math.floor(version / 7) + 2
  const step = Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2
  const positions = [6]
  for (let position = size - 7; positions.length < count; position -= step) positions.splice(1, 0, position)
  return positions
}

/** Which modules are patterns, timing, format or version bits (not data). */
function functionModules(version: number, size: number): boolean[][] {
  const marked = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  const mark = (x0: number, y0: number, width: number, height: number) => {
    for (let y = Math.max(0, y0); y < Math.min(size, y0 + height); y++)
      for (let x = Math.max(0, x0); x < Math.min(size, x0 + width); x++) marked[y]![x] = true
  }
  mark(0, 0, 9, 9) // finder, separator and format bits, top left
  mark(size - 8, 0, 8, 9)
  mark(0, size - 8, 9, 8)
  mark(6, 0, 1, size) // timing
  mark(0, 6, size, 1)
  const aligned = alignmentPositions(version, size)
  const last = aligned.length - 1
  for (const [i, ax] of aligned.entries())
    for (const [j, ay] of aligned.entries())
      if (!((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0))) mark(ax - 2, ay - 2, 5, 5)
  if (version >= 7) {
    mark(size - 11, 0, 3, 6)
    mark(0, size - 11, 6, 3)
  }
  return marked
}

function readFormat(modules: boolean[][]): { level: number; mask: number } {
  let bits = 0
  const at = (x: number, y: number, bit: number) => {
    if (modules[y]?.[x]) bits |= 1 << bit
  }
  for (let i = 0; i <= 5; i++) at(8, i, i)
  at(8, 7, 6)
  at(8, 8, 7)
  at(7, 8, 8)
  for (let i = 9; i < 15; i++) at(14 - i, 8, i)
  const data = (bits ^ 0x5412) >> 10
  return { level: data >> 3, mask: data & 7 }
}

/** The codewords in the order they were placed: two-column strips, right to left, snaking up and down. */
function readCodewords(modules: boolean[][], reserved: boolean[][], mask: number): number[] {
  const size = modules.length
  const bits: boolean[] = []
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    const upward = ((right + 1) & 2) === 0
    for (let vertical = 0; vertical < size; vertical++)
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const y = upward ? size - 1 - vertical : vertical
        if (!reserved[y]![x]) bits.push(modules[y]![x]! !== masks[mask]!(x, y))
      }
  }
  const codewords: number[] = []
  for (let i = 0; i + 8 <= bits.length; i += 8)
    codewords.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | (bit ? 1 : 0), 0))
  return codewords
}

/** Undoes the interleaving of the blocks and keeps their data codewords, in order. */
function dataCodewords(codewords: number[], version: number, row: number): number[] {
  const blocks = blockCount[row]![version]!
  const ecc = eccPerBlock[row]![version]!
  const total = codewords.length
  const shortBlocks = blocks - (total % blocks)
  const shortLength = Math.floor(total / blocks)
  const sorted: number[][] = Array.from({ length: blocks }, () => [])
  let next = 0
  for (let i = 0; i <= shortLength; i++)
    for (let block = 0; block < blocks; block++) {
      if (i === shortLength - ecc && block < shortBlocks) continue // short blocks have no byte here
      sorted[block]!.push(codewords[next++]!)
    }
  return sorted.flatMap((block, index) => block.slice(0, shortLength - ecc + (index < shortBlocks ? 0 : 1)))
}

/** The text of the segments: numeric, alphanumeric and byte (UTF-8) modes, up to the terminator. */
function readSegments(data: number[], version: number): string {
  const bits = data.flatMap((byte) => Array.from({ length: 8 }, (_, i) => (byte >> (7 - i)) & 1))
  let position = 0
  const take = (count: number) => {
    let value = 0
    for (let i = 0; i < count; i++) value = (value << 1) | (bits[position++] ?? 0)
    return value
  }
  const wide = version >= 10 ? 1 : 0
  let text = ''
  while (position + 4 <= bits.length) {
    const mode = take(4)
    if (mode === 0) break
    if (mode === 0b0001) {
      let count = take([10, 12][wide]!)
      for (; count >= 3; count -= 3) text += String(take(10)).padStart(3, '0')
      if (count > 0) text += String(take(count === 2 ? 7 : 4)).padStart(count, '0')
    } else if (mode === 0b0010) {
      let count = take([9, 11][wide]!)
      for (; count >= 2; count -= 2) {
        const pair = take(11)
        text += alphanumeric[Math.floor(pair / 45)]! + alphanumeric[pair % 45]!
      }
      if (count === 1) text += alphanumeric[take(6)]!
    } else if (mode === 0b0100) {
      const count = take([8, 16][wide]!)
      text += new TextDecoder().decode(Uint8Array.from({ length: count }, () => take(8)))
    } else throw new RangeError(`QR segment mode ${mode} is not read here`)
  }
  return text
}

/** The text of a QR code from its modules (rows of booleans, true = dark), without its quiet zone. */
export function decodeQr(modules: boolean[][]): string {
  const size = modules.length
  const version = (size - 17) / 4
  if (!Number.isInteger(version) || version < 1 || version > 10)
    throw new RangeError(`QR size ${size} is not read here`)
  const { level, mask } = readFormat(modules)
  const row = levelRow[level]!
  const codewords = readCodewords(modules, functionModules(version, size), mask)
  return readSegments(dataCodewords(codewords, version, row), version)
}
