/** Bundled and installed in the app page before its scripts run (see main-thread.ts). */
import { installLongTaskProbe } from './long-task-probe.ts';

installLongTaskProbe();
