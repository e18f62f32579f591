import { describe, expect, it } from 'vitest';
import { changeEmailMail, mailLanguage, resetPasswordMail, verificationCodeMail } from './mail-templates';

describe('account e-mails', () => {
  it('follows the account language, Spanish for any Spanish variant and English otherwise', () => {
    expect(mailLanguage('es-MX')).toBe('es');
    expect(mailLanguage('en')).toBe('en');
    expect(mailLanguage('fr')).toBe('en');
    expect(mailLanguage(null)).toBe('en');
  });

  it('puts the code in both bodies', () => {
    const mail = verificationCodeMail('a@example.com', 'en', '042917');
    expect(mail.text).toContain('\n042917\n');
    expect(mail.html).toContain('042917');
  });

  it('links in both bodies, with the link escaped in the HTML', () => {
    const link = 'https://app.example.com/new-password/abc?email=a%2Bb%40example.com&x=1';
    const mail = resetPasswordMail('a+b@example.com', 'es', link);
    expect(mail.subject).toBe('Restablece tu contraseña de CreatorHub');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(
      'href="https://app.example.com/new-password/abc?email=a%2Bb%40example.com&#38;x=1"',
    );
    expect(changeEmailMail('a@example.com', 'en', link).text).toContain('Confirm the new address:');
  });
});
