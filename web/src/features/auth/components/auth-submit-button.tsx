import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** The full-width submit button of an auth form: a spinner and `busyLabel` while `busy`. */
export function AuthSubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" className="w-full" disabled={busy}>
      {busy && <Spinner className="size-4" />}
      {busy ? busyLabel : label}
    </Button>
  );
}
