import { CommitField } from '../../components/CommitField';
import { formatMp, parseMp } from './chart-edit';

type Cost = { mp: number; bog?: true; amphibiousOnly?: true } | { prohibited: true };

type Props<C extends Cost> = {
  cost: C;
  what: string;
  testId?: string;
  onCommit: (cost: C | { prohibited: true }) => void;
  report: (m: string) => void;
};

/** One MP cell of a chart: "2", "1½" or "P"; a cost's bog and amphibious-only marks are kept through an edit. */
export function MpCell<C extends Cost>({ cost, what, testId, onCommit, report }: Props<C>) {
  const marks = 'prohibited' in cost ? [] : [cost.bog && 'bog', cost.amphibiousOnly && 'amphibious only'].filter(Boolean);
  return (
    <span className="mp-cell" title={marks.join(', ')}>
      <CommitField
        label=""
        value={formatMp(cost)}
        maxLength={8}
        testId={testId}
        onCommit={(text) => {
          const parsed = parseMp(text);
          if (!parsed) return report(`${what}: "${text}" is not a cost (a number of MP in halves, like 2 or 1½, or P for prohibited)`);
          if ('prohibited' in parsed || 'prohibited' in cost) return onCommit(parsed as C | { prohibited: true });
          onCommit({ ...cost, mp: parsed.mp });
        }}
      />
      {marks.length > 0 && <sup className="muted">{marks.map((m) => (m === 'bog' ? 'b' : 'a')).join('')}</sup>}
    </span>
  );
}
