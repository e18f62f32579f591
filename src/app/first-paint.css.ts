/**
 * Styles of a prerendered page before the web app has taken it over. Part of the entry's stylesheet, which the
 * page's head loads before anything is painted.
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../ui';

/** The attribute of <html> that carries the first-paint script's decision: `hydrate` or `render`. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

// The markup is not this visitor's (a stored session, another language): hidden until the app replaces it.
globalStyle(`html[${FIRST_PAINT_ATTRIBUTE}="render"] #root`, { visibility: 'hidden' });

// Without JavaScript the screen shows but cannot work: say so in a bar above it (the notice comes after #root
// in the page, so the body lays them out as a column with the notice first).
globalStyle('body', {
  '@media': { '(scripting: none)': { display: 'flex', flexDirection: 'column' } },
});
globalStyle('body > noscript', {
  order: -1,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.yellow.surface,
  borderBottom: `1px solid ${vars.color.yellow.border}`,
  color: vars.color.yellow.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
});
