import type { GameState } from '../../src-shared/engine';

/** The units of each hex ("col,row") the viewer sees, in the board's unit order, each carrier just over the units
 *  aboard it. */
export function unitsByHex(state: GameState, masked: ReadonlySet<string> | null): Map<string, string[]> {
  const byHex = new Map<string, string[]>();
  const aboard = new Map<string, string[]>();
  const ids = state.board.unitIds;
  for (const id of ids) {
    const carrier = state.units[id].aboard;
    if (carrier && !masked?.has(id)) aboard.set(carrier, [...(aboard.get(carrier) ?? []), id]);
  }
  for (const id of ids) {
    const at = state.units[id].hex;
    if (!at || masked?.has(id)) continue;
    const key = `${at.col},${at.row}`;
    byHex.set(key, [...(byHex.get(key) ?? []), ...(aboard.get(id) ?? []), id]);
  }
  return byHex;
}
