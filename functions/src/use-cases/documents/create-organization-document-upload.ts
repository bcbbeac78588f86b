import type { DocumentType, Module } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { getOrganization } from '../../data/organization-profiles';
import type { Caller, OrgScope } from '../../domain/caller';
import { DOCUMENT_TYPES_BY_CONTEXT } from '../../domain/documents/review-rules';
import { actorOf } from '../steps/actor';
import { newDocumentUpload } from '../steps/new-document';
import type { FileDeclaration } from '../steps/upload-slot';

/**
 * Creates a document of the organization (owner or admin only: the route's access level) as
 * `uploading` and returns its presigned POST, through the same slot and upload check as an
 * individual's. Organization types only; pharmacy_license is the one required for approval.
 */
export async function createOrganizationDocumentUpload(input: {
  caller: Caller;
  org: OrgScope;
  type: DocumentType;
  module: Module | null;
  file: FileDeclaration;
  expiresOn?: string | undefined;
}) {
  const { caller, org, type } = input;
  if (!DOCUMENT_TYPES_BY_CONTEXT.organization.includes(type)) {
    throw new AppError('VALIDATION_FAILED', 'This document type is for individuals.', 'type');
  }
  const organization = await getOrganization(org.orgId);
  if (!organization) throw new AppError('NOT_FOUND', 'Organization not found.');
  return newDocumentUpload({
    owner: {
      ownerType: 'ORG',
      ownerId: organization.id,
      context: 'organization',
      ownerSearch: `${organization.contactEmail} ${organization.name}`.toLowerCase(),
    },
    type,
    module: input.module,
    file: input.file,
    expiresOn: input.expiresOn,
    actor: await actorOf(caller, 'member'),
  });
}
