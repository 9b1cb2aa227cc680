// The two icon container formats the installers need, written by hand: both are a short header and a table of
// PNG images, so a dependency would add more than it saves.

/** A Windows .ico holding PNG images (read by Windows Vista and later, and by NSIS). Sizes up to 256 px. */
export function icoFile(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    if (size < 1 || size > 256) throw new Error(`an .ico image is 1 to 256 px, not ${size}`);
    const entry = 6 + 16 * i;
    header.writeUInt8(size === 256 ? 0 : size, entry); // 0 means 256
    header.writeUInt8(size === 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

/** The PNG element types of Apple's .icns format: type code → pixel size (the @2x types hold twice the points). */
export const ICNS_TYPES: Readonly<Record<string, number>> = {
  icp4: 16,
  icp5: 32,
  icp6: 64,
  ic07: 128,
  ic08: 256,
  ic09: 512,
  ic10: 1024, // 512 pt @2x
  ic11: 32, // 16 pt @2x
  ic12: 64, // 32 pt @2x
  ic13: 256, // 128 pt @2x
  ic14: 512, // 256 pt @2x
};

/** A macOS .icns: the magic `icns`, the file length, then (type, length, PNG) elements. */
export function icnsFile(pngBySize: ReadonlyMap<number, Buffer>): Buffer {
  const elements = Object.entries(ICNS_TYPES).map(([type, size]) => {
    const png = pngBySize.get(size);
    if (!png) throw new Error(`the .icns needs a ${size} px image for ${type}`);
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32BE(8 + png.length, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'latin1');
  head.writeUInt32BE(8 + elements.reduce((n, e) => n + e.length, 0), 4);
  return Buffer.concat([head, ...elements]);
}

/** The width and height a PNG's IHDR chunk declares (for checking generated files). */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || png.toString('latin1', 1, 4) !== 'PNG' || png.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
