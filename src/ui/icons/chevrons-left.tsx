import { icon } from './icon';

export const IconChevronsLeft = /* @__PURE__ */ icon(
  'IconChevronsLeft',
  <path d="M12 6l-6 6 6 6M18 6l-6 6 6 6" />,
);
