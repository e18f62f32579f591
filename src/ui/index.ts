/**
 * The design system: the theme (tokens and base styles) and the components every screen is built from.
 * Components hold no user-facing text of their own: every label comes in as a prop.
 */
export { vars, breakpoints, media } from './theme';
export { cx } from './cx';
export * from './icons';
export { VisuallyHidden } from './visually-hidden';
export { Button, ButtonLink, buttonClass, type ButtonProps, type ButtonLinkProps } from './button/button';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { Field, type FieldProps } from './field/field';
export { CharacterCount, type CharacterCountProps } from './character-count/character-count';
export { useFieldControl, type FieldControl } from './field/field-context';
export { TextInput, type TextInputProps } from './inputs/text-input';
export { AmountInput, type AmountInputProps } from './inputs/amount-input';
export { PasswordInput, type PasswordInputProps } from './inputs/password-input';
export { Select, type SelectProps, type SelectOption } from './inputs/select';
export { Checkbox, type CheckboxProps } from './inputs/checkbox';
export { Textarea, type TextareaProps } from './inputs/textarea';
export { Card, CardHeader, type CardProps, type CardHeaderProps } from './card/card';
export { Stack, Inline } from './layout/layout';
export { Modal, type ModalProps } from './modal/modal';
export { usePresence, type PresenceState } from './modal/use-presence';
export { useFocusTrap, useScrollLock, focusableIn } from './modal/use-focus-trap';
export { Tabs, TabPanel, type TabItem, type TabsProps } from './tabs/tabs';
export { Table, TableCaption, THead, TBody, Tr, Th, Td } from './table/table';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { Skeleton, SkeletonText, type SkeletonProps } from './skeleton/skeleton';
export { Badge, type BadgeProps, type BadgeTone } from './badge/badge';
export { Toast, ToastRegion, type ToastProps, type ToastColor } from './toast/toast';
export { LoadingOverlay, type LoadingOverlayProps } from './loading-overlay/loading-overlay';
export { Pagination, pageWindow, type PaginationProps, type PaginationLabels } from './pagination/pagination';
export { Avatar, initials, type AvatarProps } from './avatar/avatar';
export { PageHeader, type PageHeaderProps } from './page-header/page-header';
export { visuallyHidden, visuallyHiddenRules } from './visually-hidden.css';
