/**
 * The state of the arrival chain: for each contingent a level (0 none of its units in play, 1 some, 2 all) and
 * for each once-only outcome whether it has happened. A state is a string with one digit per variable, so it
 * can key a Map directly.
 */
import type { UnitSelector } from '../model/areas';
import type { ScenarioDocument } from '../model/document';

export const NONE = 0;
export const SOME = 1;
export const ALL = 2;

export type ContingentFacts = {
  /** Units of the contingent; a contingent without units counts as one, so that deploying it means something. */
  total: number;
  /** Units on the map from the start (set-up in an area or by a special rule). */
  placed: Set<string>;
  unitIds: Set<string>;
};

export const contingentVar = (id: string) => `c:${id}`;
export const onceVar = (tableId: string, row: number, outcome: number) => `o:${tableId}/${row}/${outcome}`;

export function contingentFacts(doc: Pick<ScenarioDocument, 'units'>, contingentId: string): ContingentFacts {
  const units = doc.units.filter((u) => u.contingentId === contingentId);
  const placed = new Set(units.filter((u) => u.setup.kind === 'area' || u.setup.kind === 'rule').map((u) => u.id));
  return { total: Math.max(1, units.length), placed, unitIds: new Set(units.map((u) => u.id)) };
}

export function initialLevel(facts: ContingentFacts): number {
  return facts.placed.size === 0 ? NONE : facts.placed.size >= facts.total ? ALL : SOME;
}

/** The contingents a selector brings units of. */
export function selectorContingents(selector: UnitSelector, unitContingent: (unitId: string) => string | undefined): string[] {
  if (selector.kind !== 'units') return selector.contingentIds;
  return [...new Set(selector.unitIds.map(unitContingent).filter((c): c is string => c !== undefined))];
}

/** Variable positions of one chain and the facts its updates need. */
export class ChainVars {
  readonly position = new Map<string, number>();
  constructor(
    readonly keys: readonly string[],
    readonly facts: ReadonlyMap<string, ContingentFacts>,
    readonly unitContingent: (unitId: string) => string | undefined,
  ) {
    keys.forEach((k, i) => this.position.set(k, i));
  }

  level(state: string, contingentId: string): number {
    const at = this.position.get(contingentVar(contingentId));
    return at === undefined ? NONE : Number(state[at]);
  }

  set(state: string, key: string, value: number): string {
    const at = this.position.get(key);
    if (at === undefined || state[at] === String(value)) return state;
    return state.slice(0, at) + String(value) + state.slice(at + 1);
  }

  /** The levels after a selector's units arrive; unchanged when they are all in play already. */
  deploy(state: string, selector: UnitSelector): string {
    let next = state;
    for (const id of selectorContingents(selector, this.unitContingent)) {
      const facts = this.facts.get(id);
      const level = this.level(next, id);
      if (!facts || level === ALL) continue;
      let after: number;
      if (selector.kind === 'contingents') after = ALL;
      else if (selector.kind === 'pick') after = level === NONE && facts.total - facts.placed.size <= 1 ? ALL : SOME;
      else {
        const covered = [...facts.unitIds].every((u) => facts.placed.has(u) || selector.unitIds.includes(u));
        after = covered ? ALL : Math.max(level, SOME);
      }
      next = this.set(next, contingentVar(id), after);
    }
    return next;
  }

  /** Would the selector bring anything that is not in play yet? */
  canDeploy(state: string, selector: UnitSelector): boolean {
    return selectorContingents(selector, this.unitContingent).some((id) => this.facts.has(id) && this.level(state, id) < ALL);
  }
}
