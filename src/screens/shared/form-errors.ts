/**
 * Turning failures into words: field errors of the shared structs (validation namespace) and coded
 * refusals of the API (errors namespace).
 */
import type { TFunction } from 'i18next';
import type { FieldError, FieldErrors } from '../../domain/validation';
import type { ApiError } from '../../domain/api-error';

export function fieldMessage(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  return t(`validation:${error.code}`, error.params ?? {});
}

/** Field errors to show: the API's answer wins over the local check for the same field. */
export function mergeFieldErrors(local: FieldErrors, error: ApiError | null | undefined): FieldErrors {
  return { ...local, ...(error?.fields ?? {}) };
}

/**
 * A sentence for a failure that is not about one field. Network, 401 and 404 failures are already shown as
 * toasts by the app (the error catalogue), so they return null here.
 */
export function failureMessage(t: TFunction, error: ApiError | null | undefined): string | null {
  if (!error) return null;
  switch (error.kind) {
    case 'unauthorized':
    case 'network':
    case 'notFound':
      return null;
    case 'input':
      return Object.keys(error.fields).length > 0 ? null : t('errors:badRequest');
    case 'rateLimited':
      return t('errors:rateLimited', { count: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) });
    case 'refused':
      // A code this build does not know yet says "something went wrong", never the API's English.
      return t([`errors:codes.${error.code ?? 'unknown'}`, 'errors:codes.unknown']);
    default:
      return t('errors:badRequest');
  }
}

/**
 * The sentence a dialog shows for a failed call. A dialog covers the page, so it also says what the app's
 * notices say (no connection, gone meanwhile): the user reads it where they are looking. A lost session (401)
 * closes everything and needs no sentence here.
 */
export function dialogFailureMessage(t: TFunction, error: ApiError | null | undefined): string | null {
  if (error?.kind === 'network') return t('errors:dialogOffline');
  if (error?.kind === 'notFound') return t('errors:codes.NOT_FOUND');
  return failureMessage(t, error);
}

/** True when every field a refusal names is shown by the form, beside which the refusal is already told. */
export function toldBesideFields(error: ApiError, shown: readonly string[]): boolean {
  const fieldNames = Object.keys(error.fields);
  return fieldNames.length > 0 && fieldNames.every((name) => shown.includes(name));
}

/** A dialog's sentence for its form: as dialogFailureMessage, unless the fields it shows already tell it. */
export function dialogFormFailure(
  t: TFunction,
  error: ApiError | null | undefined,
  shown: readonly string[],
): string | null {
  if (!error || toldBesideFields(error, shown)) return null;
  return dialogFailureMessage(t, error);
}
