import { useId } from 'react';

/** The Lunia mark: a crescent moon ("luna") with a small dot, on a teal-to-blue tile. Decorative. */
export function LuniaMark({ className }: { className?: string }) {
  const id = useId();
  const gradientId = `${id}-tile`;
  const maskId = `${id}-crescent`;
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#157a84" />
          <stop offset="1" stopColor="#1d4ed8" />
        </linearGradient>
        <mask id={maskId}>
          <rect width="32" height="32" fill="#fff" />
          <circle cx="19.5" cy="12.5" r="7.5" fill="#000" />
        </mask>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <circle cx="15" cy="16" r="9" fill="#fff" mask={`url(#${maskId})`} />
      <circle cx="22" cy="20.5" r="1.8" fill="#fff" />
    </svg>
  );
}

/** Mark plus wordmark. The brand name is not translated. */
export function LuniaLogo({ className }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ''}`}>
      <LuniaMark className="size-8 shrink-0" />
      <span className="font-semibold text-slate-900 text-xl tracking-tight dark:text-white">Lunia</span>
    </span>
  );
}
