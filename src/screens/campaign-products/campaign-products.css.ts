import { style } from '@vanilla-extract/css';
import { vars, media } from '../../ui';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });
export const back = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
export const actions = style({ display: 'flex', gap: vars.space['3'], flexWrap: 'wrap' });
export const columns = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { [media.xl]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});
export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });
export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});
export const history = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});
export const historyItem = style({ display: 'block', lineHeight: 1.8 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
// Two short terms a line even on a phone; the brief and the links take the whole line.
export const terms = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});
export const term = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const wideTerm = style([term, { gridColumn: '1 / -1' }]);
export const value = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
// A rejected campaign's reason, on top of its page, with the way to edit and resubmit it.
export const rejection = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.red.border}`,
  background: vars.color.red.surface,
  color: vars.color.red.text,
});
export const rejectionReason = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const rejectionText = style({ margin: 0 });
