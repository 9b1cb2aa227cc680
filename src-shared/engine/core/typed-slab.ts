/**
 * Zero-filled typed arrays for the short-lived per-state tables of play (reach searches, ZOC masks, unit positions),
 * cut from larger shared buffers: allocating a typed array of its own costs a backing store that V8 allocates and
 * later sweeps one by one (some 3 µs each here), and a bot game makes thousands of them. A piece is handed out once
 * and never reused, so it reads as zeros like a new array; a buffer lives while any piece of it does, so pieces kept
 * for long (a cache per board) should be made with `new` instead.
 */

const SLAB_BYTES = 64 * 1024;

let int32Slab = new Int32Array(0);
let int32Used = 0;
let uint8Slab = new Uint8Array(0);
let uint8Used = 0;

/** A new Int32Array of `length` zeros (see the file comment). */
export function int32s(length: number): Int32Array {
  if (length * 4 > SLAB_BYTES / 4) return new Int32Array(length);
  if (int32Used + length > int32Slab.length) {
    int32Slab = new Int32Array(SLAB_BYTES / 4);
    int32Used = 0;
  }
  const piece = int32Slab.subarray(int32Used, int32Used + length);
  int32Used += length;
  return piece;
}

/** A new Uint8Array of `length` zeros (see the file comment). */
export function uint8s(length: number): Uint8Array {
  if (length > SLAB_BYTES / 4) return new Uint8Array(length);
  if (uint8Used + length > uint8Slab.length) {
    uint8Slab = new Uint8Array(SLAB_BYTES);
    uint8Used = 0;
  }
  const piece = uint8Slab.subarray(uint8Used, uint8Used + length);
  uint8Used += length;
  return piece;
}
