/**
 * The wizard's draft saves, in order: one save in flight at a time, and while it runs only the newest draft
 * waits (it replaces an older one waiting). Each save names the revision it was based on, the one the previous
 * save was answered (compare-and-set on the server: an older one is refused with DRAFT_STALE), so a late save can
 * neither overwrite a newer draft nor bring back a submitted one. The submission waits until the saves are done.
 */
import type { CampaignDraft } from '../../domain/campaign';

/** Saves a draft over a revision; answers the draft's new revision. */
export type SaveOver = (draft: CampaignDraft, revision: number) => Promise<number>;

export type DraftSaves = {
  /** Queues the draft; resolves once the saves queued so far are done (a refused one included). */
  save: (draft: CampaignDraft) => Promise<void>;
  /** Resolves once no save is in flight or waiting. */
  settled: () => Promise<void>;
  /** The revision the next save is based on: the loaded draft's, or 0 once it was submitted or discarded. */
  basedOn: (revision: number) => void;
};

export function draftSaves(saveOver: SaveOver): DraftSaves {
  let revision = 0;
  let waiting: CampaignDraft | null = null;
  let running: Promise<void> | null = null;
  const run = async () => {
    while (waiting) {
      const draft = waiting;
      waiting = null;
      try {
        revision = await saveOver(draft, revision);
      } catch {
        // A failed or refused save is dropped: the draft stays as the server has it; the wizard's answers are
        // kept in the page and sent whole by the submission.
      }
    }
    running = null;
  };
  return {
    save: (draft) => {
      waiting = draft;
      running ??= run();
      return running;
    },
    settled: () => running ?? Promise.resolve(),
    basedOn: (next) => {
      revision = next;
    },
  };
}
