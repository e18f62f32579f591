/** Names of countries and languages in the user's language, from Intl (codes stay as they are where it has none). */
export function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function languageNames(codes: readonly string[], locale: string): string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'language' });
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      codes.map((code) => names.of(code) ?? code),
    );
  } catch {
    return codes.join(', ');
  }
}
