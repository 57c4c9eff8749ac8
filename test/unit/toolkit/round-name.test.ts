import { describe, expect, it } from 'vitest';
import { roundName, rulingPlace } from '../../../src/core/toolkit/describe.ts';
import { exportMarkdown } from '../../../src/core/toolkit/export-markdown.ts';
import { ruling } from './fixtures.ts';

describe('a ruling’s round, as judges name it', () => {
  it('a ruling saved during an event (round "Round 1") reads "Round 1", not "Round Round 1"', () => {
    const place = rulingPlace({ event: 'Regionals 2026', round: 'Round 1', table: '9' });
    expect(place).toBe('Regionals 2026 · Round 1 · Table 9');
  });

  it('a bare number typed in the log form reads "Round 3"; other names ("Top 8") stay as written', () => {
    expect(roundName('3')).toBe('Round 3');
    expect(roundName(' 3 ')).toBe('Round 3');
    expect(roundName('Top 8')).toBe('Top 8');
    expect(roundName('Round 2')).toBe('Round 2');
    expect(rulingPlace({ event: '', round: 'Top 8', table: '' })).toBe('Top 8');
  });

  it('the Markdown export names an event’s round once too', () => {
    const md = exportMarkdown([ruling({ round: 'Round 1', table: '9' })], new Date('2026-05-02T10:00:00Z'));
    expect(md).toContain('### 1. Round 1, table 9 · ');
    expect(md).not.toContain('Round Round');
  });
});
