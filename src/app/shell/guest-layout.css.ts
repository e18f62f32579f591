import { style } from '@vanilla-extract/css';
import { vars, media } from '../../ui';

export const page = style({
  position: 'relative',
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: `radial-gradient(60rem 30rem at 15% -10%, ${vars.color.primarySoftHover}, transparent 60%), radial-gradient(50rem 28rem at 110% 10%, ${vars.color.blue.surface}, transparent 60%), ${vars.color.page}`,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: `${vars.space['4']} ${vars.space['4']}`,
  '@media': { [media.sm]: { padding: `${vars.space['6']} ${vars.space['8']}` } },
});

export const main = style({
  flex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['10']}`,
  '@media': {
    [media.sm]: {
      alignItems: 'center',
      padding: `${vars.space['6']} ${vars.space['6']} ${vars.space['12']}`,
    },
  },
});

export const card = style({
  width: '100%',
  maxWidth: '28rem',
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
  '@media': { [media.sm]: { padding: vars.space['10'] } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `${vars.space['2']} ${vars.space['5']}`,
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['6']}`,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
});

export const link = style({
  color: vars.color.textSubtle,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primaryText, textDecoration: 'underline' } },
});
