import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appFile } from './app-protocol';

const root = path.resolve('/srv/atoll/out/renderer');

describe('atoll://app/ files', () => {
  it('are the renderer’s files, with their content types', () => {
    expect(appFile(root, 'atoll://app/')).toEqual({ file: path.join(root, 'index.html'), type: 'text/html; charset=utf-8' });
    expect(appFile(root, 'atoll://app/assets/index-x.js?v=1#top')).toEqual({ file: path.join(root, 'assets/index-x.js'), type: 'text/javascript; charset=utf-8' });
    expect(appFile(root, 'atoll://app/assets/a%20b.css')?.file).toBe(path.join(root, 'assets/a b.css'));
  });

  it('never leave the renderer folder, nor answer another host or scheme', () => {
    for (const url of ['atoll://app/../main/index.js', 'atoll://app/%2e%2e/main/index.js', 'atoll://app/assets/..%2f..%2fmain', 'atoll://app/a%5c..%5c..%5cx', 'atoll://app/a%00.js', 'atoll://app/%E0%A4%A', 'atoll://evil/index.html', 'file:///srv/atoll/out/renderer/index.html', 'not a url']) {
      const found = appFile(root, url);
      expect(found === null || found.file.startsWith(root + path.sep), url).toBe(true);
    }
    // The URL parser resolves dot segments first: these name renderer/main/index.js, still inside the folder.
    expect(appFile(root, 'atoll://app/%2e%2e/main/index.js')?.file).toBe(path.join(root, 'main/index.js'));
    expect(appFile(root, 'atoll://app/assets/..%2f..%2fmain')).toBeNull();
    expect(appFile(root, 'atoll://evil/index.html')).toBeNull();
    expect(appFile(root, 'atoll://app/a%00.js')).toBeNull();
  });
});
