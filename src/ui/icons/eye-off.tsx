import { icon } from './icon';

export const IconEyeOff = /* @__PURE__ */ icon(
  'IconEyeOff',
  <>
    <path d="M4 4l16 16" />
    <path d="M10.6 6.1A9 9 0 0112 6c6 0 9.5 6 9.5 6a16.5 16.5 0 01-2.6 3.3M6.3 7.6C3.9 9.2 2.5 12 2.5 12s3.5 6.5 9.5 6.5a9 9 0 004.2-1" />
    <path d="M10 10.1a2.75 2.75 0 003.9 3.9" />
  </>,
);
