import { style } from '@vanilla-extract/css';
import { vars, media } from '../../ui';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  '@media': { [media.desktop]: { flexDirection: 'row' } },
});

export const body = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']} 0`,
  '@media': {
    [media.sm]: { padding: `${vars.space['8']} ${vars.space['6']} 0` },
    [media.desktop]: { padding: `${vars.space['10']} ${vars.space['10']} 0` },
  },
});

export const main = style({ flex: 1, outline: 'none', position: 'relative' });

export const skip = style({
  position: 'absolute',
  left: vars.space['4'],
  top: vars.space['4'],
  zIndex: vars.zIndex.toast,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', color: vars.color.onPrimary } },
});
