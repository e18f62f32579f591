import { icon } from './icon';

export const IconChevronDown = /* @__PURE__ */ icon('IconChevronDown', <path d="M6 9l6 6 6-6" />);
