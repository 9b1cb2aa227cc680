import { memo, useMemo } from 'react';
import type { CounterLayout, LayoutElement, SymbolElement } from '../../src-shared/counters/layout-types';
import { symbolMarkup } from '../../src-shared/counters/symbol-svg';
import { COUNTER_FONT_FAMILY } from '../../src-shared/counters/text-metrics';

export interface CounterSvgProps {
  layout: CounterLayout;
  /** Drawn size relative to print size (3 for an enlarged view); the viewBox stays in millimetres. */
  scale?: number;
  className?: string;
  testId?: string;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** One counter face at its real size: width and height in mm, a viewBox in mm. */
export const CounterSvg = memo(function CounterSvg({ layout, scale = 1, className, testId }: CounterSvgProps) {
  const s = layout.sizeMm;
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
    >
      {layout.elements.map((el, i) => <LayoutNode key={i} el={el} />)}
    </svg>
  );
});

function LayoutNode({ el }: { el: LayoutElement }) {
  switch (el.kind) {
    case 'rect':
      return (
        <rect
          x={round(el.x)} y={round(el.y)} width={round(el.width)} height={round(el.height)}
          fill={el.fill ?? 'none'} stroke={el.stroke ?? undefined} strokeWidth={el.stroke ? round(el.strokeWidth) : undefined}
          data-role={el.role}
        />
      );
    case 'text':
      return (
        <text
          x={round(el.x)} y={round(el.y)} fontSize={round(el.fontSize)} textAnchor={el.anchor}
          fontFamily={COUNTER_FONT_FAMILY} fontWeight="bold" fill={el.fill} data-role={el.role}
        >
          {el.text}
        </text>
      );
    case 'symbol':
      return <NatoSymbol el={el} />;
  }
}

function NatoSymbol({ el }: { el: SymbolElement }) {
  const { fill, frame, icon } = el.colours;
  const markup = useMemo(() => symbolMarkup(el.sidc, { fill, frame, icon }), [el.sidc, fill, frame, icon]);
  if (!markup) return <Placeholder el={el} />;
  return (
    <svg
      x={round(el.x)} y={round(el.y)} width={round(el.width)} height={round(el.height)}
      viewBox={markup.viewBox} preserveAspectRatio="xMidYMid meet" overflow="hidden" data-role="symbol"
      // Trusted: milsymbol output built from a validated SIDC and #rrggbb colours (symbol-svg.ts).
      dangerouslySetInnerHTML={{ __html: markup.body }}
    />
  );
}

/** A plain dashed frame with a question mark: the SIDC is empty or not one milsymbol can draw. */
function Placeholder({ el }: { el: SymbolElement }) {
  const h = Math.min(el.height, el.width / 1.5) * 0.9;
  const w = h * 1.5;
  const x = el.x + (el.width - w) / 2;
  const y = el.y + (el.height - h) / 2;
  return (
    <g data-role="symbol-placeholder">
      <rect
        x={round(x)} y={round(y)} width={round(w)} height={round(h)} fill={el.colours.fill}
        stroke={el.colours.frame} strokeWidth={round(h * 0.04)} strokeDasharray={`${round(h * 0.12)} ${round(h * 0.08)}`}
      />
      <text
        x={round(x + w / 2)} y={round(y + h * 0.74)} fontSize={round(h * 0.7)} textAnchor="middle"
        fontFamily={COUNTER_FONT_FAMILY} fontWeight="bold" fill={el.colours.icon}
      >
        ?
      </text>
    </g>
  );
}
