import type { Language } from '@lunia/shared/domain/constants';
import type { Caller, OrgScope } from '../../domain/caller';
import { inspectionBinderOf } from '../steps/inspection-binder';

/** The inspection binder of a location of the caller's active organization (issues 27, 43; steps/inspection-binder.ts). */
export function getInspectionBinder(input: {
  caller: Caller;
  org: OrgScope;
  locationId: string | undefined;
  language: Language;
}) {
  return inspectionBinderOf({
    orgId: input.org.orgId,
    locationId: input.locationId,
    language: input.language,
    requester: { caller: input.caller, role: input.org.role === 'owner' ? 'owner' : 'admin' },
  });
}
