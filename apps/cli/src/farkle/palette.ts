import type { Rgb } from '../term/color.ts';

/** The table's colours. Yellow marks selected dice (002 §1.2.9); locked dice are shaded (§1.2.6). */
export const DIE_FACE: Rgb = [245, 245, 240];
export const DIE_TEXT: Rgb = [30, 30, 30];
export const SELECTED: Rgb = [250, 210, 40];
export const LOCKED_FACE: Rgb = [120, 120, 120];
export const LOCKED_TEXT: Rgb = [200, 200, 200];
export const HINT: Rgb = [80, 200, 230];
export const TITLE: Rgb = [250, 210, 40];
export const CURRENT: Rgb = [250, 210, 40];
export const MARKED: Rgb = [255, 120, 80];
export const FARKLE_BANNER: Rgb = [200, 40, 40];
export const HOT_BANNER: Rgb = [230, 120, 20];
export const WIN_BANNER: Rgb = [40, 140, 70];
export const WHITE: Rgb = [255, 255, 255];
export const WARNING: Rgb = [242, 177, 121];
