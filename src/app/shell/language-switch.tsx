/**
 * Two buttons to switch between English and Spanish; the pressed one is the language in use. On a prerendered
 * page the buttons are on screen before they are hydrated: a press meanwhile is kept by the page's first-paint
 * script (first-paint.ts) and applied here as soon as the switch is hydrated.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../domain/language';
import { APP_HANDLES_ATTRIBUTE, CHOSEN_LANGUAGE_ATTRIBUTE } from '../first-paint';
import { IconGlobe, VisuallyHidden } from '../../ui';
import { useLanguage, type Language } from '../../screens/shared/app-context';
import * as styles from './language-switch.css';

const LANGUAGES: Language[] = ['en', 'es'];

export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    group.current?.setAttribute(APP_HANDLES_ATTRIBUTE, '');
    const page = document.documentElement;
    const chosen = page.getAttribute(CHOSEN_LANGUAGE_ATTRIBUTE);
    page.removeAttribute(CHOSEN_LANGUAGE_ATTRIBUTE);
    if (isLanguage(chosen) && chosen !== language) setLanguage(chosen);
    // Once, when the switch is hydrated: later presses reach its buttons' own handlers.
  }, []);
  return (
    <div ref={group} className={styles.group} role="group" aria-label={t('language')}>
      <IconGlobe size={16} className={styles.icon} />
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={styles.option}
          aria-pressed={language === code}
          onClick={() => setLanguage(code)}
        >
          {/* Named by the code it shows (what a voice user reads out), then the language's own name. */}
          {code.toUpperCase()}
          <VisuallyHidden> ({t(`languages.${code}`)})</VisuallyHidden>
        </button>
      ))}
    </div>
  );
}
