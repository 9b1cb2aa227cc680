import { memo, useMemo } from 'react';
import { counterBodyMarkup } from '../../src-shared/counters/counter-markup';
import type { CounterLayout } from '../../src-shared/counters/layout-types';

export interface CounterSvgProps {
  layout: CounterLayout;
  /** Drawn size relative to print size (3 for an enlarged view); the viewBox stays in millimetres. */
  scale?: number;
  className?: string;
  testId?: string;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** One counter face at its real size: width and height in mm, a viewBox in mm. The face itself is the shared
 *  counter markup, so the preview is exactly what the print export and the play-test board draw. */
export const CounterSvg = memo(function CounterSvg({ layout, scale = 1, className, testId }: CounterSvgProps) {
  const s = layout.sizeMm;
  const body = useMemo(() => counterBodyMarkup(layout), [layout]);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={`${round(s * scale)}mm`}
      height={`${round(s * scale)}mm`}
      viewBox={`0 0 ${round(s)} ${round(s)}`}
      role="img"
      aria-label={layout.label}
      className={className}
      data-testid={testId}
      // Built from validated records by counter-markup.ts: text is escaped, symbols come from milsymbol.
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
});
