import { z } from 'zod';

/** Bounded strings: every text a user or a file can set has a limit, so a hostile file cannot bloat the project. */
export const ShortText = z.string().max(200);
export const LongText = z.string().max(20_000);
export const Colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour is #rrggbb');
