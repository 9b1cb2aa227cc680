/**
 * Small building blocks shared by the ruleset schemas: sources, dice text, line looks, MP values.
 * Ids and colours reuse the document's own definitions so a ruleset id is a valid record id.
 */
import { z } from 'zod';
import { parseDice } from '../dice/parseDice';
import { IdSchema } from '../model/ids';
import { Colour, ShortText } from '../model/text';

export { IdSchema, Colour, ShortText };

/** Where a number comes from: a rule reference (`OST Vol. 3 rule 1`) or `Atoll default` for invented charts. */
export const SourceSchema = z.string().min(1).max(200);

/** Label carried by every table or value the reference texts do not print. */
export const ATOLL_DEFAULT = 'Atoll default';

/** The single die every Paratrooper table uses. */
export const D6Schema = z.literal('1d6');

/** Any dice expression the dice module can parse (`1d6`, `1d6/2`, `2d6+1`). */
export const DiceTextSchema = z
  .string()
  .max(40)
  .refine((text) => parseDice(text).ok, { message: 'not a dice expression (e.g. 1d6, 1d6/2, 2d6+1)' });

/** Movement points come in whole or half points (roads cost ½). */
export const MpSchema = z.number().min(0).max(99).multipleOf(0.5);

/** A CRT column shift: negative = left = defender's favour, positive = right = attacker's favour. */
export const ColumnShiftSchema = z.int().min(-10).max(10);

export const LINE_STYLES = ['solid', 'dashed', 'double', 'teeth', 'dots'] as const;
export const LineStyleSchema = z.enum(LINE_STYLES);
export type LineStyle = z.infer<typeof LineStyleSchema>;

/** How a hexside or path line prints: colour, physical width in mm, and stroke style. */
export const LineLookSchema = z.strictObject({
  colour: Colour,
  widthMm: z.number().min(0.1).max(10),
  style: LineStyleSchema,
});
export type LineLook = z.infer<typeof LineLookSchema>;

/** Water a hex holds: none, shallow ocean (enterable), all-river or all-sea (prohibited to ground units). */
export const WATER_KINDS = ['none', 'ocean', 'river', 'sea'] as const;
export const WaterKindSchema = z.enum(WATER_KINDS);
export type WaterKind = z.infer<typeof WaterKindSchema>;

/** Optional Pacific rules (OST Vol. 3, ASL chapter G); the engine applies a module only when it is on. */
export const MODULE_NAMES = ['japanese', 'banzai', 'caves', 'napalm', 'starshells', 'tankKillers', 'canister', 'hip'] as const;
export const ModuleNameSchema = z.enum(MODULE_NAMES);
export type ModuleName = z.infer<typeof ModuleNameSchema>;

export const MODULE_LABELS: Readonly<Record<ModuleName, string>> = {
  japanese: 'Japanese step losses (no disruption or retreat)',
  banzai: 'Banzai attack',
  caves: 'Caves',
  napalm: 'Napalm airstrikes',
  starshells: 'Starshells at night',
  tankKillers: 'Tank killers',
  canister: 'Canister',
  hip: 'Hidden initial placement',
};

export const isModuleName = (id: string): id is ModuleName => (MODULE_NAMES as readonly string[]).includes(id);
