import { describe, expect, it } from 'vitest';
import { type AuditEvent, newAuditEvent, toItem } from './audit-events';
import { decisionsFromTrail, trailCovers } from './document-trail';

const created = '2026-03-01T09:00:00.000Z';
const owner = { documentOwnerType: 'USER' as const, documentOwnerId: 'user-1' };

const documentEvent = (action: AuditEvent['action'], at: string, fields: Partial<AuditEvent> = owner) =>
  newAuditEvent({
    targetType: 'DOCUMENT',
    targetId: 'doc-1',
    documentId: 'doc-1',
    documentType: 'pharmacist_license',
    at,
    action,
    actorId: 'admin-1',
    actorRole: 'admin',
    ...fields,
  });

describe("an owner's review trail (GSI4)", () => {
  it("puts a document's decisions and its creation in its owner's trail, newest first by time and id", () => {
    for (const action of ['approved', 'denied', 'file_rejected', 'expiry_corrected', 'expiry_extended'] as const) {
      const event = documentEvent(action, '2026-03-05T10:00:00.000Z');
      expect(toItem(event)).toMatchObject({
        GSI4PK: 'DOCTRAIL#USER#user-1',
        GSI4SK: `2026-03-05T10:00:00.000Z#${event.id}`,
      });
    }
    expect(toItem(documentEvent('upload_requested', created))).toHaveProperty('GSI4PK', 'DOCTRAIL#USER#user-1');
  });

  it('leaves out the other events of a document, and events that do not name the owner (written before)', () => {
    expect(toItem(documentEvent('viewed', created))).not.toHaveProperty('GSI4PK');
    expect(toItem(documentEvent('submitted_for_review', created))).not.toHaveProperty('GSI4PK');
    expect(toItem(documentEvent('approved', created, {}))).not.toHaveProperty('GSI4PK');
  });

  it("puts an organization's documents in the organization's trail", () => {
    const event = documentEvent('approved', created, { documentOwnerType: 'ORG', documentOwnerId: 'org-1' });
    expect(toItem(event)).toHaveProperty('GSI4PK', 'DOCTRAIL#ORG#org-1');
  });
});

describe('reading decisions from the trail', () => {
  const doc = { id: 'doc-1', createdAt: created };
  const approved = documentEvent('approved', '2026-03-05T10:00:00.000Z');
  const denied = documentEvent('denied', '2026-03-02T10:00:00.000Z');
  const otherDocument = { ...documentEvent('approved', '2026-03-06T10:00:00.000Z'), documentId: 'doc-2' };

  it("covers a document whose creation is in the trail: its decisions come from there, another's left out", () => {
    const trail = [otherDocument, approved, denied, documentEvent('upload_requested', created)];
    expect(trailCovers(trail, doc)).toBe(true);
    expect(decisionsFromTrail(trail, doc)).toEqual([approved, denied]);
  });

  it('does not cover a document created before the trail (its own timeline is read instead)', () => {
    // A later file's upload_requested is in the trail, but not the document's creation.
    const trail = [approved, documentEvent('upload_requested', '2026-03-04T10:00:00.000Z')];
    expect(trailCovers(trail, doc)).toBe(false);
    expect(decisionsFromTrail(trail, doc)).toBeUndefined();
  });
});
