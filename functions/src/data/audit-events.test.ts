import { describe, expect, it } from 'vitest';
import { newAuditEvent, toItem } from './audit-events';

const base = {
  at: '2026-03-05T10:00:00.000Z',
  actorId: 'user-1',
  actorRole: 'owner' as const,
};

describe('audit event items', () => {
  it('puts every event under its actor and its month, sorted by time and id', () => {
    const event = newAuditEvent({ ...base, targetType: 'USER', targetId: 'user-2', action: 'account_disabled' });
    const item = toItem(event);
    expect(item).toMatchObject({
      PK: 'AUDIT#USER#user-2',
      SK: `2026-03-05T10:00:00.000Z#${event.id}`,
      GSI1PK: 'ACTOR#user-1',
      GSI1SK: `2026-03-05T10:00:00.000Z#${event.id}`,
      GSI2PK: 'AUDITLOG#2026-03',
      GSI2SK: `2026-03-05T10:00:00.000Z#${event.id}`,
    });
    // Not an organization's: no GSI3.
    expect(item).not.toHaveProperty('GSI3PK');
    expect(item).not.toHaveProperty('orgId');
  });

  it("puts an organization's own events in its activity", () => {
    const event = newAuditEvent({ ...base, targetType: 'ORG', targetId: 'org-1', action: 'location_created' });
    expect(toItem(event)).toMatchObject({ orgId: 'org-1', GSI3PK: 'AUDITORG#org-1', GSI3SK: `${base.at}#${event.id}` });
  });

  it("puts an organization document's events in the organization's activity", () => {
    const event = newAuditEvent({
      ...base,
      targetType: 'DOCUMENT',
      targetId: 'doc-1',
      documentId: 'doc-1',
      orgId: 'org-9',
      action: 'approved',
    });
    expect(toItem(event)).toMatchObject({ PK: 'AUDIT#DOCUMENT#doc-1', orgId: 'org-9', GSI3PK: 'AUDITORG#org-9' });
  });
});
