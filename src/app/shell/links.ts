/**
 * The addresses the footer links to. Each can be set at build time with a PUBLIC_* environment variable
 * (e.g. PUBLIC_BLOG_URL=https://blog.example.com npm run build); without one the default below is used.
 */

/** Reads a build-time setting; in the browser `process` only exists where the build replaced the variable. */
function setting(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value : fallback;
}

const env = (read: () => string | undefined): string | undefined => {
  try {
    return read();
  } catch {
    return undefined;
  }
};

export const FOOTER_LINKS = {
  blog: setting(
    env(() => process.env.PUBLIC_BLOG_URL),
    'https://creatorhub.example/blog',
  ),
  academy: setting(
    env(() => process.env.PUBLIC_ACADEMY_URL),
    'https://creatorhub.example/academy',
  ),
  faq: setting(
    env(() => process.env.PUBLIC_FAQ_URL),
    'https://creatorhub.example/faq',
  ),
  support: setting(
    env(() => process.env.PUBLIC_SUPPORT_URL),
    'mailto:support@creatorhub.example',
  ),
  privacy: setting(
    env(() => process.env.PUBLIC_PRIVACY_URL),
    'https://creatorhub.example/privacy',
  ),
  terms: setting(
    env(() => process.env.PUBLIC_TERMS_URL),
    'https://creatorhub.example/terms',
  ),
} as const;

export const SOCIAL_LINKS = {
  instagram: setting(
    env(() => process.env.PUBLIC_INSTAGRAM_URL),
    'https://www.instagram.com/creatorhub',
  ),
  tiktok: setting(
    env(() => process.env.PUBLIC_TIKTOK_URL),
    'https://www.tiktok.com/@creatorhub',
  ),
  linkedin: setting(
    env(() => process.env.PUBLIC_LINKEDIN_URL),
    'https://www.linkedin.com/company/creatorhub',
  ),
  x: setting(
    env(() => process.env.PUBLIC_X_URL),
    'https://x.com/creatorhub',
  ),
  youtube: setting(
    env(() => process.env.PUBLIC_YOUTUBE_URL),
    'https://www.youtube.com/@creatorhub',
  ),
} as const;

export type FooterLink = keyof typeof FOOTER_LINKS;
export type SocialLink = keyof typeof SOCIAL_LINKS;
