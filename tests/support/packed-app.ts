/** Reading what electron-builder produced: the asar's file table and the Electron binary's fuse wire. */
import { readFileSync } from 'node:fs';

export type AsarEntry = { path: string; unpacked: boolean };
type AsarNode = { files?: Record<string, AsarNode>; unpacked?: boolean };

/** Every file in an asar archive (its header is a JSON tree after a 16-byte pickle prefix). */
export function asarEntries(archive: string): AsarEntry[] {
  const data = readFileSync(archive);
  const header = JSON.parse(data.toString('utf8', 16, 16 + data.readUInt32LE(12))) as AsarNode;
  const out: AsarEntry[] = [];
  const walk = (node: AsarNode, prefix: string) => {
    for (const [name, child] of Object.entries(node.files ?? {})) {
      const full = prefix ? `${prefix}/${name}` : name;
      if (child.files) walk(child, full);
      else out.push({ path: full, unpacked: child.unpacked === true });
    }
  };
  walk(header, '');
  return out;
}

/** Electron's fuse sentinel; the wire follows it: a version byte, a length byte, then one byte per fuse. */
export const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
export const FUSE_NAMES = [
  'runAsNode',
  'enableCookieEncryption',
  'enableNodeOptionsEnvironmentVariable',
  'enableNodeCliInspectArguments',
  'enableEmbeddedAsarIntegrityValidation',
  'onlyLoadAppFromAsar',
  'loadBrowserProcessSpecificV8Snapshot',
  'grantFileProtocolExtraPrivileges',
] as const;

/** The fuses as a binary carries them: true for '1', false for '0' (removed or unknown fuses are left out). */
export function fuseWire(binary: Buffer): Partial<Record<(typeof FUSE_NAMES)[number], boolean>> {
  const at = binary.indexOf(FUSE_SENTINEL);
  if (at < 0) throw new Error('no fuse wire in this binary');
  const length = binary[at + FUSE_SENTINEL.length + 1];
  const wire: Partial<Record<(typeof FUSE_NAMES)[number], boolean>> = {};
  for (let i = 0; i < Math.min(length, FUSE_NAMES.length); i++) {
    const state = binary[at + FUSE_SENTINEL.length + 2 + i];
    if (state === 0x30 || state === 0x31) wire[FUSE_NAMES[i]] = state === 0x31;
  }
  return wire;
}

/** A stand-in for Electron's executable: a script that carries an unflipped fuse wire as Electron's binary does. */
export function standInElectron(): Buffer {
  return Buffer.concat([Buffer.from('#!/bin/sh\necho "a stand-in for Electron"\n'), Buffer.from(FUSE_SENTINEL), Buffer.from([1, 8]), Buffer.from('10110100')]);
}
