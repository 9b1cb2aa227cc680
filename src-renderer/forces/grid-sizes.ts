/** The units grid's row and header heights (px); each row shows its counter THUMB_PX wide. */
export const ROW_HEIGHT = 30;
export const HEADER_HEIGHT = 28;
export const THUMB_PX = 26;
