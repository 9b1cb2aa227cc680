import { hexLabel, parseHexLabel } from '../../src-shared/hex';
import type { HexRef, MapSettings } from '../../src-shared/model';
import { CommitField } from '../components/CommitField';

export function formatHexList(map: MapSettings, hexes: readonly HexRef[]): string {
  return hexes.map((h) => hexLabel(map.numbering, h) ?? `${h.col},${h.row}`).join(' ');
}

/** Hexes parsed from labels as printed on the map ("3016 2504") or as col,row; null with a message when one is wrong. */
export function parseHexList(map: MapSettings, text: string): { hexes: HexRef[] } | { error: string } {
  const hexes: HexRef[] = [];
  for (const token of text.split(/[\s;]+/).filter(Boolean)) {
    const pair = /^(\d+),(\d+)$/.exec(token);
    const hex = pair ? { col: Number(pair[1]), row: Number(pair[2]) } : parseHexLabel(map.numbering, token);
    if (!hex) return { error: `"${token}" is not a hex label of this map` };
    if (hex.col < 0 || hex.row < 0 || hex.col >= map.cols || hex.row >= map.rows) return { error: `hex ${token} is off the ${map.cols}×${map.rows} map` };
    if (!hexes.some((h) => h.col === hex.col && h.row === hex.row)) hexes.push(hex);
  }
  return { hexes };
}

type Props = {
  label: string;
  map: MapSettings;
  hexes: readonly HexRef[];
  testId?: string;
  onCommit: (hexes: HexRef[]) => void;
  report: (message: string) => void;
};

export function HexListField({ label, map, hexes, testId, onCommit, report }: Props) {
  return (
    <CommitField
      label={label}
      value={formatHexList(map, hexes)}
      maxLength={20_000}
      testId={testId}
      onCommit={(text) => {
        const parsed = parseHexList(map, text);
        if ('error' in parsed) report(`${label}: ${parsed.error}`);
        else onCommit(parsed.hexes);
      }}
    />
  );
}
