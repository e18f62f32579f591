/**
 * The marks shared by a prerendered page's inline script (src/app/first-paint.ts) and the parts of the web app
 * that take its markup over: a part the app handles carries APP_HANDLES_ATTRIBUTE once hydrated, and a form sent
 * before that carries SUBMIT_PENDING_ATTRIBUTE until the script sends it, once the app has marked it handled.
 */

/** Marks markup the app handles itself (hydrated, or rendered by it): the inline script leaves it alone. */
export const APP_HANDLES_ATTRIBUTE = 'data-app-handles';
/** Marks a form the visitor sent before the app had it: held by the inline script until the app has it. */
export const SUBMIT_PENDING_ATTRIBUTE = 'data-submit-pending';
