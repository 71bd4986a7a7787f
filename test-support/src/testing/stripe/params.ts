/** Stripe's form-encoded request parameters and how the fake reads them. */
import { invalid } from './errors';

export type Params = Record<string, unknown>;
export type Json = Record<string, unknown>;

/** Parses Stripe's form encoding (`items[0][price]=x`, `lookup_keys[]=a`) into objects and arrays. */
export function parseForm(text: string): Params {
  const root: Params = {};
  const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
  for (const pair of text.split('&').filter(Boolean)) {
    const [rawKey = '', ...rawValue] = pair.split('=');
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(decode(rawKey));
    if (!match?.[1]) continue;
    const brackets = Array.from((match[2] ?? '').matchAll(/\[([^[\]]*)\]/g), (m) => m[1] ?? '');
    assign(root, [match[1], ...brackets], decode(rawValue.join('=')));
  }
  return root;
}

export function assign(target: Params | unknown[], path: string[], value: string): void {
  const [head = '', ...rest] = path;
  const slots = target as Params;
  const key = Array.isArray(target) && head === '' ? String(target.length) : head;
  if (rest.length === 0) {
    slots[key] = value;
    return;
  }
  if (typeof slots[key] !== 'object' || slots[key] === null) {
    slots[key] = /^\d*$/.test(rest[0] ?? '') ? [] : {};
  }
  assign(slots[key] as Params, rest, value);
}

export const str = (p: Params, key: string) =>
  typeof p[key] === 'string' ? String(p[key]) : undefined;
export const obj = (p: Params, key: string) =>
  typeof p[key] === 'object' ? (p[key] as Params) : {};
export const strings = (p: Params, key: string) =>
  Object.values(obj(p, key)).filter((v): v is string => typeof v === 'string');
export const bool = (p: Params, key: string) =>
  p[key] === undefined ? undefined : p[key] === 'true';
export const required = (p: Params, key: string, param = key): string =>
  str(p, key) || fail(invalid(`Missing required param: ${param}.`, param, 'parameter_missing'));
export function int(p: Params, key: string): number | undefined {
  const value = str(p, key);
  if (value === undefined) return undefined;
  return /^-?\d+$/.test(value) ? Number(value) : fail(invalid(`Invalid integer: ${value}`, key));
}
export function oneOf<T extends string>(p: Params, key: string, allowed: readonly T[]): T {
  const value = (str(p, key) ?? allowed[0]) as T;
  if (allowed.includes(value)) return value;
  throw invalid(`Invalid ${key}: must be one of ${allowed.join(', ')}`, key);
}
/** Stripe merges metadata: an empty value deletes a key, an empty `metadata` clears them all. */
export function mergeMetadata(
  current: Record<string, string>,
  update: unknown,
): Record<string, string> {
  if (update === '') return {};
  const next = { ...current };
  for (const [key, value] of Object.entries(typeof update === 'object' ? (update ?? {}) : {})) {
    if (value === '') delete next[key];
    else next[key] = String(value);
  }
  return next;
}
export const firstItem = (p: Params) => obj(obj(p, 'items'), '0');
