/** The count beside a text field's label, "12/20", red past the limit; counted as the rule counts (trimmed). */
import { useTranslation } from 'react-i18next';
import { CharacterCount } from '../../ui';

export function TextCount({ text, max }: { text: string; max: number }) {
  const { t } = useTranslation();
  const used = text.trim().length;
  return <CharacterCount count={used} max={max} label={t('characterCount', { used, max })} />;
}
