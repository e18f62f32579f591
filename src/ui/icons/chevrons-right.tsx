import { icon } from './icon';

export const IconChevronsRight = /* @__PURE__ */ icon(
  'IconChevronsRight',
  <path d="M6 6l6 6-6 6M12 6l6 6-6 6" />,
);
