/**
 * Values worked out from an immutable object of play (a state, a units record), kept for the few most recent such
 * objects: the engine, a bot and apply ask again and again about the state in play, rarely about an older one. Cheaper
 * than a WeakMap keyed by every new state, whose entries cost far more to add and to collect than the lookups they
 * save (about 0.2 µs each); the few entries hold their keys only until newer ones push them out.
 */
export class RecentCache<K extends object, V> {
  private readonly keys: (K | null)[];
  private readonly values: (V | undefined)[];
  private next = 0;

  constructor(size = 8) {
    this.keys = new Array<K | null>(size).fill(null);
    this.values = new Array<V | undefined>(size).fill(undefined);
  }

  /** Newest first: the key asked about is nearly always the one kept last (the state in play). */
  get(key: K): V | undefined {
    const { keys } = this;
    const size = keys.length;
    for (let k = 1, i = this.next; k <= size; k++) {
      i = i === 0 ? size - 1 : i - 1;
      if (keys[i] === key) return this.values[i];
    }
    return undefined;
  }

  /** Keeps `value` for `key`, pushing out the oldest entry; a key kept already gets the new value. */
  set(key: K, value: V): void {
    for (let i = 0; i < this.keys.length; i++) {
      if (this.keys[i] !== key) continue;
      this.values[i] = value;
      return;
    }
    this.keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.keys.length;
  }
}
