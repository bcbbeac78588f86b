import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type AuthenticatedSession, AuthenticatedSessionContext } from '../../../lib/auth/authenticated-session';
import { SuperAdminOnly } from './super-admin-only';

/** The component with a button as its control (its hooks run as this component's). */
const Probe = () =>
  SuperAdminOnly({
    action: 'binder',
    children: ({ disabled, describedBy }) =>
      createElement('button', { type: 'button', disabled, 'aria-describedby': describedBy }, 'Download binder'),
  });

function render(isSuperAdmin: boolean): string {
  const session = { isSuperAdmin } as AuthenticatedSession;
  return renderToStaticMarkup(
    createElement(AuthenticatedSessionContext.Provider, { value: session }, createElement(Probe)),
  );
}

describe('what only a super admin may do (issue 40 item 12)', () => {
  it('shows support the control disabled, described by why', () => {
    const html = render(false);
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toMatch(/<button[^>]* disabled=""/);
    expect(describedBy).toBeTruthy();
    expect(html).toContain(`<p id="${describedBy}"`);
    expect(html).toContain('Only a super admin can open an organization&#x27;s inspection binder.');
  });

  it('gives a super admin the control as it is, with no note', () => {
    const html = render(true);
    expect(html).not.toContain('disabled');
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('Only a super admin');
  });
});
