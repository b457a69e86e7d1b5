import type { z } from 'zod';
import type { candidateSourceSchema } from '../api/candidate';
import { SOURCE_PARAMS } from '../api/candidate-enums';

/** A campaign tag a candidate may come with (`SOURCE_PARAMS`). */
export type SourceParam = (typeof SOURCE_PARAMS)[number];

/** The tags a candidate came with; at least one is set. */
export type CandidateSource = z.infer<typeof candidateSourceSchema>;

/** Longest value kept; a longer one is not a campaign tag (and would bloat the cookie and the row). */
export const SOURCE_VALUE_MAX = 100;

/**
 * What a tag may hold: letters and digits of any script, spaces and `. _ ~ + - : / @` (`linkedin.com`,
 * `spring sale`, `partner:acme`). Anything else (markup, quotes, control characters) is dropped,
 * not cleaned: a tag is a label a marketer chose, not free text.
 */
const SOURCE_VALUE = /^[\p{L}\p{N} ._~+:/@-]+$/u;

/** The value as kept, or undefined when it is not a tag we keep. */
export function sourceValue(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > SOURCE_VALUE_MAX || !SOURCE_VALUE.test(trimmed)) return undefined;
  return trimmed;
}

/** The valid tags among `params` (a URL's query or the cookie's value), or null when there are none. */
export function sourceOf(params: URLSearchParams): CandidateSource | null {
  const source: CandidateSource = {};
  for (const name of SOURCE_PARAMS) {
    const value = sourceValue(params.get(name));
    if (value !== undefined) source[name] = value;
  }
  return Object.keys(source).length > 0 ? source : null;
}

/** A stored source (JSON) read back, validated again: null for none or anything else. */
export function parseStoredSource(stored: string | null | undefined): CandidateSource | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return sourceOf(new URLSearchParams(entries));
  } catch {
    return null;
  }
}

/**
 * The one name recruiters filter and count by: `utm_source`, else `ref`, else `gh_src` (an opaque
 * Greenhouse token, still a source), else null (came directly).
 */
export function sourceLabel(source: CandidateSource | null): string | null {
  return source?.utm_source ?? source?.ref ?? source?.gh_src ?? null;
}

/** How the recruiter's application page names each tag. */
export const sourceParamLabels: Record<SourceParam, string> = {
  utm_source: 'Source',
  utm_medium: 'Medium',
  utm_campaign: 'Campaign',
  gh_src: 'Greenhouse source token',
  ref: 'Referral',
};
