/**
 * What SES v2 accepts in `Content.Simple.Headers` (MessageHeader), checked by the local SES stand-in
 * (./ses-local.ts) before it keeps a message, so a header real SES would refuse fails locally too:
 * - name: printable ASCII 33–126 except the colon, at most 126 characters;
 * - value: printable ASCII, at most 870 characters
 *   (https://docs.aws.amazon.com/ses/latest/APIReference-V2/API_MessageHeader.html);
 * - the fields SES allows once per message appear once
 *   (https://docs.aws.amazon.com/ses/latest/dg/header-fields.html; the ones Lunia could set are listed).
 */
const ONCE = new Set(
  [
    'List-Unsubscribe',
    'List-Unsubscribe-Post',
    'List-Id',
    'List-Help',
    'Reply-To',
    'Precedence',
    'Auto-Submitted',
    'Subject',
    'From',
    'Sender',
    'Message-ID',
    'Date',
    'Content-Type',
    'Content-Language',
    'MIME-Version',
  ].map((name) => name.toLowerCase()),
);

const NAME = /^[\x21-\x39\x3b-\x7e]{1,126}$/;
const VALUE = /^[\x20-\x7e]{0,870}$/;

/** Why SES would refuse these headers, or undefined when it accepts them. */
export function sesHeaderProblem(headers: unknown): string | undefined {
  if (headers === undefined) return undefined;
  if (!Array.isArray(headers)) return 'Headers must be a list of { Name, Value }';
  const seen = new Set<string>();
  for (const header of headers as { Name?: unknown; Value?: unknown }[]) {
    if (typeof header?.Name !== 'string' || !NAME.test(header.Name)) {
      return `Header name ${JSON.stringify(header?.Name)} is not 1-126 printable ASCII characters without a colon`;
    }
    if (typeof header.Value !== 'string' || !VALUE.test(header.Value)) {
      return `Header ${header.Name} has a value that is not at most 870 printable ASCII characters`;
    }
    const name = header.Name.toLowerCase();
    if (ONCE.has(name) && seen.has(name)) return `Header ${header.Name} may appear only once`;
    seen.add(name);
  }
  return undefined;
}
