/** A spinning ring; decorative, so the text beside it carries the meaning. */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A centred spinner with a status message, announced politely to screen readers. */
export function LoadingState({ message }: { message: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-slate-600 dark:text-slate-300"
    >
      <Spinner className="size-8 text-brand-700 dark:text-brand-300" />
      <p className="font-medium text-sm">{message}</p>
    </div>
  );
}
