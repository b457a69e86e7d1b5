import { cardPictureFor } from './job-card-pictures';
import type { ShownJobCard } from './job-cards';
import { type JobGroup, groupNameKey } from './job-groups';
import { defaultJobQuery, jobQueryParams } from './job-query';
import { pathOf } from './route-paths';
import { slugOf } from './slug';
import type { JobCardLook } from './site';

/** The two pages of cards: the job categories (the jobs' departments) and the teams. */
export type JobCardKind = 'categories' | 'teams';

/**
 * The job list a department's or team's card leads to: `/joblistings?department=Engineering`,
 * `/joblistings?team=Backend`. The list's filter counts what the card counts (shared/job-groups.ts).
 */
export function groupListPath(kind: JobCardKind, name: string): string {
  const query = kind === 'categories' ? { ...defaultJobQuery, department: name } : { ...defaultJobQuery, team: name };
  return `${pathOf('jobListings')}?${jobQueryParams(query)}`;
}

/** The look the company gave the department or team called `name`: by its name as written, else in any case. */
function lookOf(looks: Record<string, JobCardLook> | undefined, name: string): JobCardLook | undefined {
  if (!looks) return undefined;
  if (Object.hasOwn(looks, name)) return looks[name];
  const key = Object.keys(looks).find((written) => groupNameKey(written) === groupNameKey(name));
  return key === undefined ? undefined : looks[key];
}

/**
 * The cards of the open jobs' departments (`categories`) or teams, in the order of `groups` (by
 * name): each leads to the job list of its department or team and says how many open jobs it
 * has; its picture and sentence are the company's (`looks`, from `site.yaml`) where given, else a
 * generic picture (shared/job-card-pictures.ts) and no sentence.
 */
export function groupCards(
  kind: JobCardKind,
  groups: readonly JobGroup[],
  looks?: Record<string, JobCardLook>,
): ShownJobCard[] {
  const prefix = kind === 'categories' ? 'category' : 'team';
  const ids = new Set<string>();
  return groups.map((group) => {
    const look = lookOf(looks, group.name);
    let id = `${prefix}-${slugOf(group.name, 'group')}`;
    for (let n = 2; ids.has(id); n++) id = `${prefix}-${slugOf(group.name, 'group')}-${n}`;
    ids.add(id);
    return {
      id,
      heading: group.name,
      image: look?.image || cardPictureFor(group.name),
      href: groupListPath(kind, group.name),
      ...(look?.text?.trim() ? { text: look.text.trim() } : {}),
      count: group.count,
    };
  });
}
