// Prints one plain closing line ("jest: N passed, N failed") that CI tools can read whatever the runner, preceded by
// the slowest test files (where the suite's time goes).
const SLOWEST = 25;

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((file) => ({ path: file.testFilePath.replace(`${process.cwd()}/`, ''), ms: file.perfStats.end - file.perfStats.start }))
      .filter((file) => Number.isFinite(file.ms))
      .sort((a, b) => b.ms - a.ms);
    if (files.length > SLOWEST) {
      const total = files.reduce((sum, file) => sum + file.ms, 0);
      process.stdout.write(`\nslowest test files (of ${files.length}, ${(total / 1000).toFixed(0)} s in all):\n`);
      for (const file of files.slice(0, SLOWEST)) process.stdout.write(`  ${(file.ms / 1000).toFixed(1).padStart(6)} s  ${file.path}\n`);
    }
    const skipped = results.numPendingTests + results.numTodoTests;
    const tail = skipped > 0 ? `, ${skipped} skipped` : '';
    process.stdout.write(`\njest: ${results.numPassedTests} passed, ${results.numFailedTests} failed${tail}\n`);
  }
}
module.exports = SummaryReporter;
