import { memo, useMemo } from 'react';
import { facesOf, type CounterSubject } from '../../src-shared/counters/counter-faces';
import { HALF_INCH_MM, layoutCounter } from '../../src-shared/counters/counter-layout';
import { CounterSvg } from '../counters/CounterSvg';

/** A unit's counter front, small, for a row of the units grid (as a counter manifest shows them); drawn by the same
 *  layout as the preview and the printed sheet, at 1/2" scaled to `px`. */
export const CounterThumb = memo(function CounterThumb({ subject, px }: { subject: CounterSubject; px: number }) {
  const layout = useMemo(() => layoutCounter(facesOf(subject)[0].face, HALF_INCH_MM), [subject]);
  // CSS px are 1/96 inch: the scale that makes a 1/2" counter `px` pixels wide.
  return <CounterSvg layout={layout} scale={px / 48} className="grid-counter" />;
});
