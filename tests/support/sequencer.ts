/**
 * The order files start in. Vitest's own order runs a group's projects one after another by name (api before
 * model, e2e before paths) and, on a fresh clone with no durations recorded, a project's larger files first: the
 * longest files (the campaign wizard's walks, 190–240 s each) then started last and ran alone while the other
 * worker sat idle. Here a group's projects start with those whose files run longest; within a project Vitest's
 * order stands (recorded durations, longest first, when there are any).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Projects by how long their longest file runs (measured on the two-core CI machine), longest first. */
const PROJECTS_LONGEST_FIRST = ['model', 'paths', 'security', 'e2e', 'api', 'unit', 'cluster'];

const rank = (spec: TestSpecification) => {
  const index = PROJECTS_LONGEST_FIRST.indexOf(spec.project.name);
  return index === -1 ? PROJECTS_LONGEST_FIRST.length : index;
};

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const position = new Map(sorted.map((spec, index) => [spec, index]));
    return [...sorted].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        rank(a) - rank(b) ||
        position.get(a)! - position.get(b)!,
    );
  }
}
