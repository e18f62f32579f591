import { icon } from './icon';

export const IconChevronLeft = /* @__PURE__ */ icon('IconChevronLeft', <path d="M15 6l-6 6 6 6" />);
