import { icon } from './icon';

export const IconWallet = /* @__PURE__ */ icon(
  'IconWallet',
  <>
    <path d="M19 7V5.5A1.5 1.5 0 0017.5 4h-12A2.5 2.5 0 003 6.5v11A2.5 2.5 0 005.5 20h13a1.5 1.5 0 001.5-1.5V15" />
    <path d="M3 6.5A2.5 2.5 0 005.5 9h13A1.5 1.5 0 0120 10.5V15h-4a2 2 0 010-4h4" />
  </>,
);
