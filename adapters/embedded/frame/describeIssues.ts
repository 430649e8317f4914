import type * as z from 'zod/mini'

type Issue = z.core.$ZodIssue

function describeIssue(issue: Issue): string {
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  if (issue.message && issue.message !== 'Invalid input') return `${where}${issue.message}`
  switch (issue.code) {
    case 'invalid_type':
      return `${where}expected ${issue.expected}`
    case 'invalid_value':
      return `${where}expected one of ${issue.values.map(String).join(', ')}`
    case 'unrecognized_keys':
      return `${where}unexpected ${issue.keys.join(', ')}`
    case 'invalid_union':
      return `${where}matches none of the allowed shapes`
    default:
      return `${where}invalid`
  }
}

/** zod/mini carries no locale: a short readable text for the first issues, e.g. `email: must be a valid email`. */
export function describeIssues(error: z.core.$ZodError, limit = 3): string {
  return error.issues.slice(0, limit).map(describeIssue).join('; ')
}
