import { style, type StyleRule } from '@vanilla-extract/css';

/** The rules that hide an element on screen but not from screen readers (for use inside other selectors). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule;

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules);
