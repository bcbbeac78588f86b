import type { ReactNode } from 'react';
import { LuniaLogo } from '../../../components/ui/lunia-logo';

/** The frame of the sign-in, register and password pages: a centred card with the page's heading. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="bg-slate-50 px-4 py-12 sm:py-16 dark:bg-slate-950">
      <div className="mx-auto w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-col items-center text-center">
          <LuniaLogo />
          <h1 className="mt-5 font-bold text-2xl text-slate-900 tracking-tight dark:text-white">{title}</h1>
          <p className="mt-1.5 text-slate-600 text-sm dark:text-slate-400">{subtitle}</p>
        </div>
        <div className="mt-7">{children}</div>
      </div>
    </div>
  );
}

export const textLinkClasses =
  'rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:focus-visible:outline-brand-300';
