// The build plugins' walk over ESTree (rollup's parser): a node's children.

/**
 * The children of an ESTree node, sorted by where they start (ESTree keeps a template literal's parts and its
 * interpolations apart). A shorthand property's key and value are one node, listed twice.
 */
export function children(node) {
  const found = []
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (item && typeof item.type === 'string') found.push(item)
    if (value && typeof value.type === 'string') found.push(value)
  }
  return found.sort((a, b) => a.start - b.start)
}
