import { appSearch } from './app-minisearch.ts';
import { flexsearch } from './flexsearch.ts';
import { fuse } from './fuse.ts';
import { lunrPeer } from './lunr.ts';
import { minisearchDefault } from './minisearch-default.ts';
import { orama } from './orama.ts';
import type { Peer } from './peer.ts';
import { substringScan } from './substring.ts';

/** The app's search first (the others are compared with it), then the peers. */
export const PEERS: readonly Peer[] = [appSearch, minisearchDefault, flexsearch, lunrPeer, orama, fuse, substringScan];
