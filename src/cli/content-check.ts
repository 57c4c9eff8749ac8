/** `npm run content:check [-- ID...]`: builds the rulesets and lists every content problem with file:line. */
import { resolve } from 'node:path';
import { buildAllRulesets } from '../build/content/build-ruleset.ts';
import { ContentError } from '../build/content/problems.ts';

const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
try {
  const built = buildAllRulesets(resolve(import.meta.dirname, '../../content'), only.length ? only : undefined);
  for (const { data } of built) {
    const count = (kind: string) => data.entries.filter((e) => e.kind === kind).length;
    console.log(
      `${data.meta.id}: ${data.entries.length} entries (${count('rule')} rules, ${count('definition')} definitions, ` +
        `${count('sidebar')} sidebars, ${count('errata')} errata, ${count('faq')} FAQ, ${count('fiction')} fiction), ` +
        `${data.xrefs.length} cross-references, ${data.notes.length} editor's notes`,
    );
  }
  if (built.length === 0) console.log('no rulesets found');
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
