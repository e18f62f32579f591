/**
 * While the first-paint script has decided that the prerendered markup is not this visitor's (a stored session,
 * another language), the markup stays hidden until the web app replaces it. Part of the entry's stylesheet,
 * which the page's head loads before anything is painted.
 */
import { globalStyle } from '@vanilla-extract/css';

/** The attribute of <html> that carries the first-paint script's decision: `hydrate` or `render`. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

globalStyle(`html[${FIRST_PAINT_ATTRIBUTE}="render"] #root`, { visibility: 'hidden' });
