import { observer } from 'mobx-react-lite';
import { ARRIVAL_ORDER_GROUPS, ARRIVAL_ORDER_MODES, arrivalOrderItems, type ArrivalOrder, type ArrivalOrderSlot, type Side } from '../../src-shared/model';
import { unitsThatCanArrive } from '../../src-shared/scenario/unit-coverage';
import { CheckField, NumberField, Section, SelectField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { omit, putRecord } from './edit';
import { EntryEditor } from './EntryEditor';
import { MultiPick } from './MultiPick';

type Props = { project: DocumentStore; report: (m: string) => void };

const MODE_LABELS: Record<ArrivalOrder['mode'], string> = { written: 'Written by the player, sealed', rolled: 'Rolled by the dice (solo play)' };
const GROUP_LABELS: Record<ArrivalOrder['groups'], string> = { unit: 'Each unit', contingent: 'Each contingent (arrives whole)' };

/**
 * Arrival orders at unit level (`Side.arrivalOrder`): per side, the pool of units, the schedule (how many arrive on which
 * turns) and how they enter; the player writes the order before play, or the dice draw it. Every edit is one undo step.
 */
export const ArrivalOrdersSection = observer(function ArrivalOrdersSection({ project, report }: Props) {
  const sides = project.list('sides');
  const units = project.list('units');
  const contingentOf = new Map(units.map((u) => [u.id, u.contingentId]));
  const sideOfContingent = new Map(project.list('contingents').map((c) => [c.id, c.sideId]));
  const turns = project.list('turns').map((t) => t.index).sort((a, b) => a - b);
  const put = (side: Side, order: ArrivalOrder | undefined, what: string) =>
    putRecord(project, `${what} of ${side.name}'s arrival order`, 'sides', order ? { ...side, arrivalOrder: order } : omit(side, 'arrivalOrder'));
  const reinforcements = (side: Side) => units.filter((u) => u.setup.kind === 'reinforcement' && sideOfContingent.get(u.contingentId) === side.id);
  const start = (side: Side) => {
    // Units no scheduled arrival or table already brings: the order's pool by default.
    const others = unitsThatCanArrive({ ...documentParts(project), sides: [] });
    const free = reinforcements(side).filter((u) => !others.has(u.id));
    const pool = (free.length > 0 ? free : reinforcements(side)).map((u) => u.id);
    if (pool.length === 0) return report(`${side.name} has no reinforcement units to order: mark some units as reinforcements in Set-up first`);
    const order: ArrivalOrder = {
      mode: 'written',
      groups: 'unit',
      unitIds: pool,
      schedule: [{ turn: turns[0] ?? 1, count: Math.min(2, pool.length) }],
      entry: { method: 'ground', areas: [{ kind: 'edge', edge: 'north' }], mayDelay: false },
    };
    void put(side, order, 'Add');
  };
  return (
    <Section title="Arrival orders" testId="arrival-orders-section">
      <p className="muted">
        A side whose units arrive in an order it chooses: the scenario gives the units and how many arrive on which turns; before play the player seals the order, which the other side sees only when the game is over (or the dice draw it, for solo play).
      </p>
      <div className="card-list">
        {sides.map((side, s) => {
          const order = side.arrivalOrder;
          const testId = `arrival-order-${s}`;
          if (!order)
            return (
              <div key={side.id} className="card" data-testid={testId}>
                <CheckField label={`${side.name} writes an arrival order at unit level`} value={false} testId={`${testId}-on`} onChange={() => start(side)} />
              </div>
            );
          const items = arrivalOrderItems(order, (id) => contingentOf.get(id)).length;
          const scheduled = order.schedule.reduce((n, slot) => n + slot.count, 0);
          const poolOptions = [...new Set([...reinforcements(side).map((u) => u.id), ...order.unitIds])].map((id) => ({ value: id, label: units.find((u) => u.id === id)?.designation || id }));
          const setSlot = (k: number, slot: ArrivalOrderSlot | null, what: string) => {
            const schedule = slot ? order.schedule.map((x, j) => (j === k ? slot : x)) : order.schedule.filter((_, j) => j !== k);
            if (schedule.length === 0) return report('An arrival order needs at least one turn on which units arrive; turn the order off instead');
            void put(side, { ...order, schedule: [...schedule].sort((a, b) => a.turn - b.turn) }, what);
          };
          const addSlot = () => {
            const last = order.schedule[order.schedule.length - 1]?.turn ?? 0;
            const next = turns.find((t) => t > last && !order.schedule.some((x) => x.turn === t)) ?? last + 1;
            void put(side, { ...order, schedule: [...order.schedule, { turn: next, count: 1 }] }, 'Add a turn to the schedule');
          };
          return (
            <div key={side.id} className="card" data-testid={testId} data-path={`$.sides[${s}].arrivalOrder`}>
              <div className="field-row">
                <CheckField label={`${side.name} writes an arrival order at unit level`} value testId={`${testId}-on`} onChange={() => void put(side, undefined, 'Remove')} />
              </div>
              <div className="field-row">
                <SelectField label="Order" value={order.mode} testId={`${testId}-mode`} options={ARRIVAL_ORDER_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))} onChange={(mode) => void put(side, { ...order, mode }, 'Mode')} />
                <SelectField label="Ordered" value={order.groups} testId={`${testId}-groups`} options={ARRIVAL_ORDER_GROUPS.map((g) => ({ value: g, label: GROUP_LABELS[g] }))} onChange={(groups) => void put(side, { ...order, groups }, 'Items')} />
              </div>
              <MultiPick
                label="Units in the pool"
                chosen={order.unitIds}
                options={poolOptions}
                testId={`${testId}-units`}
                onChange={(unitIds) => {
                  if (unitIds.length === 0) return report('An arrival order needs at least one unit; turn the order off instead');
                  void put(side, { ...order, unitIds }, 'Units');
                }}
              />
              <div className="field-row" data-path={`$.sides[${s}].arrivalOrder.schedule`}>
                <strong>Schedule</strong>
                <span className="muted" data-testid={`${testId}-tally`}>
                  {scheduled} of {items} {order.groups === 'unit' ? 'units' : 'contingents'} scheduled
                </span>
                <button data-testid={`${testId}-slot-add`} onClick={addSlot}>
                  Add turn
                </button>
              </div>
              {order.schedule.map((slot, k) => (
                <div key={`${k}-${slot.turn}`} className="field-row" data-testid={`${testId}-slot-${k}`} data-path={`$.sides[${s}].arrivalOrder.schedule[${k}]`}>
                  <NumberField label="Turn" value={slot.turn} min={1} max={999} report={report} testId={`${testId}-slot-${k}-turn`} onCommit={(turn) => setSlot(k, { ...slot, turn: turn ?? slot.turn }, 'Turn')} />
                  <NumberField label="Arrive" value={slot.count} min={1} max={100} report={report} testId={`${testId}-slot-${k}-count`} onCommit={(count) => setSlot(k, { ...slot, count: count ?? slot.count }, 'Count')} />
                  <button className="link danger" data-testid={`${testId}-slot-${k}-delete`} onClick={() => setSlot(k, null, 'Remove a turn from the schedule')}>
                    delete
                  </button>
                </div>
              ))}
              <EntryEditor project={project} sideId={side.id} entry={order.entry} testId={`${testId}-entry`} report={report} onChange={(entry) => void put(side, { ...order, entry }, 'Entry')} />
            </div>
          );
        })}
      </div>
    </Section>
  );
});

function documentParts(project: DocumentStore) {
  return { units: project.list('units'), arrivals: project.list('arrivals'), dieTables: project.list('dieTables') };
}
