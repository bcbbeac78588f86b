import { withoutKeys } from './keys';

/**
 * The item of a public form's stored submission (a beta application, a contact message, a partnership
 * inquiry; docs/data-model.md): its keys (`keysOf`: the item's and its index's), the entity, then the
 * fields as the form sent them. Read back without the keys.
 */
export function formSubmissionItems<T extends object>(
  entity: string,
  keysOf: (submission: T) => Record<string, string>,
) {
  return {
    toItem: (submission: T) => ({ ...keysOf(submission), entity, ...submission }),
    fromItem: (item: Record<string, unknown>) => withoutKeys(item) as unknown as T,
  };
}
