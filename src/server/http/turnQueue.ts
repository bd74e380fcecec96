/**
 * Runs the jobs handed in during one event-loop turn one after the other in a single callback of the turn's check
 * phase (after the loop has read every socket that was ready). Each job runs up to its first wait; whatever they
 * start to wait on then leaves together once the callback is done (their provider calls; their rate-limit takes
 * in one batch, see groupCommit), rather than one job's worth at a time between separate callbacks. A job must not
 * throw: it reports its own failures (a thrown one would cost the turn's remaining jobs nothing, but is rethrown
 * after them).
 */
export function turnQueue(): (job: () => void) => void {
  let jobs: Array<() => void> = [];
  const runTurn = () => {
    const turn = jobs;
    jobs = [];
    let failure: { error: unknown } | null = null;
    for (const job of turn) {
      try {
        job();
      } catch (error) {
        failure ??= { error };
      }
    }
    if (failure) throw failure.error;
  };
  return (job) => {
    jobs.push(job);
    if (jobs.length === 1) setImmediate(runTurn);
  };
}
