import { forEachReference, type Change, type Setup, type Unit } from '../../src-shared/model';
import { addCopies } from '../../src-shared/forces/copies';

/** The fields the grid edits, one unit or many at once. */
export type UnitPatch = Partial<Pick<Unit, 'designation' | 'typeId' | 'contingentId' | 'setup' | 'hidden' | 'aboard'>>;

/** One put per unit the patch actually changes; nothing for the units that already match. `aboard: undefined` takes it off its carrier. */
export function patchChanges(units: readonly Unit[], patch: UnitPatch): Change[] {
  const changes: Change[] = [];
  for (const unit of units) {
    const next: Unit = { ...unit, ...patch };
    if ('aboard' in patch && patch.aboard === undefined) delete next.aboard;
    const same = (Object.keys(patch) as (keyof UnitPatch)[]).every((k) =>
      k === 'setup' ? JSON.stringify(unit.setup) === JSON.stringify(next.setup) : unit[k] === next[k],
    );
    if (!same) changes.push({ kind: 'put', collection: 'units', record: next });
  }
  return changes;
}

export const deleteChanges = (ids: readonly string[]): Change[] => ids.map((id) => ({ kind: 'del', collection: 'units', id }));

/** How many records (arrivals, tables) still name one of these units; deleting leaves them for the checker. */
export function recordsNaming(records: readonly unknown[], ids: readonly string[]): number {
  const wanted = new Set(ids);
  let count = 0;
  for (const record of records) {
    let hit = false;
    forEachReference(record, [], (collection, id) => {
      if (collection === 'units' && wanted.has(id)) hit = true;
    });
    if (hit) count++;
  }
  return count;
}

export type SetupChoice = 'reinforcement' | 'none';
export const SETUP_CHOICES: readonly SetupChoice[] = ['reinforcement', 'none'];
export const setupOf = (choice: SetupChoice): Setup => ({ kind: choice });

/** New units for "Add N": copies of one unit, or fresh units of a type and contingent named after the type. */
export function plannedUnits(
  args: { copyOf: Unit | null; typeId: string; contingentId: string; typeName: string; n: number },
  units: readonly Unit[],
): { units: Unit[]; label: string } {
  const base: Omit<Unit, 'id'> = args.copyOf ?? {
    designation: args.typeName,
    typeId: args.typeId,
    contingentId: args.contingentId,
    setup: { kind: 'none' },
    hidden: false,
  };
  const sameContingent = units.filter((u) => u.contingentId === base.contingentId).map((u) => u.designation);
  const made = addCopies(base, args.n, units.map((u) => u.id), sameContingent);
  const what = args.copyOf ? `cop${args.n === 1 ? 'y' : 'ies'} of ${args.copyOf.designation}` : `${args.typeName} unit${args.n === 1 ? '' : 's'}`;
  return { units: made, label: `Add ${args.n} ${what}` };
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
