import { STATE_CODES, type StateCode } from '../../lib/state-codes';

/** The `<option>`s of a state select (lib/state-codes.ts), each named by the feature's own words. */
export function StateOptions({ nameOf }: { nameOf: (code: StateCode) => string }) {
  return STATE_CODES.map((code) => (
    <option key={code} value={code}>
      {nameOf(code)}
    </option>
  ));
}
