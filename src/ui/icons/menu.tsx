import { icon } from './icon';

export const IconMenu = /* @__PURE__ */ icon('IconMenu', <path d="M4 6.5h16M4 12h16M4 17.5h16" />);
