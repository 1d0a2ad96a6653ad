/**
 * The order Vitest starts the test files in: the server's longest files first, so that on two
 * workers they run beside the many short ones instead of after them. Vitest orders by the last
 * run's durations when it has them (node_modules/.vite/vitest), which a clean CI clone has not:
 * it then starts the largest files first, and the memory crawl (~200 s, a small file) started last,
 * alone for its final minutes. Known long files by name, then Vitest's own order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** Longest first (seconds on the CI machine, 2026-11-28): the memory crawl 200, the process tests 15-50, the fuzz suites 8-32, the faults 36. */
const LONG_FILES: readonly RegExp[] = [/memory\.process\.test\.ts$/, /\.process\.test\.ts$/, /faults\.test\.ts$/, /fuzz-[^/]*\.test\.ts$/, /enumeration-timing\.test\.ts$/]

const rank = (file: TestSpecification) => {
  const at = LONG_FILES.findIndex((pattern) => pattern.test(file.moduleId))
  return at === -1 ? LONG_FILES.length : at
}

export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    // A stable sort: within a project (which Vitest keeps together), the long files move ahead.
    const place = new Map(sorted.map((file, index) => [file, index]))
    return [...sorted].sort((a, b) => (a.project.name === b.project.name ? rank(a) - rank(b) : 0) || place.get(a)! - place.get(b)!)
  }
}
