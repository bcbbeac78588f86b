/**
 * The active organization (spec §4 organization mode), kept in localStorage so it survives a reload,
 * and read synchronously by every authenticated request for its `x-active-org-id` header.
 */
import { useSyncExternalStore } from 'react';

export const ACTIVE_ORGANIZATION_STORAGE_KEY = 'lunia.activeOrganization';

/** `null` is the individual (personal) mode. */
export type ActiveOrganizationId = string | null;

interface StoredChoice {
  id: ActiveOrganizationId;
}

function readStoredChoice(): StoredChoice | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(ACTIVE_ORGANIZATION_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { id?: unknown };
    if (parsed.id === null || typeof parsed.id === 'string') return { id: parsed.id };
  } catch {
    // Unreadable: as if nothing was chosen.
  }
  return undefined;
}

function writeStoredChoice(choice: StoredChoice | undefined): void {
  try {
    if (choice) globalThis.localStorage?.setItem(ACTIVE_ORGANIZATION_STORAGE_KEY, JSON.stringify(choice));
    else globalThis.localStorage?.removeItem(ACTIVE_ORGANIZATION_STORAGE_KEY);
  } catch {
    // Storage unavailable: the choice lasts for this page view.
  }
}

let active: ActiveOrganizationId = readStoredChoice()?.id ?? null;
const listeners = new Set<() => void>();

function setActive(id: ActiveOrganizationId): void {
  if (id === active) return;
  active = id;
  for (const listener of listeners) listener();
}

/**
 * Reconciles the stored choice with the user's organizations: a stored organization is restored only
 * while the user is still a member; "individual" is kept; with no (valid) choice the first organization
 * is active. Returns the active id. No context-change call: this is not a change made by the user.
 */
export function resolveActiveOrganization(memberOf: readonly { id: string }[]): ActiveOrganizationId {
  const stored = readStoredChoice();
  let id: ActiveOrganizationId;
  if (stored && stored.id === null) id = null;
  else if (stored && memberOf.some((org) => org.id === stored.id)) id = stored.id;
  else id = memberOf[0]?.id ?? null;
  writeStoredChoice(memberOf.length > 0 || stored?.id === null ? { id } : undefined);
  setActive(id);
  return id;
}

/** The user's explicit choice of organization, or `null` for Individual. */
export function chooseActiveOrganization(id: ActiveOrganizationId): void {
  writeStoredChoice({ id });
  setActive(id);
}

/** Sign-out: forget the stored active organization (spec §4). */
export function clearActiveOrganization(): void {
  writeStoredChoice(undefined);
  setActive(null);
}

export function activeOrganizationId(): ActiveOrganizationId {
  return active;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useActiveOrganizationId(): ActiveOrganizationId {
  return useSyncExternalStore(subscribe, activeOrganizationId, () => null);
}
