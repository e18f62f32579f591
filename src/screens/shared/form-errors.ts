/**
 * Turning failures into words: field errors of the shared structs (validation namespace) and coded
 * refusals of the API (errors namespace).
 */
import type { TFunction } from 'i18next';
import type { FieldError, FieldErrors } from '../../domain/validation';
import type { ApiError } from '../../graphql/api';

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
      return t(`errors:codes.${error.code ?? 'unknown'}`, { defaultValue: error.message });
    default:
      return t('errors:badRequest');
  }
}
