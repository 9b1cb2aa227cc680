/**
 * Checker rules of the morale module (issue 14 item 11): the morale table covers every roll of its dice, a table is not
 * left unused, and the formations (or sides) whose units the module watches have leaders to lose.
 */
import { distribution, parseDice } from '../dice';
import { isLeader, type UnitInfo } from '../engine';
import { modulesOf, moduleText, SPECIAL_RULE_MODULES } from '../engine/scenario/special-rules';
import { defaultMoraleTable } from '../ruleset';
import type { PlayRuleContext } from './play-rules';

const leaderType = (c: PlayRuleContext, typeId: string): boolean | null => {
  const type = c.doc.unitTypes.find((t) => t.id === typeId);
  return type ? isLeader({ id: '', designation: '', sideId: '', type } satisfies UnitInfo) : null;
};

export function moraleRules(c: PlayRuleContext): void {
  const { doc } = c;
  const modules = modulesOf(doc.specialRules);
  const on = Object.hasOwn(modules, SPECIAL_RULE_MODULES.morale);
  if (!on) {
    if (doc.ruleset.morale) c.add('warning', 'morale-table-unused', ['ruleset', 'morale'], 'The scenario has a morale table but no special rule switches the morale module on, so nobody ever rolls on it.');
    return;
  }
  const table = doc.ruleset.morale ?? defaultMoraleTable();
  const parsed = parseDice(table.dice);
  if (parsed.ok) {
    const missing = distribution(parsed.expr)
      .map((o) => o.value)
      .filter((v) => !table.rows.some((r) => v >= Math.min(r.from, r.to) && v <= Math.max(r.from, r.to)));
    if (missing.length > 0) {
      c.add('error', 'morale-table-gap', ['ruleset', 'morale', 'rows'], `The morale table has no row for ${missing.length === 1 ? 'the roll' : 'the rolls'} ${missing.join(', ')} of ${table.dice}: every roll of its dice needs a row.`);
    }
  }
  const scope = moduleText(modules[SPECIAL_RULE_MODULES.morale], 'morale', 'leaders');
  const japaneseExempt = doc.ruleset.modules.japanese && moduleText(modules[SPECIAL_RULE_MODULES.morale], 'morale', 'japanese') === 'exempt';
  const rolls = (typeId: string) => {
    const type = doc.unitTypes.find((t) => t.id === typeId);
    return type !== undefined && !(japaneseExempt && type.stepModel === 'chain');
  };
  if (scope === 'nearby') {
    doc.sides.forEach((side, i) => {
      const units = doc.units.filter((u) => doc.contingents.some((k) => k.id === u.contingentId && k.sideId === side.id));
      if (units.length === 0 || units.some((u) => leaderType(c, u.typeId))) return;
      if (!units.some((u) => rolls(u.typeId))) return;
      c.add('warning', 'morale-side-no-leaders', ['sides', i], `Side ${side.name} has no leader units (flag leader or hq), so none of its units ever rolls for morale.`);
    });
    return;
  }
  doc.contingents.forEach((formation, i) => {
    const units = doc.units.filter((u) => u.contingentId === formation.id);
    if (units.length === 0 || units.some((u) => leaderType(c, u.typeId))) return;
    if (!units.some((u) => rolls(u.typeId))) return;
    const side = doc.sides.find((s) => s.id === formation.sideId)?.name ?? 'no side';
    c.add('warning', 'morale-formation-no-leaders', ['contingents', i], `Formation ${formation.name} (${side}) has no leader units (flag leader or hq), so it has no leaders to lose and its units never roll for morale.`);
  });
}
