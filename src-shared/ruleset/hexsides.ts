/**
 * Hexside types. MP values are *additional* to the cost of the hex entered (Paratrooper 10.5).
 * Text facts: rivers, streams and gullies cost extra MP (10.5); river = two left shifts, bridge = one (11.4.1, 18.1);
 * retreat across a river disrupts unless over an intact bridge (13.4); a demolished bridge is a river (19.2).
 * Everything else is an Atoll default.
 */
import { amphibiousCrossing, mp, prohibited } from './cost-builders';
import type { HexsideCost, HexsideType } from './schema';

const DEFAULT = 'Atoll default';

/** [foot, wheeled, tracked] additional MP; null = prohibited. */
function costs(foot: number | null, wheeled: number | null, tracked: number | null): Record<string, HexsideCost> {
  const entry = (points: number | null) => (points === null ? prohibited() : mp(points));
  return { foot: entry(foot), wheeled: entry(wheeled), tracked: entry(tracked) };
}

export function defaultHexsideTypes(): HexsideType[] {
  return [
    {
      id: 'river', name: 'River', kind: 'water', source: 'Paratrooper 10.5, 13.4, 18.1 (2 left); MP: Atoll default',
      move: costs(2, 3, 3), columnShift: -2, crossingDisrupts: true,
      look: { colour: '#2f6fbf', widthMm: 1.6, style: 'solid' },
    },
    {
      id: 'stream', name: 'Stream', kind: 'water', source: 'Paratrooper 10.5; values: Atoll default',
      move: costs(1, 2, 1), columnShift: -1,
      look: { colour: '#5a9bd8', widthMm: 0.8, style: 'solid' },
    },
    {
      id: 'gully', name: 'Gully', kind: 'elevation', source: 'Paratrooper 10.5; values: Atoll default',
      move: costs(1, 2, 1), columnShift: -1,
      look: { colour: '#8a5a2a', widthMm: 0.8, style: 'dots' },
    },
    {
      id: 'bridge', name: 'Bridge (over a river)', kind: 'bridge',
      source: 'Paratrooper 10.8, 11.4.1 (1 left), 13.4, 19.2',
      move: costs(0, 0, 0), columnShift: -1, crossingDisrupts: false, spans: 'river', demolishedAs: 'demolished-bridge',
      look: { colour: '#333333', widthMm: 1.2, style: 'double' },
    },
    {
      id: 'demolished-bridge', name: 'Demolished bridge', kind: 'bridge',
      source: 'Paratrooper 19.2 (river costs and river defence)',
      move: costs(2, 3, 3), columnShift: -2, crossingDisrupts: true, spans: 'river',
      look: { colour: '#b03020', widthMm: 1.2, style: 'dashed' },
    },
    {
      id: 'cliff', name: 'Cliff', kind: 'elevation', source: DEFAULT,
      move: costs(2, null, null), columnShift: -2, blocksLos: true,
      look: { colour: '#6b4a2a', widthMm: 1.0, style: 'teeth' },
    },
    {
      id: 'ridge', name: 'Ridge', kind: 'elevation', source: DEFAULT,
      move: costs(1, 2, 1), columnShift: -1, blocksLos: true,
      look: { colour: '#9a7a4a', widthMm: 0.8, style: 'dashed' },
    },
    {
      id: 'hedge', name: 'Hedge', kind: 'obstacle', source: DEFAULT,
      move: costs(1, 1, 1), columnShift: -1,
      look: { colour: '#4f8f3a', widthMm: 0.8, style: 'dots' },
    },
    {
      id: 'stone-wall', name: 'Stone wall', kind: 'obstacle', source: DEFAULT,
      move: costs(1, null, 1), columnShift: -1,
      look: { colour: '#7a7a7a', widthMm: 0.8, style: 'solid' },
    },
    {
      id: 'bocage', name: 'Bocage', kind: 'obstacle', source: DEFAULT,
      move: costs(2, null, 2), columnShift: -2, blocksLos: true,
      look: { colour: '#2f5f2a', widthMm: 1.4, style: 'double' },
    },
    {
      id: 'barbed-wire', name: 'Barbed wire', kind: 'obstacle', source: DEFAULT,
      move: costs(2, 1, 0), columnShift: -1,
      look: { colour: '#4a4a4a', widthMm: 0.6, style: 'teeth' },
    },
    {
      id: 'reef-edge', name: 'Reef edge', kind: 'water', source: DEFAULT,
      move: { foot: mp(1), wheeled: amphibiousCrossing(1), tracked: amphibiousCrossing(1) },
      columnShift: 0,
      look: { colour: '#f4f0e0', widthMm: 0.8, style: 'dashed' },
    },
  ];
}
