/** Events of the Pacific modules (OST Vol. 3, ASL chapter G), with the arithmetic the UI explains. */

export type PacificEvent = {
  readonly type: 'unit-step-lost';
  readonly unitId: string;
  /** Step index and label before the loss. */
  readonly from: number;
  readonly fromLabel: string;
  /** Step index and label after the loss; null when the unit had no step left (a `unit-eliminated` follows). */
  readonly to: number | null;
  readonly toLabel: string | null;
  readonly reason: string;
  readonly rule: string;
};
