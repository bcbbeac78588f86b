import { randomUUID } from 'node:crypto';
import type { DocumentType, Language } from '@lunia/shared/domain/constants';
import { isExpired, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { locationVerificationPagePath } from '@lunia/shared/domain/verification-links';
import type { AuditEvent } from '../../data/audit-events';
import { putLocationVerificationLink } from '../../data/location-verification-links';
import type { Caller } from '../../domain/caller';
import { newVerificationToken } from '../../domain/verification-links/link-token';
import { env } from '../../lib/env';
import {
  type BinderActor,
  type BinderCredential,
  type BinderPerson,
  type BinderTrailEntry,
  type InspectionBinder,
  renderInspectionBinder,
} from '../../views/inspection-binder-pdf';
import { BINDER_TEXT } from '../../views/inspection-binder-text';
import { binderFileName } from './binder-file-name';
import { credentialCounts, type ReviewedDocument, readLocationRecords } from './location-records';
import { organizationAuditEvent } from './organization-audit';

/** How long the verification link a binder's QR code carries works (unless revoked sooner). */
export const LOCATION_LINK_DAYS = 90;
const DAY_MS = 24 * 3600 * 1000;

/** Lunia's reviewers and its automatic jobs are shown by role; a person acting on their own document too. */
const actorOf = (event: AuditEvent): BinderActor => event.actorRole;

/** A document as the binder lists it: who verified it is the role of its latest approval's actor. */
function credentialOf({ doc, decisions }: ReviewedDocument, today: string): BinderCredential {
  const approval = doc.status === 'approved' ? decisions.find((event) => event.action === 'approved') : undefined;
  const expired = doc.status === 'approved' && isExpired(doc.expiresOn, today);
  return {
    type: doc.type,
    status: expired ? 'expired' : doc.status,
    expiresOn: doc.expiresOn ?? null,
    verifiedBy: doc.status === 'approved' ? (approval ? actorOf(approval) : 'admin') : null,
    verifiedAt: doc.status === 'approved' ? (doc.reviewedAt ?? approval?.at ?? null) : null,
  };
}

const byType = (a: { type: DocumentType }, b: { type: DocumentType }) => a.type.localeCompare(b.type);
const TRAIL_ACTIONS = new Set<string>(['approved', 'denied', 'file_rejected', 'expiry_corrected', 'expiry_extended']);

/** Who asks for the binder: an organization admin (named, with their role) or a Lunia reviewer (by role only). */
export type BinderRequester = { caller: Caller; role: 'owner' | 'admin' | 'super_admin' };

/**
 * The inspection binder of a location of an organization (issues 27 and 43): a PDF of the
 * organization's establishment licence, the location's pharmacist in charge and coverage, every
 * member's current credentials (status, expiry, verified by whom by role, and when) and the review
 * decisions of those documents, after a first page that summarizes the location with a QR code.
 * Generated on each request and returned base64 in the JSON answer; the only write is the new
 * verification link the QR code carries (data/location-verification-links.ts), with its audit event
 * `binder_generated` in the organization's activity (who, which location, which link). Another organization's
 * location is a 404 like any unknown id. Read by an organization's admins for their active
 * organization (use-cases/locations/get-inspection-binder.ts) and by a super admin for any
 * organization (use-cases/admin/get-organization-inspection-binder.ts).
 */
export async function inspectionBinderOf(input: {
  orgId: string;
  locationId: string | undefined;
  language: Language;
  requester: BinderRequester;
  now?: Date;
}) {
  const now = input.now ?? new Date();
  const today = puertoRicoToday(now);
  const records = await readLocationRecords(input.orgId, input.locationId, today);
  const { organization, location, members, people, documentsOf, nameOf, inCharge } = records;
  const owners = [
    { holder: organization.name, documents: records.orgDocuments },
    ...members.map((member) => ({ holder: nameOf(member.userId), documents: documentsOf.get(member.userId) ?? [] })),
  ];
  const establishment = records.orgDocuments.find((entry) => entry.doc.type === 'pharmacy_license');
  const inChargeLicence = inCharge
    ? documentsOf.get(inCharge.userId)?.find((entry) => entry.doc.type === 'pharmacist_license')
    : undefined;
  const trail: BinderTrailEntry[] = owners
    .flatMap(({ holder, documents }) =>
      documents.flatMap(({ doc, decisions }) =>
        decisions
          .filter((event) => TRAIL_ACTIONS.has(event.action))
          .map((event) => ({
            at: event.at,
            by: actorOf(event),
            action: event.action as BinderTrailEntry['action'],
            documentType: doc.type,
            holder,
            reason: event.reason,
          })),
      ),
    )
    .sort((a, b) => b.at.localeCompare(a.at));

  const { token, hash } = newVerificationToken();
  const linkExpiresAt = new Date(now.getTime() + LOCATION_LINK_DAYS * DAY_MS).toISOString();
  const requester = input.requester;
  const linkId = randomUUID();
  // Generating a binder creates a working link to the location's summary: it is recorded in the
  // organization's activity, whoever asked (its admins, or a Lunia super admin).
  await putLocationVerificationLink(
    {
      id: linkId,
      tokenHash: hash,
      orgId: organization.id,
      locationId: location.id,
      createdAt: now.toISOString(),
      linkExpiresAt,
      createdBy: requester.caller.userId,
    },
    await organizationAuditEvent({
      caller: requester.caller,
      orgId: organization.id,
      role: requester.role,
      action: 'binder_generated',
      at: now.toISOString(),
      location,
      linkId,
    }),
  );

  const binder: InspectionBinder = {
    organization: { name: organization.name, licenseNumber: organization.pharmacyLicenseNumber },
    location: {
      name: location.name,
      address: location.address,
      city: location.city,
      state: location.state,
      zipCode: location.zipCode,
      pharmacyLicense: location.pharmacyLicense,
    },
    generatedAt: now.toISOString(),
    generatedBy: {
      name: requester.role === 'super_admin' ? null : nameOf(requester.caller.userId) || null,
      role: requester.role,
    },
    verification: { url: `${env.siteUrl ?? ''}${locationVerificationPagePath(token)}`, expiresAt: linkExpiresAt },
    counts: credentialCounts(records, today),
    establishmentLicence: establishment ? credentialOf(establishment, today) : null,
    pharmacistInCharge: inCharge
      ? {
          name: inCharge.name,
          licenseNumber: people.get(inCharge.userId)?.licenseNumber ?? '',
          coverage: records.coverage,
          licence: inChargeLicence ? credentialOf(inChargeLicence, today) : null,
        }
      : null,
    staff: members
      .map(
        (member): BinderPerson => ({
          name: nameOf(member.userId),
          email: people.get(member.userId)?.email ?? '',
          role: member.role,
          licenseNumber: people.get(member.userId)?.licenseNumber ?? '',
          credentials: (documentsOf.get(member.userId) ?? []).map((entry) => credentialOf(entry, today)).sort(byType),
        }),
      )
      .sort((a, b) => a.name.localeCompare(b.name)),
    trail,
  };
  const pdf = await renderInspectionBinder(binder, input.language);
  return {
    binder: {
      ...binderFileName(BINDER_TEXT[input.language].fileName, location.name, today),
      contentType: 'application/pdf' as const,
      generatedAt: binder.generatedAt,
      pdfBase64: Buffer.from(pdf).toString('base64'),
    },
  };
}
