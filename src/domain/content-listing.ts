/** The content listing (/content): items per page, and the filters its address holds. */
export const CONTENT_PAGE_SIZE = 24;
