/**
 * A schema as plain data: what a value must be, kind by kind (the kinds the options need, each as zod's mini API
 * has it). From one rule come both the quick check of a first open (quickParse, no schema made) and the zod
 * schema that explains a failure (schemaOf). Alternatives of a union are of different kinds, so the first that
 * takes a value is zod's too.
 */
export type Rule =
  | { kind: 'string'; regex?: RegExp; refine?: (value: string) => boolean; message?: string }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'enum'; values: readonly [string, ...string[]] }
  | { kind: 'optional'; inner: Rule }
  | { kind: 'nullable'; inner: Rule }
  | { kind: 'array'; item: Rule; refine?: (value: unknown[]) => boolean; message?: string }
  /** `loose`: keys the shape does not name are kept as they are (zod's looseObject); else they are dropped. */
  | { kind: 'object'; shape: Readonly<Record<string, Rule>>; loose?: boolean }
  /** `partial`: the keys (an enum) may each be missing (zod's partialRecord). */
  | { kind: 'record'; key: Rule; value: Rule; partial?: boolean }
  | { kind: 'union'; options: readonly Rule[] }
  /** The value as given, when `test` takes it (zod's custom). */
  | { kind: 'custom'; test: (value: unknown) => boolean; message: string }

/** A kind's own checks, as its rule holds them. */
type Checks<K extends Rule['kind']> = Omit<Extract<Rule, { kind: K }>, 'kind' | 'item'>

/** The rules, made as zod's mini API names its schemas. */
export const rule = {
  string: (check: Checks<'string'> = {}): Rule => ({
    kind: 'string',
    ...check,
  }),
  number: (): Rule => ({ kind: 'number' }),
  boolean: (): Rule => ({ kind: 'boolean' }),
  enum: (values: readonly [string, ...string[]]): Rule => ({ kind: 'enum', values }),
  optional: (inner: Rule): Rule => ({ kind: 'optional', inner }),
  nullable: (inner: Rule): Rule => ({ kind: 'nullable', inner }),
  /** Missing, null or `inner` (zod's nullish). */
  nullish: (inner: Rule): Rule => ({ kind: 'optional', inner: { kind: 'nullable', inner } }),
  array: (item: Rule, check: Checks<'array'> = {}): Rule => ({
    kind: 'array',
    item,
    ...check,
  }),
  object: (shape: Record<string, Rule>): Rule => ({ kind: 'object', shape }),
  looseObject: (shape: Record<string, Rule>): Rule => ({ kind: 'object', shape, loose: true }),
  record: (key: Rule, value: Rule): Rule => ({ kind: 'record', key, value }),
  /** Any value, as it is (zod's unknown). */
  unknown: (): Rule => ({ kind: 'custom', test: () => true, message: '' }),
  partialRecord: (key: Rule, value: Rule): Rule => ({ kind: 'record', key, value, partial: true }),
  union: (options: readonly Rule[]): Rule => ({ kind: 'union', options }),
  custom: (test: (value: unknown) => boolean, message: string): Rule => ({ kind: 'custom', test, message }),
}
