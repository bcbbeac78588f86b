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
