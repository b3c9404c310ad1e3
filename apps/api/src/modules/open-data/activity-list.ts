import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../../platform/paths';

/** The OpenActive Activity List, the controlled vocabulary every feed's `activity` must come from. */
export const activityListUrl = 'https://openactive.io/activity-list';

export type ActivityConcept = {
  '@type': 'Concept';
  '@id': string;
  prefLabel: string;
  inScheme: typeof activityListUrl;
};

type ActivityListFile = { source: string; license: string; title: string; concepts: [string, string][] };

let list: { labels: Map<string, string>; byLabel: Map<string, string> } | undefined;

/** Read from the source tree rather than imported: the bundled API would otherwise carry 768 concepts inline. */
function activityList() {
  if (list) return list;
  const file = JSON.parse(
    readFileSync(path.join(apiRoot, 'src/modules/open-data/activity-list.json'), 'utf8'),
  ) as ActivityListFile;
  list = {
    labels: new Map(file.concepts),
    byLabel: new Map(file.concepts.map(([id, label]) => [label.toLowerCase(), id])),
  };
  return list;
}

/** Every concept as [UUID, prefLabel]. */
export function activityListConcepts(): [string, string][] {
  return [...activityList().labels];
}

/** The concept with this UUID as JSON-LD, or null when the list has no such concept. */
export function activityConcept(uuid: string): ActivityConcept | null {
  const prefLabel = activityList().labels.get(uuid);
  if (prefLabel === undefined) return null;
  return { '@type': 'Concept', '@id': `${activityListUrl}#${uuid}`, prefLabel, inScheme: activityListUrl };
}

/** The concept an activity's name names exactly (ignoring case and outer spaces), or null. */
export function matchActivityConcept(name: string): ActivityConcept | null {
  const uuid = activityList().byLabel.get(name.trim().toLowerCase());
  return uuid === undefined ? null : activityConcept(uuid);
}
