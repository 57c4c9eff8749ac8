/* global module */
// The import rules of src/, checked by `npm run lint` (dependency-cruiser): no import cycles, and every import points
// down the layering below. A known exception names the one import it lets through and why, so any new one fails.

/**
 * src/ layers. On top, side by side: ui (the browser app), cli (Node tools), server (the sync server) and build (the
 * Vite plugin and content pipeline). ui imports none of the Node three; server and build import none of the others;
 * cli may start the server (load tests) and run build's content pipeline, but never imports the browser app. Below
 * them all sits rulesets (pure rule logic), then core (domain-free: imports only core; its folders may use each other).
 */

/**
 * src/ui/ floors, top to bottom: a folder imports its own floor's files and any floor below, never one above.
 * Entry files (app.tsx, main.tsx, prerender.tsx, the top bar's toolkit-nav.tsx) sit on top; ui/'s loose helpers
 * (base-path.ts, routes.ts, format.ts…) sit with data at the bottom. Sibling folders on one floor do not import each
 * other today; the cycle rule keeps files apart.
 */
const UI_FLOORS = [
  { name: 'entry', path: '^src/ui/[^/]+\\.tsx$' },
  // The log's pages file a ruling to the event's team log, so they sit above event.
  { name: 'pages', path: '^src/ui/(pages|call|log)/' },
  { name: 'features', path: '^src/ui/(event|tools)/' },
  { name: 'pwa', path: '^src/ui/pwa/' },
  // What sits on a section page: passage bar, actions, notes, bookmark, cite.
  { name: 'section', path: '^src/ui/section/' },
  // A ruling as the personal log, the team log and a calculator's "Log" button share it.
  { name: 'rulings', path: '^src/ui/rulings/' },
  { name: 'components', path: '^src/ui/components/' },
  { name: 'passage', path: '^src/ui/passage/' },
  { name: 'search', path: '^src/ui/search/' },
  // Shared widgets: toasts and notices, QR, clipboard, saving and opening files, stored state.
  { name: 'kit', path: '^src/ui/kit/' },
  { name: 'data and helpers', path: '^src/ui/(data/|styles/|[^/]+\\.ts$)' },
];

/**
 * Imports that run against the rules, each let through by name until the change that removes it: none today. Remove
 * a line when its import goes (a stale one fails); a new violation is never added here without a why.
 */
const KNOWN = [];

const exact = (file) => `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

/**
 * A rule with its known exceptions taken out: files with none follow `rule` as written; a file with some gets its
 * own copy of the rule that lets just those imports through.
 */
function withKnown(rule) {
  const matches = (paths, file) => [paths].flat().some((path) => new RegExp(path).test(file));
  const known = KNOWN.filter((k) => matches(rule.from.path, k.from) && matches(rule.to.path, k.to));
  const files = [...new Set(known.map((k) => k.from))];
  if (files.length === 0) return [rule];
  const general = { ...rule, from: { ...rule.from, pathNot: files.map(exact) } };
  const perFile = files.map((file) => ({
    ...rule,
    from: { path: exact(file) },
    to: { ...rule.to, pathNot: known.filter((k) => k.from === file).map((k) => exact(k.to)) },
  }));
  return [general, ...perFile];
}

const floorRules = UI_FLOORS.slice(1).map((floor, i) => ({
  // One name per floor: dependency-cruiser prints the comment of the first rule with a name.
  name: `ui-up-from-${floor.name.replace(/\W+/g, '-')}`,
  severity: 'error',
  comment: `src/ui: the ${floor.name} floor imports only its own floor and those below (${UI_FLOORS.map((f) => f.name).join(' > ')}); see .ci/dependency-cruiser.cjs`,
  from: { path: floor.path },
  to: { path: UI_FLOORS.slice(0, i + 1).map((f) => f.path) },
}));

// A folder on no floor would be under no rule: every file of src/ui sits on one.
const offTheFloors = {
  name: 'ui-folder-on-no-floor',
  severity: 'error',
  comment: 'A file of src/ui on none of the floors in UI_FLOORS (.ci/dependency-cruiser.cjs): give its folder a floor.',
  from: { path: '^src/' },
  to: { path: '^src/ui/', pathNot: UI_FLOORS.map((f) => f.path) },
};

const layerRules = [
  {
    name: 'core-imports-outside-core',
    comment: 'src/core is domain-free: it imports nothing from rulesets, ui, cli, server or build.',
    from: { path: '^src/core/' },
    to: { path: '^src/(rulesets|ui|cli|server|build)/' },
  },
  {
    name: 'rulesets-import-an-app',
    comment: 'src/rulesets is pure rule logic: it imports core and itself, never ui, cli, server or build.',
    from: { path: '^src/rulesets/' },
    to: { path: '^src/(ui|cli|server|build)/' },
  },
  {
    name: 'ui-imports-node-side',
    comment: 'src/ui runs in the browser: it never imports the CLI, the sync server or the build.',
    from: { path: '^src/ui/' },
    to: { path: '^src/(cli|server|build)/' },
  },
  {
    name: 'server-imports-app',
    comment: 'src/server is the Node sync server: it imports core only, never ui, cli, build or rulesets.',
    from: { path: '^src/server/' },
    to: { path: '^src/(ui|cli|build|rulesets)/' },
  },
  {
    name: 'build-imports-app',
    comment: 'src/build turns content into data: it never imports ui, cli or server.',
    from: { path: '^src/build/' },
    to: { path: '^src/(ui|cli|server)/' },
  },
  {
    // The CLI may start the sync server (load tests) and run the build's content pipeline, but not the app.
    name: 'cli-imports-ui',
    comment: 'src/cli is Node tooling: it may use core, rulesets, build and server, never the browser app in ui.',
    from: { path: '^src/cli/' },
    to: { path: '^src/ui/' },
  },
].map((rule) => ({ severity: 'error', ...rule }));

module.exports = {
  // Each known exception must still exist: once its import is gone, its line in KNOWN goes too, so none can hide a new one.
  required: KNOWN.map((k) => ({
    name: 'known-exception-gone',
    severity: 'error',
    comment: 'A known exception no longer imports what its line in KNOWN names: delete that line.',
    module: { path: exact(k.from) },
    to: { path: exact(k.to) },
  })),
  forbidden: [
    {
      name: 'no-import-cycle',
      severity: 'error',
      comment: 'Two files of src/ import each other, directly or round a circle: move what both need into one of them.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    offTheFloors,
    ...[...layerRules, ...floorRules].flatMap(withKnown),
  ],
  options: {
    includeOnly: '^src/',
    exclude: { path: '\\.test\\.tsx?$' },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a cycle of types is still two files that cannot be read apart.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
