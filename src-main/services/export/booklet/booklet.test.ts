import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseScenarioJson } from '../../../../src-shared/schema';
import { fonts, pageSizes, rawText } from '../test-poppler';
import { writePdf } from '../write-pdf';
import { bookletBlocks, planBooklet } from './index';
import { layoutFlow } from './flow';

const dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-booklet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const job = { signal: new AbortController().signal, progress() {} };

function scenario(name: string) {
  const result = parseScenarioJson(readFileSync(path.join(__dirname, '../../../../scenarios', name), 'utf8'));
  if (!result.ok) throw new Error('bundled scenario does not parse');
  return result.document;
}

describe('scenario booklet (read back with poppler)', () => {
  it.each(['palembang.atoll.json', 'primosole.atoll.json'])('%s: every table row of the scenario is in the PDF, fonts embedded, A4 exact', async (name) => {
    const doc = scenario(name);
    const file = path.join(dir, `${name}.pdf`);
    await writePdf(planBooklet(doc, { paper: 'a4' }), file, job);
    for (const size of pageSizes(file)) expect(size).toEqual({ width: 595.276, height: 841.89 });
    for (const f of fonts(file)) expect(f.embedded).toBe(true);
    const text = rawText(file);
    let rows = 0;
    for (const block of bookletBlocks(doc)) {
      if (block.kind !== 'table') continue;
      for (const row of block.table.rows) {
        const line = row.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
        expect(text, `${block.table.title ?? 'table'}: ${line}`).toContain(line);
        rows++;
      }
    }
    // The scenario's own rows are among them: turns, die-table rows, arrivals, units.
    expect(rows).toBeGreaterThan(doc.turns.length + doc.units.length + doc.arrivals.length);
    for (const t of doc.dieTables) expect(text).toContain(t.name);
  });

  it('keeps a heading on the page where what follows it starts, even a short table kept whole', () => {
    const rows = Array.from({ length: 6 }, (_, i) => [`turn ${i + 1}`, 'morning']);
    // Whatever room the paragraph leaves at the bottom of the first page.
    for (let lines = 40; lines <= 58; lines++) {
      const filler = Array.from({ length: lines }, (_, i) => `Line ${i + 1} of a long paragraph.`).join('\n');
      const pages = layoutFlow(
        [{ kind: 'para', text: filler }, { kind: 'heading', text: 'Turn record track', level: 1 }, { kind: 'table', table: { columns: [{ header: 'Turn' }, { header: 'Time' }], rows } }],
        { width: 210, height: 297, margin: 18, footer: '' },
      );
      const pageOf = (t: string) => pages.findIndex((p) => p.ops.some((o) => o.t === 'text' && o.text === t));
      expect(pageOf('Turn record track'), `after ${lines} lines`).toBe(pageOf('turn 1'));
    }
  });

  it('breaks long tables between rows and repeats their header on the next page', () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`row ${i + 1}`, 'x '.repeat(i % 7 + 1).trim()]);
    const pages = layoutFlow([{ kind: 'table', table: { title: 'Long', columns: [{ header: 'Name' }, { header: 'Value' }], rows } }], { width: 210, height: 297, margin: 18, footer: '' });
    expect(pages.length).toBeGreaterThan(1);
    const texts = pages.map((p) => p.ops.filter((o) => o.t === 'text').map((o) => (o as { text: string }).text));
    for (const [i, t] of texts.entries()) {
      expect(t[0]).toBe(i === 0 ? 'Long' : 'Long (continued)');
      expect(t.slice(1, 3)).toEqual(['Name', 'Value']);
    }
    // Every row exactly once, in order.
    const printed = texts.flat().filter((t) => t.startsWith('row '));
    expect(printed).toEqual(rows.map((r) => r[0]));
  });
});
