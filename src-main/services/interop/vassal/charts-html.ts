import type { ScenarioDocument } from '../../../../src-shared/model';
import type { Block } from '../../export/booklet/flow';
import { bookletBlocks } from '../../export/booklet/index';

export type ChartPage = { name: string; file: string; html: string };

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function blockHtml(b: Block): string {
  switch (b.kind) {
    case 'heading':
      return `<h${b.level + 1}>${escapeHtml(b.text)}</h${b.level + 1}>`;
    case 'para':
      return b.text
        .split(/\n/)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('');
    case 'table': {
      const t = b.table;
      const align = (i: number) => t.columns[i]?.align ?? 'left';
      const head = `<tr>${t.columns.map((c, i) => `<th align="${align(i)}">${escapeHtml(c.header)}</th>`).join('')}</tr>`;
      const rows = t.rows.map((r) => `<tr>${r.map((cell, i) => `<td align="${align(i)}">${escapeHtml(cell)}</td>`).join('')}</tr>`).join('');
      return [
        t.title ? `<h4>${escapeHtml(t.title)}</h4>` : '',
        t.source ? `<p><i>${escapeHtml(t.source)}</i></p>` : '',
        `<table border="1" cellpadding="3" cellspacing="0">${head}${rows}</table>`,
        t.note ? `<p><small>${escapeHtml(t.note)}</small></p>` : '',
      ].join('');
    }
    case 'gap':
    case 'pageBreak':
      return '';
  }
}

/**
 * The scenario booklet's sections as HTML pages for VASSAL's chart window (which shows simple HTML): the scenario,
 * forces, set-up, turn record track, arrivals and die-roll tables, victory, special rules and the charts (CRT, column
 * shifts, TEC, Air Drop and Demolition Tables). A page per section of the booklet.
 */
export function chartPages(doc: ScenarioDocument): ChartPage[] {
  const pages: { name: string; blocks: Block[] }[] = [];
  for (const b of bookletBlocks(doc)) {
    if (b.kind === 'heading' && b.level === 1) pages.push({ name: pages.length === 0 ? 'Scenario' : b.text, blocks: [b] });
    else if (pages.length === 0) pages.push({ name: 'Scenario', blocks: [b] });
    else pages[pages.length - 1].blocks.push(b);
  }
  return pages.map((p, i) => ({
    name: p.name,
    file: `chart-${i + 1}.html`,
    html: `<html><head><title>${escapeHtml(p.name)}</title></head><body>${p.blocks.map(blockHtml).join('\n')}</body></html>\n`,
  }));
}
