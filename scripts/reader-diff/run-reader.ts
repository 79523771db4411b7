import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Reads every body of a corpus (one JSON line each: `{body, country, fieldMap?, from}`) with the
 * reader of the tree at `root`, printing one JSON line per body: its picks, the person, the notes,
 * each pick's reasons and every value's role (reader-diff.ts compares two trees' lines).
 */
const [root, corpusFile] = process.argv.slice(2);
const load = (path: string) => import(pathToFileURL(`${root}/${path}`).href);
// The core has its own folder, service/lead/, since session 9; before, it sat in service/webhook/.
const core = existsSync(`${root}/service/lead`) ? 'service/lead' : 'service/webhook';
const { readLeadInput } = await load(`${core}/lead-input.ts`);
const { readMappedFields } = await load(`${core}/field-map/mapped-fields.ts`);
// JSON sent as text is decoded at the webhook's edge since issue 33 item 4; before, inside the reader.
const jsonText = ['service/webhook/json-text.ts', 'service/webhook/reader/json-text.ts'];
const { decodeJsonText } = await load(jsonText.find((path) => existsSync(`${root}/${path}`))!);

for (const line of readFileSync(corpusFile, 'utf8').split('\n')) {
  if (line === '') continue;
  const { body, country, fieldMap, from } = JSON.parse(line);
  let out: Record<string, unknown>;
  try {
    // A reader before issue 33 item 4 kept the texts decoded to itself; later ones are handed them.
    const decoded = decodeJsonText(body);
    const read = readLeadInput(readMappedFields(decoded.lead, fieldMap ?? {}), country, [], decoded.texts);
    const { name, phone, email, notes } = read.input;
    // Each pick's reasons and every other value's role, where the reader gives them (issue 35).
    out = { from, picked: read.picked, name, phone, email, notes, reasons: read.reasons, roles: read.roles };
  } catch (error) {
    out = { from, error: (error as { code?: string }).code ?? String(error) };
  }
  process.stdout.write(`${JSON.stringify(out)}\n`);
}
