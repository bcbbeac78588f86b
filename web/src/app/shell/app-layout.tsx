import { Suspense } from 'react';
import { Outlet } from 'react-router';

/** App-like pages (spec §2): no public header or footer; the pages bring their own chrome. */
export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Suspense fallback={<div className="min-h-screen" />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
