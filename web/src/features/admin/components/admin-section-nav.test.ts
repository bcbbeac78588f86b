import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, currentSection } from './admin-section-nav';

describe('the back office’s sections (issue 40 item 12)', () => {
  it('gives organization approval its own entry, current on its page only', () => {
    expect(ADMIN_SECTIONS.find((section) => section.key === 'organizationApproval')?.to).toBe(
      '/admin/organization-approval',
    );
    expect(currentSection('/admin/organization-approval', '')).toBe('organizationApproval');
    expect(currentSection('/admin/organizations', '')).toBe('organizations');
  });

  it('tells Reminders, Email suppressions and Settings apart on the one settings page', () => {
    const targets = ['reminders', 'emailSuppressions', 'settings'].map(
      (key) => ADMIN_SECTIONS.find((section) => section.key === key)?.to,
    );
    expect(new Set(targets).size).toBe(3);
    expect(currentSection('/admin/settings', '#reminder-jobs-heading')).toBe('reminders');
    expect(currentSection('/admin/settings', '#email-suppressions-heading')).toBe('emailSuppressions');
    expect(currentSection('/admin/settings/', '')).toBe('settings');
    expect(currentSection('/admin/settings', '#something-else')).toBe('settings');
  });
});
