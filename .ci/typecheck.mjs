// `npm run typecheck`: each folder of src/ against its own tsconfig.json (what its code may touch: DOM, a worker's
// globals, Node), then the tests and vite.config.ts. Each program also gets a probe file of code the folder must NOT
// be able to use (`document` where there is no DOM, `process` and `node:fs` where there is no Node): the run fails if
// any probe line type-checks, so a boundary cannot quietly go (a type package that pulls in Node's types, a `lib`
// widened). The probe is handed to the compiler in memory; nothing is written into src/.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const DOM = ['document.title;', 'window.location;'];
const NODE = ["import { readFileSync } from 'node:fs';\nreadFileSync;", 'process.env;', 'Buffer.from("");'];
const WORKER = ['self.postMessage(null);', 'importScripts();'];

/** Each config, and the probe lines that must fail under it (and, for a worker, must pass). */
const PROGRAMS = [
  { config: 'src/core/tsconfig.json', rejects: [...DOM, ...NODE] },
  { config: 'src/rulesets/tsconfig.json', rejects: [...DOM, ...NODE] },
  { config: 'src/ui/tsconfig.json', rejects: NODE },
  { config: 'src/ui/tsconfig.worker.json', rejects: [...DOM, ...NODE], accepts: WORKER },
  { config: 'src/build/tsconfig.json', rejects: DOM },
  { config: 'src/cli/tsconfig.json', rejects: DOM },
  { config: 'src/cli/bench/tsconfig.json', rejects: [] },
  { config: 'src/server/tsconfig.json', rejects: DOM },
  { config: 'tsconfig.json', rejects: [] },
];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const formatHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};
let failed = false;

/** `node .ci/typecheck.mjs src/ui` checks only the configs whose path starts so. */
const only = process.argv[2];

for (const { config, rejects, accepts = [] } of PROGRAMS.filter((p) => !only || p.config.startsWith(only))) {
  const started = Date.now();
  const parsed = ts.getParsedCommandLineOfConfigFile(
    resolve(root, config),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${config}: unreadable`);
  // One probe per line to reject (each its own module, so one failing line cannot hide another's result).
  const probes = [...rejects, ...accepts].map((code, i) => ({
    file: resolve(root, dirname(config), `__type-boundary-probe-${i}.ts`),
    code: `${code}\nexport {};\n`,
    mustFail: i < rejects.length,
  }));
  const byFile = new Map(probes.map((p) => [p.file, p]));
  const host = ts.createCompilerHost(parsed.options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (f) => byFile.has(f) || fileExists.call(host, f);
  host.readFile = (f) => byFile.get(f)?.code ?? readFile.call(host, f);
  host.getSourceFile = (f, language, ...rest) =>
    byFile.has(f)
      ? ts.createSourceFile(f, byFile.get(f).code, language, true)
      : getSourceFile.call(host, f, language, ...rest);
  const program = ts.createProgram({
    rootNames: [...parsed.fileNames, ...probes.map((p) => p.file)],
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    host,
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const real = diagnostics.filter((d) => !d.file || !byFile.has(d.file.fileName));
  const wrong = probes.filter((p) => diagnostics.some((d) => d.file?.fileName === p.file) !== p.mustFail);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (real.length > 0) process.stdout.write(ts.formatDiagnosticsWithColorAndContext(real, formatHost));
  for (const p of wrong)
    console.log(`${config}: the type boundary ${p.mustFail ? 'lets through' : 'rejects'}: ${p.code.split('\n')[0]}`);
  console.log(
    `${real.length + wrong.length === 0 ? 'ok  ' : 'FAIL'} ${config} (${parsed.fileNames.length} files, ${rejects.length} boundary probes, ${seconds} s)`,
  );
  failed ||= real.length + wrong.length > 0;
}
process.exitCode = failed ? 1 : 0;
