import type { Language } from '@lunia/shared/domain/constants';
import type { OrgScope } from '../../domain/caller';
import { inspectionBinderOf } from '../steps/inspection-binder';

/** The inspection binder of a location of the caller's active organization (issue 27; steps/inspection-binder.ts). */
export function getInspectionBinder(input: { org: OrgScope; locationId: string | undefined; language: Language }) {
  return inspectionBinderOf({ orgId: input.org.orgId, locationId: input.locationId, language: input.language });
}
