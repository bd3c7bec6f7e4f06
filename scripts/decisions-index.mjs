// Writes docs/decisions/README.md, the index of decision records, from the records themselves:
// number, title, date and status as each record states them. `node scripts/decisions-index.mjs`
// after adding a record; tests/contract/decision-records.test.ts fails while the index is stale.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const decisionsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'decisions');

/** Each record's number, file, title, date and status, in number order. */
export function readRecords(dir = decisionsDir) {
  return readdirSync(dir)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const title = /^# (\d{3}): (.+)$/m.exec(text);
      const date = /^Date: (\d{4}-\d{2}-\d{2})$/m.exec(text);
      const status = /^Status: (.+)$/m.exec(text);
      return { file, number: file.slice(0, 3), heading: title?.[1], title: title?.[2], date: date?.[1], status: status?.[1] };
    });
}

export function renderIndex(records) {
  const rows = records.map((r) => `| [${r.number}](${r.file}) | ${r.title} | ${r.date} | ${r.status} |`);
  return `# Decision records

Each record says what was decided, why, and what it cost, for a newcomer who would question it.
A record opens with \`# NNN: Title\`, then \`Date: YYYY-MM-DD\` and \`Status:\` (accepted, or
superseded by NNN). A decision that changes is a new record that names the one it supersedes; the
old record keeps its text and only its status changes. This index is written by
\`node scripts/decisions-index.mjs\` from the records themselves.

| # | Decision | Date | Status |
|---|---|---|---|
${rows.join('\n')}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(join(decisionsDir, 'README.md'), renderIndex(readRecords()));
}
