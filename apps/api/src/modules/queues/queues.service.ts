import type { OpsRole } from '@cabinet/contracts/permissions';
import { holdsOpsRole } from '@cabinet/contracts/permissions';
import { queueDeskKeys, queueDesks, type QueueDeskKey, type Queues } from '@cabinet/contracts/queues';
import type { QueueFigures } from '../../platform/db/queue-figures.ts';
import { overdueCutoff } from './overdue.ts';

/**
 * Each desk's count of what waits, from the desk's own module (its repository's one aggregate query), handed in by
 * the composition root: a desk added to `queueDesks` must be given its source there.
 */
export type QueueSources = Record<QueueDeskKey, (overdueBefore: Date) => Promise<QueueFigures>>;

/** The back office's home page (issue 23): what waits at each desk the operator's roles open. */
export class QueuesService {
  constructor(private readonly deps: { sources: QueueSources; now: () => Date }) {}

  async forRoles(roles: readonly OpsRole[]): Promise<Queues> {
    const now = this.deps.now();
    const open = queueDeskKeys.filter((desk) => holdsOpsRole(roles, queueDesks[desk].list.opsRole));
    const figures = await Promise.all(
      open.map((desk) => this.deps.sources[desk](overdueCutoff(queueDesks[desk].overdue, now))),
    );
    return {
      desks: open.map((desk, i) => ({
        desk,
        count: figures[i]!.count,
        oldest_at: figures[i]!.oldest?.toISOString() ?? null,
        overdue: figures[i]!.overdue,
      })),
    };
  }
}
