import { icon } from './icon';

export const IconYouTube = /* @__PURE__ */ icon(
  'IconYouTube',
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="M10.5 9.5v5l4-2.5z" />
  </>,
);
