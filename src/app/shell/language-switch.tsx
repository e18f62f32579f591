/** Two buttons to switch between English and Spanish; the pressed one is the language in use. */
import { useTranslation } from 'react-i18next';
import { IconGlobe, VisuallyHidden } from '../../ui';
import { useLanguage, type Language } from '../../screens/shared/app-context';
import * as styles from './language-switch.css';

const LANGUAGES: Language[] = ['en', 'es'];

export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <div className={styles.group} role="group" aria-label={t('language')}>
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
