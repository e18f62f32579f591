import { style } from '@vanilla-extract/css';
import { vars, media } from '../../ui';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const tabs = style({ overflowX: 'auto' });

export const searchBox = style({ maxWidth: '28rem' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transition: `opacity ${vars.duration.normal}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'center',
  padding: vars.space['3'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.sm },
    '&[data-awaiting="company"]': { borderLeft: `4px solid ${vars.color.yellow.solid}` },
  },
  '@media': {
    [media.md]: {
      // Fixed tracks, so the badges and due times of every row line up whatever each row holds.
      gridTemplateColumns: '3.5rem minmax(0, 1fr) minmax(0, 1fr) 12rem',
      padding: vars.space['4'],
    },
  },
});

export const thumb = style({
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
  display: 'block',
});

export const who = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { boxShadow: vars.shadow.focus },
  },
});

export const sub = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const badges = style({
  gridColumn: '2',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
  '@media': { [media.md]: { gridColumn: 'auto' } },
});

export const due = style({
  gridColumn: '2',
  fontSize: vars.fontSize.sm,
  color: vars.color.textSubtle,
  '@media': { [media.md]: { gridColumn: 'auto', textAlign: 'right' } },
});
