/**
 * The interface speaks the account's language (companies.language) on any browser, and the e-mails agree with
 * it. When an account signs in, the app switches to the account's language, unless the user chose one on this
 * page before signing in (on the log-in screen): that choice is the newer one and is saved to the account. A
 * choice made while signed in is saved at once. An account that never chose one keeps what the user sees, and
 * saves it. A staff session (impersonation) switches only its own screen and never changes the owner's choice.
 */
import type { ActorRefFrom } from 'xstate';
import { isLanguage, type Language } from '../domain/language';
import type { sessionMachine } from '../machines/session';

export type SignInLanguage = { show: Language; save: Language | null };

/** What to show and what to save when an account signs in. */
export function languageOnSignIn(input: {
  account: string | null;
  shown: Language;
  chosenHere: Language | null;
  staff: boolean;
}): SignInLanguage {
  const account = isLanguage(input.account) ? input.account : null;
  if (input.staff) return { show: input.chosenHere ?? input.shown, save: null };
  if (input.chosenHere) {
    return { show: input.chosenHere, save: input.chosenHere === account ? null : input.chosenHere };
  }
  if (account) return { show: account, save: null };
  return { show: input.shown, save: input.shown };
}

export type AccountLanguageOptions = {
  session: Pick<ActorRefFrom<typeof sessionMachine>, 'getSnapshot' | 'subscribe'>;
  /** The language the interface shows now. */
  shown: () => Language;
  /** Switches the interface (and remembers the choice in this browser). */
  show: (language: Language) => void;
  /** Saves the account's language (CompanyUpdateLanguage). */
  save: (language: Language) => Promise<unknown>;
};

export type AccountLanguage = {
  /** The user picked a language (language switch, account menu). */
  choose: (language: Language) => void;
  stop: () => void;
};

export function followAccountLanguage(options: AccountLanguageOptions): AccountLanguage {
  /** The signed-in account, and whether staff act as it: a new one decides the language again. */
  let signedIn: { key: string; staff: boolean } | null = null;
  let chosenHere: Language | null = null;

  const persist = (language: Language) =>
    // A failed save was already told by the app's failure notices; the interface keeps the choice, and the
    // next choice or sign-in saves it again.
    void options.save(language).catch(() => undefined);

  const follow = (snapshot: ReturnType<AccountLanguageOptions['session']['getSnapshot']>) => {
    const company = snapshot.context.token ? snapshot.context.company : null;
    const key = company ? `${company.id}:${company.impersonated}` : null;
    if (key === (signedIn?.key ?? null)) return;
    signedIn = company && key ? { key, staff: company.impersonated } : null;
    if (!company) return;
    const decided = languageOnSignIn({
      account: company.language ?? null,
      shown: options.shown(),
      chosenHere,
      staff: company.impersonated,
    });
    chosenHere = null;
    if (decided.show !== options.shown()) options.show(decided.show);
    if (decided.save) persist(decided.save);
  };

  const subscription = options.session.subscribe(follow);
  follow(options.session.getSnapshot());

  return {
    choose(language) {
      options.show(language);
      if (!signedIn) chosenHere = language;
      else if (!signedIn.staff) persist(language);
    },
    stop: () => subscription.unsubscribe(),
  };
}
