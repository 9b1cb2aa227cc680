import { useId, useMemo, useState } from 'react';
import { CounterSvg } from './CounterSvg';
import { facesOf, LABEL_ROLES, minFontPt, VALUE_ROLES, type CounterSubject } from '../../src-shared/counters/counter-faces';
import { layoutCounter, MAX_COUNTER_MM, MIN_COUNTER_MM, MIN_LABEL_PT_AT_HALF_INCH, MIN_VALUE_PT_AT_HALF_INCH } from '../../src-shared/counters/counter-layout';
import './counters.css';

export type { CounterSubject } from '../../src-shared/counters/counter-faces';

export const COUNTER_SIZES = [
  { label: '1/2"', mm: 12.7 },
  { label: '5/8"', mm: 15.875 },
  { label: '3/4"', mm: 19.05 },
] as const;

export interface CounterPreviewProps {
  subject: CounterSubject;
  /** Counter side in mm; the preview keeps its own size when absent. */
  sizeMm?: number;
  onSizeMmChange?: (mm: number) => void;
  /** Factor of the inspection view. */
  enlarge?: number;
}

/** Parses a custom counter size; null unless it is a number of millimetres within the printable range. */
export function parseCounterMm(text: string): number | null {
  const mm = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(mm) && mm >= MIN_COUNTER_MM && mm <= MAX_COUNTER_MM ? mm : null;
}

/** Front and back (or every step) of a counter at true print size, with a size selector and an enlarged view. */
export function CounterPreview({ subject, sizeMm, onSizeMmChange, enlarge = 3 }: CounterPreviewProps) {
  const [ownSize, setOwnSize] = useState<number>(COUNTER_SIZES[0].mm);
  const size = sizeMm ?? ownSize;
  const setSize = (mm: number) => {
    setOwnSize(mm);
    onSizeMmChange?.(mm);
  };
  const faces = useMemo(() => facesOf(subject).map((f) => ({ ...f, layout: layoutCounter(f.face, size) })), [subject, size]);
  const smallest = {
    values: Math.min(...faces.map((f) => minFontPt(f.layout, VALUE_ROLES))),
    labels: Math.min(...faces.map((f) => minFontPt(f.layout, LABEL_ROLES))),
  };
  const small = smallest.values < MIN_VALUE_PT_AT_HALF_INCH - 0.05 || smallest.labels < MIN_LABEL_PT_AT_HALF_INCH - 0.05;

  return (
    <section className="counter-preview" data-testid="counter-preview">
      <SizeSelector size={size} onChange={setSize} />
      <div className="counter-row counter-true-size" data-testid="counter-true-size">
        {faces.map((f) => (
          <figure key={f.key} className="counter-face">
            <CounterSvg layout={f.layout} className="counter-svg" testId={`counter-face-${f.key}`} />
            <figcaption>{f.title}</figcaption>
          </figure>
        ))}
      </div>
      <p className="counter-hint">
        True print size: CSS millimetres match real ones at 100 % zoom on a 96-dpi screen; other screens scale them.
      </p>
      {small && (
        <p className="counter-warning" role="status">
          At {formatMm(size)} mm the smallest text is {formatPt(Math.min(smallest.values, smallest.labels))} pt: hard to read once printed.
        </p>
      )}
      <div className="counter-row counter-enlarged" data-testid="counter-enlarged" aria-hidden="true">
        {faces.map((f) => (
          <figure key={f.key} className="counter-face">
            <CounterSvg layout={f.layout} scale={enlarge} className="counter-svg" />
            <figcaption>{f.title} ×{enlarge}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

const formatMm = (mm: number) => String(Math.round(mm * 10) / 10);
const formatPt = (pt: number) => pt.toFixed(1);

function SizeSelector({ size, onChange }: { size: number; onChange: (mm: number) => void }) {
  const preset = COUNTER_SIZES.find((p) => Math.abs(p.mm - size) < 0.01);
  const [customChosen, setCustomChosen] = useState(false);
  const custom = customChosen || !preset;
  // What the user is typing; null shows the size in use (which the parent may change).
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = useId();
  const text = draft ?? formatMm(size);
  const valid = parseCounterMm(text) !== null;
  const edit = (value: string) => {
    setDraft(value);
    const mm = parseCounterMm(value);
    if (mm !== null) onChange(mm);
  };

  return (
    <div className="counter-sizes" role="radiogroup" aria-label="Counter size">
      {COUNTER_SIZES.map((p) => (
        <label key={p.label} className="counter-size-option">
          <input
            type="radio" name={`${inputId}-size`} checked={!custom && preset === p}
            onChange={() => { setCustomChosen(false); setDraft(null); onChange(p.mm); }}
          />
          {p.label}
        </label>
      ))}
      <label className="counter-size-option">
        <input type="radio" name={`${inputId}-size`} checked={custom} onChange={() => setCustomChosen(true)} />
        Custom
      </label>
      {custom && (
        <span className="counter-custom">
          <input
            id={inputId} type="number" inputMode="decimal" min={MIN_COUNTER_MM} max={MAX_COUNTER_MM} step={0.1}
            value={text} onChange={(e) => edit(e.currentTarget.value)} onBlur={() => { if (valid) setDraft(null); }}
            aria-invalid={!valid} aria-describedby={valid ? undefined : `${inputId}-error`} data-testid="counter-custom-mm"
          />
          <label htmlFor={inputId}>mm</label>
          {!valid && (
            <span id={`${inputId}-error`} className="counter-error">
              {MIN_COUNTER_MM}–{MAX_COUNTER_MM} mm
            </span>
          )}
        </span>
      )}
    </div>
  );
}
