import { courseInstance, facilityUse, sessionSeries } from './activity-items';
import { scheduledSession, slot } from './occurrence-items';
import type { FeedContext, FeedKind, FeedRow } from './open-data.types';

/** An RPDE 1.0 item: live with its OpenActive data, or deleted with none (RPDE forbids `data` then). */
export type RpdeItem =
  | { state: 'updated'; kind: FeedKind; id: number; modified: number; data: Record<string, unknown> }
  | { state: 'deleted'; kind: FeedKind; id: number; modified: number };

function dataOf(row: FeedRow, ctx: FeedContext): Record<string, unknown> | null {
  switch (row.kind) {
    case 'SessionSeries':
      return row.source && sessionSeries(row.source, ctx);
    case 'CourseInstance':
      return row.source && courseInstance(row.source, ctx);
    case 'FacilityUse':
      return row.source && facilityUse(row.source, ctx);
    case 'ScheduledSession':
      return row.source && scheduledSession(row.source, ctx);
    case 'Slot':
      return row.source && slot(row.source, ctx);
  }
}

/** A feed row as its RPDE item; a row without a source, or a course without sessions, is deleted. */
export function renderItem(row: FeedRow, ctx: FeedContext): RpdeItem {
  const data = dataOf(row, ctx);
  const { kind, id, modified } = row;
  return data ? { state: 'updated', kind, id, modified, data } : { state: 'deleted', kind, id, modified };
}
