import { matchesPrefixes, matchesWords } from './full-text.js';

/** Reads a field of the record being filtered; arrays (channel members) match if any element does. */
export type FieldReader = (field: string) => unknown;

/** Thrown for an operator the fake does not implement, so the route answers a clear code-4 error. */
export class UnsupportedFilterError extends Error {}

/**
 * Evaluates a MongoDB-style filter as the SDK sends it (`{ members: { $in: [...] }, is_production: true }`):
 * $eq $ne $in $nin $gt $gte $lt $lte $exists $autocomplete $contains, and $and $or $nor at any level.
 */
export function matchesFilter(filter: Record<string, unknown>, read: FieldReader): boolean {
  return Object.entries(filter).every(([key, condition]) => {
    if (key === '$and') return asFilters(condition).every((part) => matchesFilter(part, read));
    if (key === '$or') return asFilters(condition).some((part) => matchesFilter(part, read));
    if (key === '$nor') return !asFilters(condition).some((part) => matchesFilter(part, read));
    if (key.startsWith('$')) throw new UnsupportedFilterError(`filter operator ${key} is not supported at the top level`);
    return matchesCondition(read(key), condition);
  });
}

function matchesCondition(value: unknown, condition: unknown): boolean {
  if (!isOperatorObject(condition)) return equals(value, condition);
  return Object.entries(condition).every(([operator, operand]) => {
    switch (operator) {
      case '$eq': return equals(value, operand);
      case '$ne': return !equals(value, operand);
      case '$in': return asArray(operand).some((candidate) => equals(value, candidate));
      case '$nin': return !asArray(operand).some((candidate) => equals(value, candidate));
      case '$gt': return compare(value, operand, (order) => order > 0);
      case '$gte': return compare(value, operand, (order) => order >= 0);
      case '$lt': return compare(value, operand, (order) => order < 0);
      case '$lte': return compare(value, operand, (order) => order <= 0);
      case '$exists': return (value !== undefined && value !== null) === Boolean(operand);
      case '$autocomplete': return anyOf(value, (one) => typeof one === 'string' && typeof operand === 'string' && matchesPrefixes(one, operand));
      case '$q': return anyOf(value, (one) => typeof one === 'string' && typeof operand === 'string' && matchesWords(one, operand));
      case '$contains': return Array.isArray(value) && value.some((one) => equals(one, operand));
      default: throw new UnsupportedFilterError(`filter operator ${operator} is not supported`);
    }
  });
}

/** Scalars compare by value; an array field matches when any element matches. */
function equals(value: unknown, expected: unknown): boolean {
  if (Array.isArray(value) && !Array.isArray(expected)) return value.some((one) => equals(one, expected));
  if (typeof value === 'object' || typeof expected === 'object') return JSON.stringify(value) === JSON.stringify(expected);
  // A filter on a boolean custom field that was never set means false, as the provider treats it.
  if (value === undefined && expected === false) return true;
  return value === expected;
}

function compare(value: unknown, operand: unknown, accept: (order: number) => boolean): boolean {
  return anyOf(value, (one) => {
    if (typeof one === 'number' && typeof operand === 'number') return accept(one - operand);
    if (typeof one === 'string' && typeof operand === 'string') return accept(one < operand ? -1 : one > operand ? 1 : 0);
    return false;
  });
}

function anyOf(value: unknown, test: (one: unknown) => boolean): boolean {
  return Array.isArray(value) ? value.some(test) : test(value);
}

function isOperatorObject(condition: unknown): condition is Record<string, unknown> {
  return typeof condition === 'object' && condition !== null && !Array.isArray(condition)
    && Object.keys(condition).length > 0 && Object.keys(condition).every((key) => key.startsWith('$'));
}

function asArray(operand: unknown): unknown[] {
  if (!Array.isArray(operand)) throw new UnsupportedFilterError('$in and $nin need an array');
  return operand;
}

function asFilters(condition: unknown): Array<Record<string, unknown>> {
  if (!Array.isArray(condition)) throw new UnsupportedFilterError('$and, $or and $nor need an array of filters');
  return condition as Array<Record<string, unknown>>;
}
