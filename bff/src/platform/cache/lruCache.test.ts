import { LruCache } from './lruCache';

describe('LruCache', () => {
  it('evicts the least recently used entry beyond its size', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('keeps the order when the most recently used entry is asked for again', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('b')).toBe(2);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    cache.set('d', 4);
    expect(cache.get('c')).toBeUndefined();
    expect([cache.get('a'), cache.get('d')]).toEqual([1, 4]);
  });
});
