import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** A 24×24 outline icon; decorative unless the caller gives it a label. */
function OutlineIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CheckIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </OutlineIcon>
);

export const CheckCircleIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.8 2.8L16.5 9.5" />
  </OutlineIcon>
);

export const AlertCircleIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.2v.3" />
  </OutlineIcon>
);

export const MenuIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </OutlineIcon>
);

export const CloseIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </OutlineIcon>
);

export const SunIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M4.6 4.6l1.4 1.4M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4" />
  </OutlineIcon>
);

export const MoonIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />
  </OutlineIcon>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </OutlineIcon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </OutlineIcon>
);

export const BoxesIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M3.5 8 12 3.5 20.5 8v8L12 20.5 3.5 16Z" />
    <path d="M3.5 8 12 12.5 20.5 8M12 12.5v8" />
  </OutlineIcon>
);

export const ClipboardFlowIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1M8.5 10h7M8.5 14h4.5M15 14l1.5 1.5L19 13" />
  </OutlineIcon>
);

export const ShieldCheckIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M12 3 19.5 6v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6Z" />
    <path d="m8.8 12 2.3 2.3 4.3-4.6" />
  </OutlineIcon>
);

export const ChartIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M4 20h16M7 16.5V11M12 16.5V6.5M17 16.5v-4" />
  </OutlineIcon>
);

export const DevicesIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <rect x="3" y="5" width="13" height="10" rx="1.5" />
    <rect x="15" y="9" width="6" height="11" rx="1.5" />
    <path d="M6 19h6" />
  </OutlineIcon>
);

export const LockIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3M12 14.5v2.5" />
  </OutlineIcon>
);

export const SparkIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M12 3.5 13.8 10l6.7 2-6.7 2L12 20.5 10.2 14l-6.7-2 6.7-2Z" />
  </OutlineIcon>
);

export const HeartPulseIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z" />
    <path d="M7 12.5h2.5l1.5-2.5 2 4 1.5-1.5H17" />
  </OutlineIcon>
);

export const UserKeyIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="10" cy="8" r="3.5" />
    <path d="M3.5 20c.6-3.6 3.2-5.5 6.5-5.5 1.3 0 2.5.3 3.5.9M16.5 14.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM18 18l2.5 2.5" />
  </OutlineIcon>
);

export const StorefrontLinkIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M4 10v10h16V10M3 10l2-6h14l2 6Z" />
    <path d="M10 15h4M12 13v4" />
  </OutlineIcon>
);

export const InfoIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.8v.3" />
  </OutlineIcon>
);

export const WarningIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M10.3 4.2 2.9 17.5A2 2 0 0 0 4.6 20.5h14.8a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5v4.5M12 17v.3" />
  </OutlineIcon>
);

export const DownloadIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M12 4v11M7 10.5l5 5 5-5M5 19.5h14" />
  </OutlineIcon>
);

export const MailIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </OutlineIcon>
);

export const MapPinIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.3" />
  </OutlineIcon>
);

export const ClockIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </OutlineIcon>
);

export const UsersIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="9" cy="8.5" r="3.2" />
    <path d="M3 19.5c.5-3.3 2.8-5 6-5s5.5 1.7 6 5M16 5.5a3 3 0 0 1 0 6M18 14.7c1.7.6 2.7 2.2 3 4.8" />
  </OutlineIcon>
);

export const CalendarIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4M8 14h2M14 14h2M8 17h2" />
  </OutlineIcon>
);

export const BuildingIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M4 20.5V5.5l8-2.5v17.5M12 8.5l8 2.5v9.5M2.5 20.5h19M7 8h2M7 11.5h2M7 15h2M15 13.5h2M15 17h2" />
  </OutlineIcon>
);

export const StethoscopeIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M6 3.5H4.5v5a4.5 4.5 0 0 0 9 0v-5H12M9 13v2.5a5 5 0 0 0 10 0V13" />
    <circle cx="19" cy="11" r="2" />
  </OutlineIcon>
);

export const RocketIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M14.5 4.5c2.7-1 4.8-1 6-.9.1 1.2.1 3.3-.9 6L13 17l-6-6Z" />
    <path d="M7 11 4 10l3-4h4M13 17l1 3 4-3v-4M7.5 16.5 4 20" />
    <circle cx="16" cy="8" r="1.3" />
  </OutlineIcon>
);

export const PlugIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M9 3v4M15 3v4M6.5 7h11v3.5a5.5 5.5 0 0 1-11 0ZM12 16v5" />
  </OutlineIcon>
);

export const ExternalLinkIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 19V7.5A1.5 1.5 0 0 1 5.5 6H10" />
  </OutlineIcon>
);

export const QuoteIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M9.5 8H6a2 2 0 0 0-2 2v3h5.5v-3M9.5 10v2.5c0 2.3-1.2 3.8-3.5 4.5M20 8h-3.5a2 2 0 0 0-2 2v3H20v-3M20 10v2.5c0 2.3-1.2 3.8-3.5 4.5" />
  </OutlineIcon>
);

export const MinusIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M7 12h10" />
  </OutlineIcon>
);

export const ZapIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M13 3 5 13.5h6L10 21l8-10.5h-6Z" />
  </OutlineIcon>
);

export const NewspaperIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M5 4.5h11.5v14A1.5 1.5 0 0 0 18 20H6a2 2 0 0 1-2-2V5.5a1 1 0 0 1 1-1ZM16.5 8.5H20v9.5a2 2 0 0 1-2 2" />
    <path d="M7.5 8h6M7.5 11.5h6M7.5 15h4" />
  </OutlineIcon>
);
