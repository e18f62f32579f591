import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const control = {
  width: '100%',
  minWidth: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  boxShadow: vars.shadow.xs,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
} as const;

const states = {
  '&::placeholder': { color: vars.color.textSubtle },
  '&:hover:not(:disabled)': { borderColor: vars.color.textDisabled },
  '&:focus': { outline: 'none', borderColor: vars.color.primary, boxShadow: vars.shadow.focus },
  '&:disabled': { background: vars.color.surfaceMuted, color: vars.color.textSubtle, cursor: 'not-allowed' },
  '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  '&[aria-invalid="true"]:focus': { boxShadow: vars.shadow.focusDanger },
} as const;

export const input = style({
  ...control,
  height: vars.size.control,
  paddingInline: vars.space['3'],
  selectors: states,
});

/** A box holding an input and its adornments (a prefix like "$", a search icon, a toggle button). */
export const group = style({ position: 'relative', display: 'flex', alignItems: 'center', width: '100%' });
export const withStart = style({ paddingInlineStart: vars.space['10'] });
export const withEnd = style({ paddingInlineEnd: vars.space['10'] });
const adornment = {
  position: 'absolute',
  top: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['10'],
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.md,
} as const;
export const startAdornment = style({ ...adornment, left: 0, pointerEvents: 'none' });
export const endAdornment = style({ ...adornment, right: 0 });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textSubtle,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const textarea = style({
  ...control,
  display: 'block',
  minHeight: '6.5rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
  selectors: states,
});

export const select = style({
  ...control,
  height: vars.size.control,
  paddingInlineStart: vars.space['3'],
  paddingInlineEnd: vars.space['10'],
  appearance: 'none',
  cursor: 'pointer',
  backgroundImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23667085' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E")`,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: `right ${vars.space['3']} center`,
  backgroundSize: '1rem',
  selectors: states,
});

export const checkboxLabel = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});

export const checkbox = style({
  appearance: 'none',
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  margin: '1px 0 0',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: '5px',
  background: vars.color.surface,
  display: 'grid',
  placeContent: 'center',
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&::after': {
      content: '""',
      width: '0.6rem',
      height: '0.35rem',
      borderLeft: `2px solid ${vars.color.onPrimary}`,
      borderBottom: `2px solid ${vars.color.onPrimary}`,
      transform: 'rotate(-45deg) translate(1px, -1px)',
      opacity: 0,
    },
    '&:checked': { background: vars.color.primary, borderColor: vars.color.primary },
    '&:checked::after': { opacity: 1 },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const checkboxText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const checkboxHint = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm });
