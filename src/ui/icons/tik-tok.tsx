import { icon } from './icon';

export const IconTikTok = /* @__PURE__ */ icon(
  'IconTikTok',
  <path d="M14 3.5v11.25a3.75 3.75 0 11-3.75-3.75M14 3.5c.5 2.5 2.25 4 5 4.25" />,
);
