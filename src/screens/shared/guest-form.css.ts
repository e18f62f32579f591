/** The look shared by the logged-out screens' cards: heading, lead sentence, form column, links, notices. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  color: vars.color.text,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space['4'],
});

export const footer = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const link = style({
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { boxShadow: vars.shadow.focus },
  },
});

export const strong = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  wordBreak: 'break-all',
});

const alertBase = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  borderWidth: 1,
  borderStyle: 'solid',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const alert = styleVariants({
  error: [
    alertBase,
    { background: vars.color.red.surface, borderColor: vars.color.red.border, color: vars.color.red.text },
  ],
  success: [
    alertBase,
    {
      background: vars.color.green.surface,
      borderColor: vars.color.green.border,
      color: vars.color.green.text,
    },
  ],
  info: [
    alertBase,
    { background: vars.color.blue.surface, borderColor: vars.color.blue.border, color: vars.color.blue.text },
  ],
});

export const alertIcon = style({ flexShrink: 0, marginTop: '1px' });

/** A link-looking button, for actions such as "log out" inside a sentence. */
export const linkButton = style([
  link,
  {
    padding: 0,
    border: 'none',
    background: 'none',
    font: 'inherit',
    cursor: 'pointer',
  },
]);

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  textAlign: 'center',
});

export const successIcon = style({ color: vars.color.green.solid });

export const mutedIcon = style({ color: vars.color.textSubtle });
