/** Main-thread tasks over 50 ms, and first contentful paint, as the page saw them. */
export interface LongTaskRecord {
  tasks: { start: number; duration: number }[];
  firstContentfulPaint: number;
}

/**
 * Installed in the app page before its scripts (bundled, through addInitScript), so no task of the load escapes
 * it: a `longtask` observer added later would miss the tasks that ran before it.
 */
export function installLongTaskProbe(): void {
  const record: LongTaskRecord = { tasks: [], firstContentfulPaint: NaN };
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) record.tasks.push({ start: task.startTime, duration: task.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    const fcp = list.getEntriesByName('first-contentful-paint')[0];
    if (fcp) record.firstContentfulPaint = fcp.startTime;
  }).observe({ type: 'paint', buffered: true });
  (window as unknown as { rkLongTasks: LongTaskRecord }).rkLongTasks = record;
}
