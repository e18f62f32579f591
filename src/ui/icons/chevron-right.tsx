import { icon } from './icon';

export const IconChevronRight = /* @__PURE__ */ icon('IconChevronRight', <path d="M9 6l6 6-6 6" />);
