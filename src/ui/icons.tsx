/**
 * The product's icons: 24 × 24 line drawings in the current text colour. Decorative by default
 * (aria-hidden); pass `title` for an icon that carries meaning on its own.
 */
import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number; title?: string };

function icon(name: string, paths: ReactNode) {
  function Icon({ size = 20, title, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        focusable="false"
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const IconDashboard = icon(
  'IconDashboard',
  <>
    <rect x="3" y="3" width="7.5" height="9" rx="1.5" />
    <rect x="13.5" y="3" width="7.5" height="5" rx="1.5" />
    <rect x="13.5" y="11" width="7.5" height="10" rx="1.5" />
    <rect x="3" y="15" width="7.5" height="6" rx="1.5" />
  </>,
);
export const IconSparkles = icon(
  'IconSparkles',
  <>
    <path d="M10 3.5l1.6 4.4L16 9.5l-4.4 1.6L10 15.5l-1.6-4.4L4 9.5l4.4-1.6z" />
    <path d="M18 14l.8 2.2L21 17l-2.2.8L18 20l-.8-2.2L15 17l2.2-.8z" />
  </>,
);
export const IconMegaphone = icon(
  'IconMegaphone',
  <>
    <path d="M4 10v4a1 1 0 001 1h2l6 4V5L7 9H5a1 1 0 00-1 1z" />
    <path d="M17 9a3.5 3.5 0 010 6" />
    <path d="M7 15l1 5h2.5l-1-4.5" />
  </>,
);
export const IconHandshake = icon(
  'IconHandshake',
  <>
    <path d="M2.5 12.5l3-6 4 1.5 2.5-1 2.5 1 4-1.5 3 6" />
    <path d="M5.5 12.5l5 5a1.4 1.4 0 002-2" />
    <path d="M9.5 15.5l2 2a1.4 1.4 0 002-2l-2.5-2.5" />
    <path d="M18.5 12.5l-3.5 3.5" />
    <path d="M12 7l-3 3a1.4 1.4 0 002 2l2-2" />
  </>,
);
export const IconImage = icon(
  'IconImage',
  <>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <circle cx="9" cy="9.5" r="1.75" />
    <path d="M21 15.5l-5-5L5.5 20" />
  </>,
);
export const IconSettings = icon(
  'IconSettings',
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.75v2.5M12 18.75v2.5M4.1 7.4l2.2 1.25M17.7 15.35l2.2 1.25M4.1 16.6l2.2-1.25M17.7 8.65l2.2-1.25" />
    <circle cx="12" cy="12" r="7" />
  </>,
);
export const IconTag = icon(
  'IconTag',
  <>
    <path d="M3 12.2V4.5A1.5 1.5 0 014.5 3h7.7a1.5 1.5 0 011.06.44l7.3 7.3a1.5 1.5 0 010 2.12l-7.7 7.7a1.5 1.5 0 01-2.12 0l-7.3-7.3A1.5 1.5 0 013 12.2z" />
    <circle cx="8" cy="8" r="1.5" />
  </>,
);
export const IconBox = icon(
  'IconBox',
  <>
    <path d="M12 2.75l8.25 4.5v9.5L12 21.25l-8.25-4.5v-9.5z" />
    <path d="M3.75 7.25L12 11.75l8.25-4.5M12 11.75v9.5" />
    <path d="M7.9 5l8.2 4.5" />
  </>,
);
export const IconWallet = icon(
  'IconWallet',
  <>
    <path d="M19 7V5.5A1.5 1.5 0 0017.5 4h-12A2.5 2.5 0 003 6.5v11A2.5 2.5 0 005.5 20h13a1.5 1.5 0 001.5-1.5V15" />
    <path d="M3 6.5A2.5 2.5 0 005.5 9h13A1.5 1.5 0 0120 10.5V15h-4a2 2 0 010-4h4" />
  </>,
);
export const IconReceipt = icon(
  'IconReceipt',
  <>
    <path d="M5 3h14v18l-2.5-1.5L14 21l-2-1.5L10 21l-2.5-1.5L5 21z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </>,
);
export const IconCard = icon(
  'IconCard',
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <path d="M2.5 10h19M6.5 15h4" />
  </>,
);
export const IconList = icon(
  'IconList',
  <>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" />
    <circle cx="4.5" cy="12" r="1" />
    <circle cx="4.5" cy="18" r="1" />
  </>,
);
export const IconMenu = icon('IconMenu', <path d="M4 6.5h16M4 12h16M4 17.5h16" />);
export const IconClose = icon('IconClose', <path d="M6 6l12 12M18 6L6 18" />);
export const IconChevronDown = icon('IconChevronDown', <path d="M6 9l6 6 6-6" />);
export const IconChevronLeft = icon('IconChevronLeft', <path d="M15 6l-6 6 6 6" />);
export const IconChevronRight = icon('IconChevronRight', <path d="M9 6l6 6-6 6" />);
export const IconChevronsLeft = icon('IconChevronsLeft', <path d="M12 6l-6 6 6 6M18 6l-6 6 6 6" />);
export const IconChevronsRight = icon('IconChevronsRight', <path d="M6 6l6 6-6 6M12 6l6 6-6 6" />);
export const IconPlus = icon('IconPlus', <path d="M12 5v14M5 12h14" />);
export const IconSearch = icon(
  'IconSearch',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </>,
);
export const IconLogout = icon(
  'IconLogout',
  <>
    <path d="M14 4h3.5A1.5 1.5 0 0119 5.5v13a1.5 1.5 0 01-1.5 1.5H14" />
    <path d="M10 16l-4-4 4-4M6 12h10" />
  </>,
);
export const IconGlobe = icon(
  'IconGlobe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.5 5.6 3.5 9s-1 6.4-3.5 9c-2.5-2.6-3.5-5.6-3.5-9s1-6.4 3.5-9z" />
  </>,
);
export const IconTrash = icon(
  'IconTrash',
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M5.5 7l1 12.5A1.5 1.5 0 008 21h8a1.5 1.5 0 001.5-1.5l1-12.5" />
    <path d="M9 7V4.5A1.5 1.5 0 0110.5 3h3A1.5 1.5 0 0115 4.5V7" />
  </>,
);
export const IconEdit = icon(
  'IconEdit',
  <>
    <path d="M4 20h4L19 9a2.1 2.1 0 00-3-3L5 17z" />
    <path d="M14 8l3 3" />
  </>,
);
export const IconCheck = icon('IconCheck', <path d="M5 12.5l4.5 4.5L19 7.5" />);
export const IconCheckCircle = icon(
  'IconCheckCircle',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.7 2.7L16 9.8" />
  </>,
);
export const IconInfo = icon(
  'IconInfo',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.75v.01" />
  </>,
);
export const IconWarning = icon(
  'IconWarning',
  <>
    <path d="M10.3 4.2L2.9 17.5A2 2 0 004.6 20.5h14.8a2 2 0 001.7-3L13.7 4.2a2 2 0 00-3.4 0z" />
    <path d="M12 9.5v4M12 16.75v.01" />
  </>,
);
export const IconError = icon(
  'IconError',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>,
);
export const IconEye = icon(
  'IconEye',
  <>
    <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="2.75" />
  </>,
);
export const IconEyeOff = icon(
  'IconEyeOff',
  <>
    <path d="M4 4l16 16" />
    <path d="M10.6 6.1A9 9 0 0112 6c6 0 9.5 6 9.5 6a16.5 16.5 0 01-2.6 3.3M6.3 7.6C3.9 9.2 2.5 12 2.5 12s3.5 6.5 9.5 6.5a9 9 0 004.2-1" />
    <path d="M10 10.1a2.75 2.75 0 003.9 3.9" />
  </>,
);
export const IconUpload = icon(
  'IconUpload',
  <>
    <path d="M12 15.5V4M7.5 8.5L12 4l4.5 4.5" />
    <path d="M4 15v3.5A1.5 1.5 0 005.5 20h13a1.5 1.5 0 001.5-1.5V15" />
  </>,
);
export const IconExternal = icon(
  'IconExternal',
  <>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v4.5a1.5 1.5 0 01-1.5 1.5h-11A1.5 1.5 0 014 18.5v-11A1.5 1.5 0 015.5 6H10" />
  </>,
);
export const IconLock = icon(
  'IconLock',
  <>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    <path d="M12 14.5v2" />
  </>,
);
export const IconClock = icon(
  'IconClock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const IconCompass = icon(
  'IconCompass',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M15.5 8.5l-2 5-5 2 2-5z" />
  </>,
);
export const IconArrowRight = icon('IconArrowRight', <path d="M5 12h14M13 6l6 6-6 6" />);
export const IconArrowLeft = icon('IconArrowLeft', <path d="M19 12H5M11 6l-6 6 6 6" />);
export const IconRocket = icon(
  'IconRocket',
  <>
    <path d="M14 4.5c3-1.5 5.5-1.5 5.5-1.5s0 2.5-1.5 5.5l-5.5 5.5-4-4z" />
    <path d="M8.5 10L5 10.5 3 13l4 1M14 15.5l-.5 3.5L11 21l-1-4" />
    <path d="M6 18c-1 1-1.5 3-1.5 3s2-.5 3-1.5" />
  </>,
);
export const IconChat = icon(
  'IconChat',
  <path d="M20 12a7.5 7.5 0 01-11 6.6L4 20l1.4-4.6A7.5 7.5 0 1120 12z" />,
);
export const IconBook = icon(
  'IconBook',
  <>
    <path d="M4 5.5A1.5 1.5 0 015.5 4H11v16H5.5A1.5 1.5 0 014 18.5z" />
    <path d="M20 5.5A1.5 1.5 0 0018.5 4H13v16h5.5a1.5 1.5 0 001.5-1.5z" />
  </>,
);
export const IconHelp = icon(
  'IconHelp',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 114 2c-.9.6-1.5 1.1-1.5 2.25M12 16.75v.01" />
  </>,
);
export const IconLink = icon(
  'IconLink',
  <>
    <path d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1" />
  </>,
);
export const IconInstagram = icon(
  'IconInstagram',
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17 7v.01" />
  </>,
);
export const IconLinkedIn = icon(
  'IconLinkedIn',
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
    <path d="M8 10.5V16M8 7.75v.01M11.5 16v-5.5M11.5 13c0-1.5 1-2.5 2.25-2.5S16 11.25 16 13v3" />
  </>,
);
export const IconX = icon('IconX', <path d="M4.5 4h4l11 16h-4zM19.5 4l-6.3 7.2M10.8 12.8L4.5 20" />);
export const IconYouTube = icon(
  'IconYouTube',
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="M10.5 9.5v5l4-2.5z" />
  </>,
);
export const IconTikTok = icon(
  'IconTikTok',
  <path d="M14 3.5v11.25a3.75 3.75 0 11-3.75-3.75M14 3.5c.5 2.5 2.25 4 5 4.25" />,
);
