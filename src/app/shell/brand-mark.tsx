/** The product's mark: a gradient tile with a monogram, and the wordmark unless `compact`. */
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import * as styles from './brand-mark.css';

function Monogram() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M17.5 7.2A7 7 0 1 0 17.5 16.8" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
      <circle cx="17.6" cy="12" r="1.9" fill="currentColor" />
    </svg>
  );
}

export function BrandMark({ compact = false, href = '/' }: { compact?: boolean; href?: string }) {
  const { t } = useTranslation();
  const name = t('appName');
  const split = name.match(/^(Creator)(Hub)$/);
  return (
    <Link href={href} className={styles.mark} aria-label={name}>
      <span className={styles.logo}>
        <Monogram />
      </span>
      {compact ? null : (
        <span className={styles.word} aria-hidden="true">
          {split ? (
            <>
              {split[1]}
              <span className={styles.wordAccent}>{split[2]}</span>
            </>
          ) : (
            name
          )}
        </span>
      )}
    </Link>
  );
}
