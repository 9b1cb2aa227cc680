import { createCanvas } from '@napi-rs/canvas';
import type { ScenarioDocument } from '../../../../src-shared/model';
import { tableEffects } from '../../../../src-shared/scenario/table-rows';
import { unitsSelectedBy } from '../../../../src-shared/scenario/unit-coverage';
import { registerCanvasFonts } from '../../export/canvas-surface';
import { EXPORT_FONT_FAMILY } from '../../export/fonts';

export type ReinforcementBox = { label: string; detail: string; x: number; y: number; unitIds: string[] };
export type ReinforcementBoard = { sideId: string; name: string; image: string; png: Buffer; width: number; height: number; boxes: ReinforcementBox[] };

/** The boxes of a side's reinforcements: one per turn with scheduled arrivals, one per die-roll table for the units only
 *  a table brings, one for reinforcements nothing schedules. A unit goes to its earliest scheduled turn. */
function groupsFor(doc: ScenarioDocument, sideId: string): { label: string; detail: string; unitIds: string[] }[] {
  const contingentSide = new Map(doc.contingents.map((c) => [c.id, c.sideId]));
  const units = doc.units.filter((u) => u.setup.kind === 'reinforcement' && contingentSide.get(u.contingentId) === sideId);
  const placed = new Set<string>();
  const groups: { label: string; detail: string; unitIds: string[] }[] = [];
  const turnDetail = (n: number) => {
    const t = doc.turns.find((x) => x.index === n);
    return t ? [t.label && t.label !== String(n) ? t.label : '', t.date].filter(Boolean).join(', ') : '';
  };
  for (const arrival of [...doc.arrivals].filter((a) => a.sideId === sideId).sort((a, b) => a.turn - b.turn)) {
    const ids = unitsSelectedBy(arrival.units, units).map((u) => u.id).filter((id) => !placed.has(id));
    if (ids.length === 0) continue;
    ids.forEach((id) => placed.add(id));
    const label = arrival.units.kind === 'pick' ? `Turn ${arrival.turn}: any ${arrival.units.count} of these` : `Turn ${arrival.turn}`;
    const same = groups.find((g) => g.label === label);
    if (same) same.unitIds.push(...ids);
    else groups.push({ label, detail: turnDetail(arrival.turn), unitIds: ids });
  }
  for (const table of doc.dieTables.filter((t) => t.sideId === sideId)) {
    const ids: string[] = [];
    for (const { effect } of tableEffects(table)) {
      if (effect.kind !== 'deploy') continue;
      for (const u of unitsSelectedBy(effect.units, units)) {
        if (placed.has(u.id)) continue;
        placed.add(u.id);
        ids.push(u.id);
      }
    }
    if (ids.length) groups.push({ label: `By die roll (${table.dice})`, detail: table.name, unitIds: ids });
  }
  const rest = units.filter((u) => !placed.has(u.id)).map((u) => u.id);
  if (rest.length) groups.push({ label: 'Not scheduled', detail: 'no arrival or table brings them', unitIds: rest });
  return groups;
}

/** For each side with reinforcements, the board of its off-map window: a labelled box per group, pieces at its middle. */
export async function reinforcementBoards(doc: ScenarioDocument, piecePx: number): Promise<ReinforcementBoard[]> {
  registerCanvasFonts();
  const out: ReinforcementBoard[] = [];
  for (const [index, side] of doc.sides.entries()) {
    const groups = groupsFor(doc, side.id);
    if (groups.length === 0) continue;
    const boxW = Math.max(piecePx * 3, 220);
    const boxH = piecePx * 2.2 + 44;
    const perRow = Math.min(4, groups.length);
    const gap = 16;
    const width = perRow * boxW + (perRow + 1) * gap;
    const rows = Math.ceil(groups.length / perRow);
    const height = rows * boxH + (rows + 1) * gap + 30;
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#efeadf';
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = side.colour;
    ctx.fillRect(0, 0, width, 30);
    ctx.fillStyle = '#ffffff';
    ctx.font = `bold 16px "${EXPORT_FONT_FAMILY}"`;
    ctx.fillText(`${side.name}: reinforcements`, gap, 21);
    const boxes: ReinforcementBox[] = groups.map((g, i) => {
      const x = gap + (i % perRow) * (boxW + gap);
      const y = 30 + gap + Math.floor(i / perRow) * (boxH + gap);
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(x, y, boxW, boxH);
      ctx.strokeStyle = '#5a5548';
      ctx.lineWidth = 2;
      ctx.strokeRect(x, y, boxW, boxH);
      const fit = (text: string) => {
        let out = text;
        while (out.length > 4 && ctx.measureText(out).width > boxW - 12) out = `${out.slice(0, -2)}…`;
        return out;
      };
      ctx.fillStyle = '#28322d';
      ctx.font = `bold 14px "${EXPORT_FONT_FAMILY}"`;
      ctx.fillText(fit(g.label), x + 6, y + 18);
      ctx.font = `12px "${EXPORT_FONT_FAMILY}"`;
      ctx.fillStyle = '#5a5548';
      ctx.fillText(fit(g.detail), x + 6, y + 35);
      return { label: g.label, detail: g.detail, x: Math.round(x + boxW / 2), y: Math.round(y + 44 + (boxH - 44) / 2), unitIds: g.unitIds };
    });
    const image = `reinforcements-${index + 1}.png`;
    out.push({ sideId: side.id, name: `${side.name} reinforcements`, image, png: await canvas.encode('png'), width, height, boxes });
  }
  return out;
}
