import { z } from 'zod';
import { LongText, ShortText } from './text';

export const ScenarioInfoSchema = z.strictObject({
  title: ShortText,
  subtitle: ShortText,
  startDate: ShortText,
  endDate: ShortText,
  designer: ShortText,
  historicalNotes: LongText,
  designerNotes: LongText,
});
export type ScenarioInfo = z.infer<typeof ScenarioInfoSchema>;

export function defaultInfo(): ScenarioInfo {
  return {
    title: 'Untitled scenario',
    subtitle: '',
    startDate: '',
    endDate: '',
    designer: '',
    historicalNotes: '',
    designerNotes: '',
  };
}
